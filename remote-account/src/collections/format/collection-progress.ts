/**
 * How a collection is said in a line ("12 of 18 joined, closes Friday"), on the dashboard, the list
 * and the live page. Pure and framework-free (the dashboard imports it: no libraries), the words
 * are the strings' (`collections.progress.*`, `collections.closes.*`).
 */

export interface ProgressLine {
  key: 'collections.progress.ofExpected' | 'collections.progress.joined';
  values: { joined: number; expected?: number };
  /** 0 to 100: how far to the expected players (null without an expected number). */
  percent: number | null;
}

export function progressLine(joined: number, expected: number | null): ProgressLine {
  if (expected === null || expected <= 0) return { key: 'collections.progress.joined', values: { joined }, percent: null };
  return { key: 'collections.progress.ofExpected', values: { joined, expected }, percent: Math.min(100, Math.round((joined / expected) * 100)) };
}

/** When an open collection closes, as near as it reads best: today or tomorrow with the time, a weekday this week, else the day. */
export type ClosesWhen =
  | { kind: 'today'; time: string }
  | { kind: 'tomorrow'; time: string }
  | { kind: 'weekday'; weekday: number; time: string }
  | { kind: 'day'; day: string };

const dayAndTime = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
};

const dayNumber = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 86_400_000;
};

/** The deadline on the shop's clock, relative to now (both days the shop's). */
export function closesWhen(deadline: string, now: Date, timeZone: string): ClosesWhen {
  const closing = dayAndTime(new Date(deadline), timeZone);
  const today = dayAndTime(now, timeZone);
  const ahead = dayNumber(closing.day) - dayNumber(today.day);
  if (ahead <= 0) return { kind: 'today', time: closing.time };
  if (ahead === 1) return { kind: 'tomorrow', time: closing.time };
  if (ahead < 7) return { kind: 'weekday', weekday: new Date(dayNumber(closing.day) * 86_400_000).getUTCDay(), time: closing.time };
  return { kind: 'day', day: closing.day };
}
