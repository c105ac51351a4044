/**
 * A deadline as the manager types it (a day and a time on the shop's clock, whatever the
 * browser's own time zone) and back. The API takes an ISO instant with its offset; the offset is
 * the shop's zone's at that moment, read from Intl (no fixed +07:00: a zone may change its rules).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface WallClock {
  day: string;
  time: string;
}

/** The shop's wall clock at an instant: the day (`YYYY-MM-DD`) and the time (`HH:mm`). */
export function shopWallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { day, time } = shopWallClock(instant, timeZone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `2027-01-08` and `17:00` on the shop's clock as the API's deadline, `2027-01-08T17:00:00+07:00`;
 * null when either is not a day or a time.
 */
export function shopDeadline(day: string, time: string, timeZone: string): string | null {
  const dayMatch = DAY.exec(day);
  const timeMatch = TIME.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const wall = Date.UTC(year, month - 1, date, Number(timeMatch[1]), Number(timeMatch[2]));
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The offset at the wall time read as UTC, then at the instant that gives (they differ only near a change of the zone's rules).
  const first = offsetMinutes(new Date(wall), timeZone);
  const offset = offsetMinutes(new Date(wall - first * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
