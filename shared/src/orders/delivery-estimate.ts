/** The shop's time zone: its days (a payment's day, an order's estimated delivery) are Phnom Penh's. */
export const SHOP_DAY_TIME_ZONE = 'Asia/Phnom_Penh';

/** `YYYY-MM-DD` of an instant in a time zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * The day an order placed at `placedAt` should arrive: the shop's day it was placed on, plus its
 * production days (calendar days; the shop counts its own weekends and holidays into them).
 */
export function deliveryDayOf(placedAt: Date, productionDays: number, timeZone: string = SHOP_DAY_TIME_ZONE): string {
  const placedOn = dayIn(placedAt, timeZone);
  const day = new Date(`${placedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + productionDays);
  return day.toISOString().slice(0, 10);
}
