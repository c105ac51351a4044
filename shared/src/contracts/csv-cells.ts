// How a CSV the product writes keeps a spreadsheet from running a cell, without zod: the API's
// writer (api/src/csv) uses these rules, the roster import (remote-account) undoes them.

/**
 * Text a spreadsheet would run as a formula when it starts a cell: =, +, -, @, a tab or a carriage
 * return (OWASP "CSV injection"). Such a cell is written with a leading apostrophe, as spreadsheets
 * themselves write it; numbers are written as numbers and never get one.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula start inside a text, after a character some reader splits cells at: a comma, a
 * semicolon (Excel where the decimal mark is a comma splits at it, and the quotes a comma-separated
 * file puts around the text mean nothing to it), a tab or a line break, then any spaces or quotes.
 * `x;=cmd|…` would otherwise be a cell `=cmd|…` of its own in such a reader.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;
const NEUTRALISED_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)'(?=[=+\-@])/g;

/** A text cell with an apostrophe before every formula start that follows a separator inside it. */
export function neutraliseInsideCell(value: string): string {
  return value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
}

/** A cell as read back from a CSV the product wrote: the apostrophes before formula-like text undone. */
export function fromCsvCell(value: string): string {
  const inside = value.replace(NEUTRALISED_AFTER_SEPARATOR, '$1');
  return inside.startsWith("'") && FORMULA_START.test(inside.slice(1)) ? inside.slice(1) : inside;
}
