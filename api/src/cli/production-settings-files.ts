import Papa from 'papaparse';
import type { PrintAreaInUse, ProductionSettings } from '@teamwear/shared/contracts';

/**
 * The provider CLI's files for the shop's production settings: an ink list or print areas from a
 * CSV file (a spreadsheet's export: a first row naming the columns, in any order) or a JSON file,
 * as the API takes them; and the settings as lines to read. The API checks every value and says
 * what is wrong; here a file only has to be readable.
 */

export class SettingsFileError extends Error {}

/** Each list's columns and the names a spreadsheet may give them (lower case, without spaces or underscores). */
const INK_COLUMNS = { name: ['name', 'ink', 'thread', 'colourname', 'colorname'], hex: ['hex', 'colour', 'color', 'rgb', 'hexcode'] } as const;
const AREA_COLUMNS = {
  garment: ['garment', 'product', 'slug'],
  size: ['size'],
  side: ['side'],
  widthCm: ['widthcm', 'width'],
  heightCm: ['heightcm', 'height'],
} as const;

export type SettingsList = 'inks' | 'printAreas';

export interface ReadList {
  rows: Record<string, unknown>[];
  /** The file line of each row (CSV), to say where a refused value is; absent for JSON. */
  lines?: number[];
}

const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s_\-()]/g, '');

function fromCsv(text: string, list: SettingsList, file: string): ReadList {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header) throw new SettingsFileError(`${file} is empty`);
  const wanted: Record<string, readonly string[]> = list === 'inks' ? INK_COLUMNS : AREA_COLUMNS;
  const keys = header.map(columnKey);
  const at: Record<string, number> = {};
  for (const [field, names] of Object.entries(wanted)) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index === -1) throw new SettingsFileError(`${file}: the first row must name the columns ${Object.keys(wanted).join(', ')} (it has ${header.join(', ')})`);
    at[field] = index;
  }
  // A row's line in the file, counting one line per row (a quoted value over two lines is rare in these lists).
  let line = 1;
  const lines: number[] = [];
  const rows = body.map((cells) => {
    line += 1;
    lines.push(line);
    const row: Record<string, unknown> = {};
    for (const [field, index] of Object.entries(at)) {
      const cell = (cells[index] ?? '').trim();
      row[field] = field === 'widthCm' || field === 'heightCm' ? (cell === '' || Number.isNaN(Number(cell)) ? cell : Number(cell)) : cell;
    }
    return row;
  });
  return { rows, lines };
}

function fromJson(text: string, list: SettingsList, file: string): ReadList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SettingsFileError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  // The API's own answer (`--json` of `settings show`) or a bare list.
  const rows = Array.isArray(json) ? json : ((json as Record<string, unknown> | null)?.[list] ?? ((json as { data?: Record<string, unknown> } | null)?.data?.[list]));
  if (!Array.isArray(rows)) throw new SettingsFileError(`${file}: give a list, or an object with "${list}": [ … ]`);
  // Settings as shown list every print area; only the shop's own are set again.
  const own = list === 'printAreas' ? rows.filter((row: { shopSet?: unknown }) => row?.shopSet !== false) : rows;
  return { rows: own.map((row: Record<string, unknown>) => (list === 'printAreas' && row && typeof row === 'object' ? stripShopSet(row) : row)) };
}

function stripShopSet(row: Record<string, unknown>): Record<string, unknown> {
  const { shopSet: _shopSet, ...rest } = row;
  return rest;
}

/** An ink list or print areas from a file's text: JSON when the file says `.json` or starts like JSON, else CSV. */
export function readSettingsList(text: string, list: SettingsList, file: string): ReadList {
  return file.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(text) ? fromJson(text, list, file) : fromCsv(text, list, file);
}

/** `inks.3.hex` → `line 5 (hex)` for a CSV file; the API's path otherwise. */
export function whereInFile(field: string, read: ReadList): string {
  const match = /^(?:inks|printAreas)\.(\d+)(?:\.(\w+))?$/.exec(field);
  const line = match && read.lines ? read.lines[Number(match[1])] : undefined;
  return line === undefined ? field : `line ${line}${match?.[2] ? ` (${match[2]})` : ''}`;
}

const cm = (value: number) => value.toFixed(1).padStart(6);

/** The settings as a reader sees them: the inks, then each garment's print areas by size and side. */
export function settingsLines(settings: ProductionSettings): string[] {
  const lines = [`Inks (${settings.inks.length}${settings.inksAreDefault ? ', the default list' : ', the shop’s own'}):`];
  for (const ink of settings.inks) lines.push(`  ${ink.hex}  ${ink.name}`);
  const own = settings.printAreas.filter((area) => area.shopSet).length;
  lines.push(`Print areas in cm, width × height (${own ? `${own} set by the shop, marked *` : 'all the catalogue’s, graded per size'}):`);
  const byGarment = new Map<string, PrintAreaInUse[]>();
  for (const area of settings.printAreas) byGarment.set(area.garment, [...(byGarment.get(area.garment) ?? []), area]);
  for (const [garment, areas] of byGarment) {
    lines.push(`  ${garment}`);
    const sides = [...new Set(areas.map((area) => area.side))];
    lines.push(`    ${'size'.padEnd(6)}${sides.map((side) => side.padStart(17)).join('')}`);
    for (const size of [...new Set(areas.map((area) => area.size))]) {
      const cells = sides.map((side) => {
        const area = areas.find((candidate) => candidate.size === size && candidate.side === side);
        return area ? `${cm(area.widthCm)} × ${cm(area.heightCm)}${area.shopSet ? '*' : ' '}` : ''.padStart(17);
      });
      lines.push(`    ${size.padEnd(6)}${cells.map((cell) => cell.padStart(17)).join('')}`);
    }
  }
  return lines;
}
