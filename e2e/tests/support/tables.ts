import type { Locator } from '@playwright/test';

/** A table's rows of data, as a user reads them: the rows with cells (the header row has column
 *  headers only; a row hidden from assistive technology is not counted). */
export function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}
