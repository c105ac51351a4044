import Papa from 'papaparse';
import { FORMULA_START, neutraliseInsideCell } from '@teamwear/shared/contracts';
import { visible } from '../cli/terminal-text';

/** A cell: text, or a number written as a number (never taken for a formula, a minus sign and all). */
export type CsvCell = string | number;

/**
 * The separators spreadsheets guess or take from the locale: a comma, a semicolon (Excel where the
 * decimal mark is a comma), a tab. A text cell holding one is quoted, so that `x;=cmd|…` stays one
 * cell in every reader instead of starting a formula in the next.
 */
const SEPARATOR = /[,;\t]/;

/** A text cell as written: control characters of rows stored before the API refused them shown as
 *  escapes (`\x1b`), as the CLI shows them (a print shop may `cat` the manifest), then neutralised. */
const textCell = (text: string) => neutraliseInsideCell(visible(text));

/**
 * The one CSV writer of the API (the production manifest, the roster export): papaparse's, with
 * RFC 4180 quoting, CRLF lines, every text cell that starts like a formula (FORMULA_START) written
 * with a leading apostrophe and quoted, an apostrophe before a formula start after a separator
 * inside a text (a reader splitting at `;` would start a cell there), and every text cell holding a
 * separator quoted. Without a byte order mark: the caller adds one where a spreadsheet needs it.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const csv = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => (typeof cell === 'string' ? textCell(cell) : cell))) },
    {
      escapeFormulae: FORMULA_START,
      quotes: (value: unknown) => typeof value === 'string' && SEPARATOR.test(value),
      newline: '\r\n',
    },
  );
  return `${csv}\r\n`;
}
