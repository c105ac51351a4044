import { addDays, shopDayOf } from '@teamwear/shared/orders';
import { dayStart } from '../orders/shop-orders/time-zone-days';

/** A week of the numbers: its Monday (`YYYY-MM-DD`) and its first moment in the time zone. */
export interface ShopWeek {
  start: string;
  from: Date;
}

/** The Monday of the week `day` is in (weeks start on Monday, as in Cambodia and ISO 8601). */
export function mondayOf(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const sinceMonday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/**
 * The `count` weeks up to the one `now` is in, oldest first, as the time zone's readers count them
 * (an order placed at 01:00 on a Monday in Phnom Penh is Sunday evening in UTC, and belongs to the
 * new week), and the moment the last one ends.
 */
export function weeksUpTo(now: Date, timeZone: string, count: number): { weeks: ShopWeek[]; end: Date } {
  const thisMonday = mondayOf(shopDayOf(now, timeZone));
  const weeks = Array.from({ length: count }, (_, index) => {
    const start = addDays(thisMonday, -7 * (count - 1 - index));
    return { start, from: dayStart(start, timeZone) };
  });
  return { weeks, end: dayStart(addDays(thisMonday, 7), timeZone) };
}
