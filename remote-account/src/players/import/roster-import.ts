import Papa from 'papaparse';
import { fromCsvCell, MAX_PLAYERS_PER_CUSTOMER, type SizeChart, type ValidPlayer } from '@teamwear/shared/contracts';
import { duplicateNumberIndexes } from '../domain/duplicate-numbers';
import { checkPlayerFields, type PlayerField, type PlayerFields, type PlayerFieldsCheck } from '../domain/player-checks';
import { matchColumns, missingColumns, POSITIONAL_COLUMNS, REQUIRED_COLUMNS, type RosterColumns } from './roster-columns';

/** Pasted or loaded text past this many characters is not a roster (a file is capped in bytes). */
export const MAX_ROSTER_TEXT_LENGTH = 2 * 1024 * 1024;

/** The delimiters a roster may use: commas, tabs (pasted from a spreadsheet), semicolons (Excel where the decimal mark is a comma). */
export const ROSTER_DELIMITERS = [',', '\t', ';'] as const;
export type RosterDelimiter = (typeof ROSTER_DELIMITERS)[number];

export interface RosterRow {
  /** The row's number as a spreadsheet shows it (a header row is row 1). */
  row: number;
  /** The cells as read (a spreadsheet's formula guard undone), before trimming. */
  fields: PlayerFields;
  check: PlayerFieldsCheck;
  /** A quote was opened and not closed: the rest of the text may have run into this row's cells. */
  brokenQuotes: boolean;
  /** Another row of the same team has this number: a warning, not a problem. */
  duplicateNumber: boolean;
}

export type RosterReading =
  | { kind: 'empty' }
  | { kind: 'tooLarge' }
  | { kind: 'tooManyRows'; rows: number }
  | { kind: 'missingColumns'; missing: PlayerField[] }
  | {
      kind: 'rows';
      delimiter: RosterDelimiter;
      /** Whether the first row named the columns (else they were read as name, number, size, team). */
      headerRow: boolean;
      rows: RosterRow[];
      /** Rows with a problem; the roster is imported only when there are none. */
      invalidRows: number;
      /** Every row as the API will store it, or null while any row has a problem. */
      players: ValidPlayer[] | null;
    };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function cellOf(cells: readonly string[], column: number | undefined): string {
  return column === undefined ? '' : fromCsvCell(cells[column] ?? '');
}

/**
 * Reads a roster: a CSV file or rows pasted from a spreadsheet (tab-separated), the delimiter
 * detected. The first row is a header when any of its cells names a field (in English or
 * Khmer, see roster-columns); else the columns are taken in the export's order. Every row is
 * checked with the API's rules, so the preview shows what the API would refuse before anything is sent.
 */
export function readRoster(text: string, chart: SizeChart): RosterReading {
  if (text.length > MAX_ROSTER_TEXT_LENGTH) return { kind: 'tooLarge' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: [...ROSTER_DELIMITERS],
    // Blank lines are dropped below instead, so that each row keeps its number in the file.
    skipEmptyLines: false,
  });
  const records = parsed.data;
  const firstIndex = records.findIndex((cells) => !isBlank(cells));
  if (firstIndex < 0) return { kind: 'empty' };

  const headerColumns = matchColumns(records[firstIndex] ?? []);
  const headerRow = Object.keys(headerColumns).length > 0;
  let columns: RosterColumns = headerColumns;
  if (headerRow) {
    const missing = missingColumns(headerColumns);
    if (missing.length) return { kind: 'missingColumns', missing };
  } else {
    const width = records.reduce((widest, cells) => Math.max(widest, cells.length), 0);
    const missing = REQUIRED_COLUMNS.filter((field) => POSITIONAL_COLUMNS[field] >= width);
    if (missing.length) return { kind: 'missingColumns', missing };
    columns = POSITIONAL_COLUMNS;
  }

  const dataIndexes: number[] = [];
  for (let index = headerRow ? firstIndex + 1 : firstIndex; index < records.length; index += 1) {
    if (!isBlank(records[index] ?? [])) dataIndexes.push(index);
  }
  if (dataIndexes.length === 0) return { kind: 'empty' };
  if (dataIndexes.length > MAX_PLAYERS_PER_CUSTOMER) return { kind: 'tooManyRows', rows: dataIndexes.length };

  const brokenQuotes = new Set(parsed.errors.filter((error) => error.type === 'Quotes' && error.row !== undefined).map((error) => error.row as number));
  const rows: RosterRow[] = dataIndexes.map((index) => {
    const cells = records[index] ?? [];
    const fields: PlayerFields = {
      name: cellOf(cells, columns.name),
      number: cellOf(cells, columns.number),
      size: cellOf(cells, columns.size),
      team: cellOf(cells, columns.team),
    };
    return { row: index + 1, fields, check: checkPlayerFields(fields, chart), brokenQuotes: brokenQuotes.has(index), duplicateNumber: false };
  });

  const duplicates = duplicateNumberIndexes(rows.map((row) => (row.check.ok ? row.check.player : null)));
  duplicates.forEach((index) => {
    const row = rows[index];
    if (row) row.duplicateNumber = true;
  });
  const invalidRows = rows.filter((row) => !row.check.ok || row.brokenQuotes).length;
  const players = invalidRows === 0 ? rows.flatMap((row) => (row.check.ok ? [row.check.player] : [])) : null;
  return { kind: 'rows', delimiter: parsed.meta.delimiter as RosterDelimiter, headerRow, rows, invalidRows, players };
}
