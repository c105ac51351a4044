import { z } from 'zod';
import { shopNumbersAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { DesignProduct } from './mini/products';
import { ORDER_STATUSES } from './order-statuses';
import { isTimeZone } from './shop-order-filters';

/**
 * The shop's numbers, its back office's home page (issue 36): this week and the twelve before it,
 * weeks from Monday in the reader's time zone, and the orders per status now. Read-only, for the
 * owner and the staff (permission `numbers`).
 */

/** This week and the twelve before it. */
export const SHOP_NUMBERS_WEEKS = 13;
/** The garments ordered most over those weeks, at most this many. */
export const SHOP_NUMBERS_TOP_GARMENTS = 5;

/** The columns of the CSV export, one row per week, oldest first (money in dollars). */
export const SHOP_NUMBERS_CSV_COLUMNS = [
  'week_start',
  'orders_placed',
  'orders_counted',
  'pieces',
  'revenue_usd',
  'paid_usd',
  'due_usd',
  'average_order_usd',
  'designs_saved',
  'designs_ordered',
  'new_customers',
] as const;

/** `?timeZone=Asia/Phnom_Penh`: where the weeks start (Monday 00:00 there); UTC when not given. */
export const ShopNumbersQuery = z.object({
  timeZone: z
    .string({ error: 'timeZone must be a time zone, e.g. Asia/Phnom_Penh' })
    .max(64, 'timeZone must be at most 64 characters')
    .refine(isTimeZone, 'timeZone must be a time zone, e.g. Asia/Phnom_Penh')
    .default('UTC'),
});
export type ShopNumbersQuery = z.input<typeof ShopNumbersQuery>;

const count = z.number().int().nonnegative();

/** One week (Monday to Sunday in the time zone). Money in cents (USD). */
export const ShopNumbersWeek = z.object({
  /** Its Monday, `YYYY-MM-DD`. */
  start: z.iso.date(),
  /** Every order placed in the week, whatever became of it. */
  ordersPlaced: count,
  /** Of those, the ones neither canceled nor rejected: the revenue's orders. */
  ordersCounted: count,
  /** The pieces of the counted orders. */
  pieces: count,
  /** The grand totals of the counted orders. */
  revenueCents: count,
  /** What has been paid of the counted orders (up to each one's grand total), and what is still due. */
  paidCents: count,
  dueCents: count,
  /** Revenue per counted order, rounded to the cent; 0 without one. */
  averageOrderCents: count,
  /** Designs the shop's customers started in the week, and how many of those have been ordered since. */
  designsSaved: count,
  designsOrdered: count,
  /** Customers who made an account in the week (never the shop's team). */
  newCustomers: count,
});
export type ShopNumbersWeek = z.infer<typeof ShopNumbersWeek>;

export const ShopNumbers = z.object({
  timeZone: z.string(),
  /** Oldest first; the last is this week (so far). */
  weeks: z.array(ShopNumbersWeek),
  /** Every status with how many of the shop's orders are in it now, in the statuses' order. */
  statuses: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })),
  /** The garments of the most pieces in counted orders over the weeks shown, most first. */
  topGarments: z.array(z.object({ product: DesignProduct, orders: count, pieces: count })),
});
export type ShopNumbers = z.infer<typeof ShopNumbers>;
export const ShopNumbersResponse = z.object({ data: ShopNumbers });
export type ShopNumbersResponse = z.infer<typeof ShopNumbersResponse>;

const staffErrors = { 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError } as const;

/** The shop's numbers (`/api/provider/numbers`, the owner's or the staff's token). */
export const shopNumbersEndpoints = {
  read: defineEndpoint({
    ...shopNumbersAddresses.read,
    query: ShopNumbersQuery,
    responses: { 200: ShopNumbersResponse, ...staffErrors },
  }),
  /** A file (CSV with a byte order mark): read it with downloadEndpoint. */
  csv: defineEndpoint({
    ...shopNumbersAddresses.csv,
    query: ShopNumbersQuery,
    responses: { 200: z.string().describe('text/csv'), ...staffErrors },
  }),
};
