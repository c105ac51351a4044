/**
 * Days of a time zone as moments: the table's `orderedFrom`/`orderedTo` are the days its reader
 * sees (Phnom Penh is 7 hours ahead of UTC, so an order placed at 06:00 there belongs to that day,
 * not to the day before as in UTC). Intl knows the zones; no library is needed for a day's start.
 */

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The first moment of `day` (`YYYY-MM-DD`) in `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The zone's offset at its midnight: guessed at UTC's, then taken again where that guess lands
  // (they differ only when the offset changes in between, as on a day clocks go forward).
  const guess = midnightUtc - offsetMs(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetMs(guess, timeZone));
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
