import Papa from 'papaparse';
import type { ProductionSettingsRequest } from '@teamwear/shared/contracts';

/**
 * A shop's ink list or print areas from a file, as the provider CLI takes them
 * (`npm run provider -- settings inks|print-areas set <file>`, api/src/cli/production-settings-files.ts):
 * a CSV file (a spreadsheet's export: a first row naming the columns, in any order, under the same
 * names) or a JSON file (a bare list, `{ "inks": [...] }`, or the API's own answer). The API checks
 * every value and says what is wrong; here a file only has to be readable, and each refused value
 * is placed back on its line.
 */

export type SettingsList = 'inks' | 'printAreas';

/** A file of settings is small (at most 1,000 print areas): a larger one is not one. */
export const SETTINGS_FILE_BYTES_MAX = 1_000_000;

/** Each list's columns and the names a spreadsheet may give them (lower case, without spaces or underscores): the CLI's. */
export const LIST_COLUMNS: Record<SettingsList, Record<string, readonly string[]>> = {
  inks: { name: ['name', 'ink', 'thread', 'colourname', 'colorname'], hex: ['hex', 'colour', 'color', 'rgb', 'hexcode'] },
  printAreas: {
    garment: ['garment', 'product', 'slug'],
    size: ['size'],
    side: ['side'],
    widthCm: ['widthcm', 'width'],
    heightCm: ['heightcm', 'height'],
  },
};

/** Why a file could not be read (before anything is sent): the page says it in its language. */
export type FileProblem =
  | { kind: 'tooLarge' }
  | { kind: 'empty' }
  | { kind: 'noRows' }
  | { kind: 'missingColumns'; wanted: string[]; found: string[] }
  | { kind: 'notJson'; detail: string }
  | { kind: 'noList' };

export interface ReadList {
  list: SettingsList;
  rows: Record<string, unknown>[];
  /** The file line of each row (CSV), to say where a refused value is; absent for JSON. */
  lines?: number[];
}

export type FileReading = { ok: true; read: ReadList } | { ok: false; problem: FileProblem };

const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s_\-()]/g, '');
const NUMBER_FIELDS = new Set(['widthCm', 'heightCm']);

/** A CSV file's records with the line each starts on (a quoted value may hold a line break); blank lines left out. */
function csvRecords(text: string): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    step: (result) => {
      const end = result.meta.cursor;
      // The record starts after the line breaks before it (the previous record's end, blank lines).
      const before = text.slice(start, end);
      const leading = /^[\r\n]*/.exec(before)?.[0] ?? '';
      const startLine = line + (leading.match(/\n/g)?.length ?? 0);
      if (result.data.some((cell) => cell.trim() !== '')) records.push({ cells: result.data, line: startLine });
      line += before.match(/\n/g)?.length ?? 0;
      start = end;
    },
  });
  return records;
}

function fromCsv(text: string, list: SettingsList): FileReading {
  const [header, ...body] = csvRecords(text.replace(/^\uFEFF/, ''));
  if (!header) return { ok: false, problem: { kind: 'empty' } };
  const keys = header.cells.map(columnKey);
  const at: Record<string, number> = {};
  for (const [field, names] of Object.entries(LIST_COLUMNS[list])) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index === -1) return { ok: false, problem: { kind: 'missingColumns', wanted: Object.keys(LIST_COLUMNS[list]), found: header.cells.map((cell) => cell.trim()) } };
    at[field] = index;
  }
  const rows = body.map(({ cells }) => {
    const row: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(at)) {
      const cell = (cells[column] ?? '').trim();
      // A number stays text when it is not one, so the API says which value is wrong rather than the file being refused whole.
      row[field] = NUMBER_FIELDS.has(field) && cell !== '' && !Number.isNaN(Number(cell)) ? Number(cell) : cell;
    }
    return row;
  });
  return rows.length > 0 ? { ok: true, read: { list, rows, lines: body.map((record) => record.line) } } : { ok: false, problem: { kind: 'noRows' } };
}

function fromJson(text: string, list: SettingsList): FileReading {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, problem: { kind: 'notJson', detail: error instanceof Error ? error.message : String(error) } };
  }
  const object = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);
  // A bare list, `{ "inks": [...] }`, or the API's own answer (`{ "data": { "inks": [...] } }`).
  const found = Array.isArray(json) ? json : (object(json)?.[list] ?? object(object(json)?.data)?.[list]);
  if (!Array.isArray(found)) return { ok: false, problem: { kind: 'noList' } };
  // The settings as the API shows them list every print area; only the shop's own are set again.
  const own = list === 'printAreas' ? found.filter((row) => object(row)?.shopSet !== false) : found;
  const rows = own.map((row): Record<string, unknown> => {
    const fields = object(row);
    if (!fields) return row as Record<string, unknown>;
    const { shopSet: _shopSet, ...rest } = fields;
    return list === 'printAreas' ? rest : fields;
  });
  return rows.length > 0 ? { ok: true, read: { list, rows } } : { ok: false, problem: { kind: 'noRows' } };
}

/** A list from a file's name and text: JSON when the name says `.json` or the text starts like JSON, else CSV. */
export function readSettingsFile(name: string, text: string, list: SettingsList): FileReading {
  if (!text.trim()) return { ok: false, problem: { kind: 'empty' } };
  return name.toLowerCase().endsWith('.json') || /^\uFEFF?\s*[[{]/.test(text) ? fromJson(text, list) : fromCsv(text, list);
}

/** What Upload sends: the file's list replaces the shop's (the other list stays as it is). */
export function uploadRequest(read: ReadList): ProductionSettingsRequest {
  // The rows as the file gave them: the API checks each value and says which one it refuses.
  return { [read.list]: read.rows } as unknown as ProductionSettingsRequest;
}

/** What "Reset to default" sends for a list. */
export function resetRequest(list: SettingsList): ProductionSettingsRequest {
  return list === 'inks' ? { inks: null } : { printAreas: null };
}

/** Where a refused value is: a CSV file's line (or a JSON list's row), its column when the API names one. */
export interface RefusalPlace {
  /** The line of the file (CSV). */
  line?: number;
  /** The row of the list, from 1 (JSON, where lines are not counted). */
  row?: number;
  column?: string;
}

export interface Refusal {
  /** Undefined: the refusal is of the whole list or request, not of one value. */
  place?: RefusalPlace;
  message: string;
}

/**
 * The API's refusal (`{ message, fields: { "inks.3.hex": "…" } }`) as lines a reader follows in their
 * file: `inks.3.hex` is the row read from the file's line 5 (CSV) or the list's 4th row (JSON).
 * The API's messages are its own (English, §8 of the product); where they are is in the page's words.
 */
export function refusalsOf(error: { message: string; fields?: Record<string, string> }, read: ReadList): Refusal[] {
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0) return [{ message: error.message }];
  return fields.map(([field, message]) => {
    const match = /^(?:inks|printAreas)\.(\d+)(?:\.(\w+))?$/.exec(field);
    if (!match) return { message };
    const index = Number(match[1]);
    const line = read.lines?.[index];
    const column = match[2];
    return { place: { ...(line !== undefined ? { line } : { row: index + 1 }), ...(column ? { column } : {}) }, message };
  });
}
