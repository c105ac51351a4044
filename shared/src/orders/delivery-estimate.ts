import { addDays, SHOP_DAY_TIME_ZONE, shopDayOf } from './shop-days';

/**
 * The day an order placed at `placedAt` should arrive: the shop's day it was placed on, plus its
 * production days (calendar days; the shop counts its own weekends and holidays into them).
 */
export function deliveryDayOf(placedAt: Date, productionDays: number, timeZone: string = SHOP_DAY_TIME_ZONE): string {
  return addDays(shopDayOf(placedAt, timeZone), productionDays);
}
