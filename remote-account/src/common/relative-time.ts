/**
 * "3 days ago": how long ago something happened, in the largest whole unit, as a unit and a
 * count for the page's language to word (i18next plurals: `time.<unit>Ago`). Pure: the caller
 * gives "now", so lists can share one clock and tests can pin it.
 */
export type RelativeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export type RelativeTime = { unit: 'justNow' } | { unit: RelativeUnit; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(then: Date | string, now: Date): RelativeTime {
  const elapsed = now.getTime() - new Date(then).getTime();
  // A time a little in the future (another clock, a save this very second) is "just now" too;
  // so is a time that cannot be read, rather than "NaN years ago".
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minute', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.floor(days / 30) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

/** The i18next key and options that word a relative time. */
export function relativeTimeMessage(time: RelativeTime): { key: `time.${string}`; count?: number } {
  return time.unit === 'justNow' ? { key: 'time.justNow' } : { key: `time.${time.unit}Ago`, count: time.count };
}
