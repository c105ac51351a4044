// A size collection's rules without zod or any framework (issue 37): a team manager shares a link
// where each player enters their name, number and sizes before a deadline. The API keeps these
// rules, the manager's page and the players' page show them; size-collections.ts builds its
// schemas on the same limits.
import { addDays, shopDayOf } from '../orders/shop-days';

/** At most this many players join one collection (a squad and its reserves, with room to spare). */
export const COLLECTION_ENTRIES_MAX = 100;
export const COLLECTION_TITLE_MAX = 100;
export const COLLECTION_MESSAGE_MAX = 500;
/** A deadline further ahead than this is a typing mistake, not a plan. */
export const COLLECTION_DEADLINE_DAYS_MAX = 180;
/** Numbers offered instead of a taken one. */
export const FREE_NUMBER_SUGGESTIONS = 3;

export const COLLECTION_MESSAGES = {
  titleRequired: 'The title is required',
  deadlinePast: 'The deadline must be in the future',
  deadlineTooFar: `The deadline must be within ${COLLECTION_DEADLINE_DAYS_MAX} days`,
  piecesRequired: 'Choose at least one piece the players give a size for',
  piecesNotOfGarment: 'This garment has no shorts',
  needByBeforeDeadline: 'The kits cannot arrive before the collection closes',
  closed: 'This collection is closed: ask the team manager to add you',
  full: `This collection is full (${COLLECTION_ENTRIES_MAX} players): ask the team manager`,
  numberRequired: 'The number is required',
  sizeRequired: 'Choose a size',
  shortsSizeRequired: 'Choose a shorts size',
  noSuchCollection: 'No such collection: check the link with your team manager',
  noSuchEntry: 'No such entry',
  alreadyClosed: 'The collection is already closed',
  notClosed: 'The collection is open: close it first',
} as const;

/** A taken number's message: it names free numbers and never who has it. */
export function numberTakenMessage(number: number, free: readonly number[]): string {
  if (free.length === 0) return `Number ${number} is taken, and no number is free: ask the team manager`;
  const list = free.length === 1 ? String(free[0]) : `${free.slice(0, -1).join(', ')} or ${free.at(-1)}`;
  return `Number ${number} is taken: try ${list}`;
}

/** Whether players can join: the manager has not closed it and its deadline has not come. */
export function isCollectionOpen(collection: { deadline: string | Date; closedAt: string | Date | null }, now: Date): boolean {
  return collection.closedAt === null && now.getTime() < new Date(collection.deadline).getTime();
}

/** The free numbers nearest to `wanted` (above first at equal distance), within the shop's range. */
export function freeNumbersNear(wanted: number, taken: Iterable<number>, range: { min: number; max: number }, count = FREE_NUMBER_SUGGESTIONS): number[] {
  const used = new Set(taken);
  const free: number[] = [];
  const span = range.max - range.min;
  for (let distance = 1; distance <= span && free.length < count; distance += 1) {
    for (const candidate of [wanted + distance, wanted - distance]) {
      if (candidate >= range.min && candidate <= range.max && !used.has(candidate) && free.length < count) free.push(candidate);
    }
  }
  return free;
}

// The shop's days, one definition for orders, numbers and collections (a leaf file: no cycle).
export { addDays, shopDayOf };

/**
 * The last day the collection can close, and the order be placed, for the kits to arrive by
 * `needBy`: the shop's production days before it (the same count the checkout's estimate uses).
 */
export function lastCloseDay(needBy: string, productionDays: number): string {
  return addDays(needBy, -productionDays);
}

/** Whether the kits would be needed before the collection even closes (the need-by day before the deadline's day). */
export function needByBeforeDeadline(deadline: Date, needBy: string, timeZone: string): boolean {
  return needBy < shopDayOf(deadline, timeZone);
}

/** Whether a deadline leaves the order too late for the kits to arrive by `needBy`. */
export function deadlineTooLate(deadline: Date, needBy: string, productionDays: number, timeZone: string): boolean {
  return shopDayOf(deadline, timeZone) > lastCloseDay(needBy, productionDays);
}

/** How many entries chose each size of a piece, in the shop's size order (a size no entry chose is left out). */
export function sizeCounts(sizes: readonly (string | null)[], shopOrder: readonly string[]): { size: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const size of sizes) if (size) counts.set(size, (counts.get(size) ?? 0) + 1);
  const rank = new Map(shopOrder.map((size, index) => [size, index]));
  return [...counts.entries()]
    .sort(([a], [b]) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b))
    .map(([size, count]) => ({ size, count }));
}

/** A name as two people would call it the same: trimmed, spaces single, compared without case, composed alike. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return key(a) === key(b);
}

export interface MergeEntry {
  id: string;
  name: string;
  number: number | null;
  size: string;
  email: string | null;
  /** The row the entry became when the collection closed before (closed again after a reopening). */
  playerId?: string | null;
}

export interface RosterRow {
  id: string;
  name: string;
  number: number;
}

/** What closing does to the roster: rows of returning players changed, new players added. */
export interface RosterMergePlan {
  /** A returning player's row (found by their e-mail's earlier entry, else by name), with this entry's number and size. */
  update: { entryId: string; playerId: string; number: number; size: string }[];
  insert: { entryId: string; name: string; number: number; size: string }[];
}

/**
 * Joins a closed collection's entries to the manager's roster. A returning player keeps their row:
 * the row an earlier entry with the same e-mail became, else the one row of the same name (two
 * rows of that name: neither is guessed, a new row is added). An entry without a number keeps the
 * returning row's, or gets the lowest number free in the roster and the collection. An entry closed
 * before (a collection reopened for fill-ins) keeps the row it became while the roster has it, even
 * renamed or with a namesake: closing again adds no second row of the same player.
 */
export function planRosterMerge(
  entries: readonly MergeEntry[],
  roster: readonly RosterRow[],
  playerByEmail: ReadonlyMap<string, string>,
  range: { min: number; max: number },
): RosterMergePlan {
  const plan: RosterMergePlan = { update: [], insert: [] };
  const claimed = new Set<string>();
  const used = new Set<number>([...roster.map((row) => row.number), ...entries.flatMap((entry) => (entry.number === null ? [] : [entry.number]))]);
  const nextFree = () => {
    for (let candidate = range.min; candidate <= range.max; candidate += 1) {
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
    return range.min;
  };
  const rosterIds = new Set(roster.map((row) => row.id));
  // Rows entries already became are theirs before any entry is matched by e-mail or name.
  const ownRow = new Map<string, string>();
  for (const entry of entries) {
    if (entry.playerId && rosterIds.has(entry.playerId) && !claimed.has(entry.playerId)) {
      claimed.add(entry.playerId);
      ownRow.set(entry.id, entry.playerId);
    }
  }
  for (const entry of entries) {
    const byEmail = entry.email ? playerByEmail.get(entry.email.toLowerCase()) : undefined;
    const namesakes = roster.filter((row) => sameName(row.name, entry.name) && !claimed.has(row.id));
    const playerId =
      ownRow.get(entry.id) ?? (byEmail && rosterIds.has(byEmail) && !claimed.has(byEmail) ? byEmail : namesakes.length === 1 ? namesakes[0]?.id : undefined);
    if (playerId) {
      claimed.add(playerId);
      const row = roster.find((each) => each.id === playerId);
      plan.update.push({ entryId: entry.id, playerId, number: entry.number ?? row?.number ?? nextFree(), size: entry.size });
    } else {
      plan.insert.push({ entryId: entry.id, name: entry.name, number: entry.number ?? nextFree(), size: entry.size });
    }
  }
  return plan;
}
