/** The shop's time zone: its days (a payment's day, an order's estimated delivery, a collection's deadline) are Phnom Penh's. */
export const SHOP_DAY_TIME_ZONE = 'Asia/Phnom_Penh';

/** The day (`YYYY-MM-DD`, as en-CA writes it) an instant falls on in a time zone, the shop's by default. */
export function shopDayOf(instant: Date, timeZone: string = SHOP_DAY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** `YYYY-MM-DD` plus or minus whole calendar days. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
