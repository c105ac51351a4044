import type { PlayerField } from '../domain/player-checks';

/** Which column of a roster holds each field; `team` may be absent. */
export type RosterColumns = Partial<Record<PlayerField, number>>;

export const REQUIRED_COLUMNS: readonly PlayerField[] = ['name', 'number', 'size'];

/** The order of an exported roster (`ROSTER_CSV_COLUMNS`), read when a block has no header row. */
export const POSITIONAL_COLUMNS: Required<RosterColumns> = { name: 0, number: 1, size: 2, team: 3 };

/**
 * Header names a roster may use for each field, in English and Khmer, compared as `headerKey`
 * writes them. Earlier names win when two columns claim a field: a sheet with "No." (its row
 * count) and "Jersey number" takes the jersey number.
 */
const HEADER_NAMES: Record<PlayerField, readonly string[]> = {
  name: [
    'name',
    'playername',
    'playersname',
    'fullname',
    'athletename',
    'player',
    'athlete',
    'names',
    'ឈ្មោះ',
    'ឈ្មោះកីឡាករ',
    'ឈ្មោះពេញ',
    'នាម',
    'កីឡាករ',
    'nameonshirt',
    'nameonjersey',
    'jerseyname',
    'shirtname',
    'ឈ្មោះលើអាវ',
  ],
  number: [
    'number',
    'jerseynumber',
    'shirtnumber',
    'playernumber',
    'numberonshirt',
    'jerseyno',
    'shirtno',
    'jersey#',
    'shirt#',
    'លេខអាវ',
    'លេខកីឡាករ',
    'jersey',
    'លេខ',
    'num',
    'no',
    '#',
  ],
  size: ['size', 'shirtsize', 'jerseysize', 'kitsize', 'sizes', 'ទំហំ', 'ទំហំអាវ', 'ខ្នាត', 'ខ្នាតអាវ', 'សាយ', 'សាយអាវ'],
  team: ['team', 'teamname', 'squad', 'club', 'ក្រុម', 'ឈ្មោះក្រុម', 'ក្លឹប'],
};

/**
 * A header cell as it is compared: compatibility forms folded (full-width letters, "Nº"), lower
 * case, without a note in brackets ("Size (adult)"), and without spaces, zero-width spaces
 * (Khmer typists put them between words), dots, dashes, underscores, colons, apostrophes and
 * asterisks, so "Player's name:", "PLAYER_NAME" and "ឈ្មោះ\u200bកីឡាករ" find their field.
 */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[\s\u200b-\u200d\u2060\ufeff._:\-*'’]/g, '');
}

/** The field a header cell names, with its rank (lower wins), or null. */
function fieldOf(cell: string): { field: PlayerField; rank: number } | null {
  const key = headerKey(cell);
  if (!key) return null;
  for (const field of Object.keys(HEADER_NAMES) as PlayerField[]) {
    const rank = HEADER_NAMES[field].indexOf(key);
    if (rank >= 0) return { field, rank };
  }
  return null;
}

/** Where each field is in a header row; empty when no cell names a field (no header row). */
export function matchColumns(header: readonly string[]): RosterColumns {
  const best: Partial<Record<PlayerField, { column: number; rank: number }>> = {};
  header.forEach((cell, column) => {
    const found = fieldOf(cell);
    if (!found) return;
    const current = best[found.field];
    if (!current || found.rank < current.rank) best[found.field] = { column, rank: found.rank };
  });
  const columns: RosterColumns = {};
  for (const [field, match] of Object.entries(best) as [PlayerField, { column: number }][]) columns[field] = match.column;
  return columns;
}

/** The required fields a header row does not name. */
export function missingColumns(columns: RosterColumns): PlayerField[] {
  return REQUIRED_COLUMNS.filter((field) => columns[field] === undefined);
}
