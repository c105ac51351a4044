import { z } from 'zod';
import { MAX_PAGE } from './design-limits';
import { ORDER_STATUSES } from './order-statuses';
import { DesignProduct } from './mini/products';
import { storableText } from './untrusted-input';

/**
 * What the shop's order table and board filter and sort by (`GET /api/provider/orders`,
 * `GET /api/provider/orders/board`). Kept apart from ./orders so that ./shop-order-board can build
 * on ./orders' summaries without the two importing each other.
 */

/** The statuses an order waits in for the shop (not final): each has a lead time. */
export const WAITING_STATUSES = ['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/** The board's columns in the life cycle's order; the closed ones only when asked (`closed=true`). */
export const BOARD_STATUSES = [...WAITING_STATUSES, 'COMPLETED'] as const;
export const CLOSED_STATUSES = ['REJECTED', 'CANCELED'] as const;

const statusName = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });

/** `status=REVIEWING,APPROVED` (or the key repeated): one status or several, each named once. */
const StatusList = z
  .union([z.string(), z.array(z.string()).max(ORDER_STATUSES.length * 2)], { error: 'status must be a status or a comma-separated list of them' })
  .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))])
  .pipe(z.array(statusName).min(1, 'status must name at least one status'));

/** A day as `YYYY-MM-DD`. */
const Day = (name: string) => z.iso.date({ error: `${name} must be a day as YYYY-MM-DD` });

/** Whether `name` is a time zone this runtime knows (IANA, e.g. `Asia/Phnom_Penh`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const TimeZone = z
  .string({ error: 'timeZone must be a time zone, e.g. Asia/Phnom_Penh' })
  .max(64, 'timeZone must be at most 64 characters')
  .refine(isTimeZone, 'timeZone must be a time zone, e.g. Asia/Phnom_Penh');

const pageNumber = (label: string, max: number, fallback: number) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`).default(fallback);

/** The filters the table and the board share. */
const sharedFilters = {
  /** The garment (the studio's slug: `soccer`, `polo`, …). */
  product: z.optional(DesignProduct),
  customerId: z.uuid('customerId must be a customer id').optional(),
  /** An order number, or part of the team name, the design's name, the customer's name or e-mail. */
  search: storableText('Must be text', { label: 'Search' }).trim().max(100, 'search must be at most 100 characters').optional(),
};

export const SHOP_ORDER_SORTS = ['orderedAt', 'number', 'grandTotal', 'status', 'customer'] as const;
export type ShopOrderSort = (typeof SHOP_ORDER_SORTS)[number];
export const SHOP_ORDERS_PAGE_SIZE_MAX = 100;

/**
 * `GET /api/provider/orders`: the shop's order table. Filters: `status` (one or several,
 * comma-separated), `orderedFrom`/`orderedTo` (days, both inclusive, in `timeZone`, UTC when not
 * given), `product`, `customerId`, `search`. Sorted by `sort` (`orderedAt` by default; `status` in
 * the life cycle's order, `customer` by name) in `direction` (`desc` by default), then by number.
 */
export const ProviderOrderListQuery = z
  .object({
    status: StatusList.optional(),
    orderedFrom: Day('orderedFrom').optional(),
    orderedTo: Day('orderedTo').optional(),
    timeZone: TimeZone.default('UTC'),
    ...sharedFilters,
    sort: z.enum(SHOP_ORDER_SORTS, { error: `sort must be one of ${SHOP_ORDER_SORTS.join(', ')}` }).default('orderedAt'),
    direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).default('desc'),
    page: pageNumber('page', MAX_PAGE, 1),
    pageSize: pageNumber('pageSize', SHOP_ORDERS_PAGE_SIZE_MAX, 20),
  })
  .refine((query) => !query.orderedFrom || !query.orderedTo || query.orderedFrom <= query.orderedTo, {
    path: ['orderedTo'],
    message: 'orderedTo must be on or after orderedFrom',
  });
export type ProviderOrderListQuery = z.input<typeof ProviderOrderListQuery>;
export type ParsedProviderOrderListQuery = z.output<typeof ProviderOrderListQuery>;

export const BOARD_CARDS_MAX = 50;

/** `closed=true`: also the REJECTED and CANCELED columns. */
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'closed must be true or false' })
  .transform((value) => value === true || value === 'true');

/**
 * `GET /api/provider/orders/board`: a column per status with its count and its first `cards`
 * orders (12 by default: about what a column shows before scrolling, and an answer light enough to
 * keep; at most 50), filtered by `product`, `customerId` and `search`.
 */
export const ShopOrderBoardQuery = z.object({
  closed: Flag.default(false),
  cards: pageNumber('cards', BOARD_CARDS_MAX, 12),
  ...sharedFilters,
});
export type ShopOrderBoardQuery = z.input<typeof ShopOrderBoardQuery>;
export type ParsedShopOrderBoardQuery = z.output<typeof ShopOrderBoardQuery>;
