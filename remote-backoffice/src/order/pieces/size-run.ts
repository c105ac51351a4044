import type { ProviderOrder } from '@teamwear/shared/contracts';

/** One line of the size run as the workshop cuts: a size, its shirts, and its shorts (null for a garment without shorts). */
export interface SizeRunRow {
  size: string;
  shirts: number;
  shorts: number | null;
}

export interface SizeRunTable {
  rows: SizeRunRow[];
  /** Whether the garment has shorts: the table has their column. */
  withShorts: boolean;
  totals: { shirts: number; shorts: number | null };
}

/**
 * The order's size run as one table: a row per size in the shop's size order (the API's: the shirts'
 * sizes, then a shorts size no shirt has), the pieces of each, and the totals. A size of no piece is
 * not listed (0 would be read as a cut to make).
 */
export function sizeRunTable(sizeRun: ProviderOrder['sizeRun']): SizeRunTable {
  const withShorts = sizeRun.shorts !== null;
  const rows: SizeRunRow[] = sizeRun.shirts.map(({ size, count }) => ({ size, shirts: count, shorts: withShorts ? 0 : null }));
  for (const { size, count } of sizeRun.shorts ?? []) {
    const row = rows.find((each) => each.size === size);
    if (row) row.shorts = count;
    else rows.push({ size, shirts: 0, shorts: count });
  }
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  return {
    rows,
    withShorts,
    totals: { shirts: sum(rows.map((row) => row.shirts)), shorts: withShorts ? sum(rows.map((row) => row.shorts ?? 0)) : null },
  };
}

/** The order's players by number, then name: the workshop's list. */
export function playersByNumber(players: ProviderOrder['players']): ProviderOrder['players'] {
  return [...players].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}
