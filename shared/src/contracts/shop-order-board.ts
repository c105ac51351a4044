import { z } from 'zod';
import { leadTimeAddresses, shopOrderBoardAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { OrderStatus } from './mini/orders';
import { OrdersVersionResponse } from './order-changes';
import { ProviderOrderSummary } from './orders';
import { ShopOrderBoardQuery, WAITING_STATUSES, type WaitingStatus } from './shop-order-filters';

/**
 * The back office's view of all the shop's orders (an administrator's `provider` token):
 *
 * - `GET /api/provider/orders/version`: the version of the shop's orders, a value that changes in
 *   the same transaction as any change of any order of the shop (a new order, a status, a payment,
 *   a proof approved, a note, a customer's name) and never comes back. The board and the table ask
 *   for it every few seconds and read again when it changed (a poll, as the customer's
 *   `GET /api/orders/version`).
 * - `GET /api/provider/orders/board`: a column per status with its count and its first cards.
 * - `GET/PUT /api/provider/settings/lead-times`: how many days an order may wait in each status
 *   before the table and the board mark it (`overdue`).
 *
 * The table is `GET /api/provider/orders` (./orders, `providerOrderEndpoints.list`; its query in
 * ./shop-order-filters).
 */

export { OrdersVersionResponse as ShopOrdersVersionResponse };

/**
 * An order as a board card shows it: only that (the table and the order's page have the rest). A
 * board sends up to six columns of them on every change of the shop's orders, and the API keeps the
 * answer: its size is most of what a call costs.
 */
export const ShopOrderBoardCard = ProviderOrderSummary.pick({
  id: true,
  number: true,
  status: true,
  product: true,
  model: true,
  teamName: true,
  quantity: true,
  balanceDueCents: true,
  statusSince: true,
  dueBy: true,
  overdue: true,
  depositOverdueSince: true,
}).extend({ customer: z.object({ id: z.uuid(), name: z.string() }) });
export type ShopOrderBoardCard = z.infer<typeof ShopOrderBoardCard>;

/** One column of the board: a status, how many orders are in it, and its first cards. */
export const ShopOrderBoardColumn = z.object({
  status: OrderStatus,
  /** Every order in this status that the filters match (the cards are the first of them). */
  count: z.number().int().nonnegative(),
  /** Waiting statuses: the longest waiting first; COMPLETED, REJECTED, CANCELED: the latest first. */
  cards: z.array(ShopOrderBoardCard),
});
export type ShopOrderBoardColumn = z.infer<typeof ShopOrderBoardColumn>;

export const ShopOrderBoard = z.object({
  /** REVIEWING, APPROVED, PROCESSING, READY, ON_THE_WAY, COMPLETED, then REJECTED and CANCELED with `closed=true`. */
  columns: z.array(ShopOrderBoardColumn),
  /** Orders of the whole shop waiting for review, whatever the filters (the menu's badge). */
  waitingForReview: z.number().int().nonnegative(),
});
export type ShopOrderBoard = z.infer<typeof ShopOrderBoard>;
export const ShopOrderBoardResponse = z.object({ data: ShopOrderBoard });
export type ShopOrderBoardResponse = z.infer<typeof ShopOrderBoardResponse>;

// --- Lead times ---

export const LEAD_TIME_DAYS_MAX = 365;
/** What a shop that set none waits in each status before an order is marked. */
export const DEFAULT_LEAD_TIME_DAYS: Readonly<Record<WaitingStatus, number>> = { REVIEWING: 2, APPROVED: 2, PROCESSING: 7, READY: 3, ON_THE_WAY: 10 };

const Days = (status: WaitingStatus) =>
  z
    .number({ error: `${status} must be a number of days` })
    .int(`${status} must be whole days`)
    .min(1, `${status} must be at least 1 day`)
    .max(LEAD_TIME_DAYS_MAX, `${status} must be at most ${LEAD_TIME_DAYS_MAX} days`);

const daysPerStatus = <T extends z.ZodType>(each: (status: WaitingStatus) => T) =>
  Object.fromEntries(WAITING_STATUSES.map((status) => [status, each(status)])) as Record<WaitingStatus, T>;

/** Days per waiting status. */
export const LeadTimeDays = z.object(daysPerStatus(Days));
export type LeadTimeDays = z.infer<typeof LeadTimeDays>;

export const LeadTimes = z.object({
  /** The days the shop's orders may wait in each status (the shop's own, else the default). */
  days: LeadTimeDays,
  /** The default of each, which a status set to null goes back to. */
  defaults: LeadTimeDays,
});
export type LeadTimes = z.infer<typeof LeadTimes>;
export const LeadTimesResponse = z.object({ data: LeadTimes });
export type LeadTimesResponse = z.infer<typeof LeadTimesResponse>;

/**
 * `PUT /api/provider/settings/lead-times`: whole days (1–365) per status, e.g. `{ "PROCESSING": 10 }`;
 * a status left out stays as it is, one set to null goes back to its default.
 */
export const LeadTimesRequest = z
  .strictObject(daysPerStatus((status) => Days(status).nullable().optional()), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Lead times are set for ${WAITING_STATUSES.join(', ')} only` : 'Send the days per status as an object'),
  })
  .refine((body) => Object.values(body).some((days) => days !== undefined), { message: `Send the days of at least one of ${WAITING_STATUSES.join(', ')}` });
export type LeadTimesRequest = z.input<typeof LeadTimesRequest>;

// --- The endpoints ---

const providerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const shopOrderBoardEndpoints = {
  version: defineEndpoint({
    ...shopOrderBoardAddresses.version,
    responses: { 200: OrdersVersionResponse, ...providerErrors },
  }),
  board: defineEndpoint({
    ...shopOrderBoardAddresses.board,
    query: ShopOrderBoardQuery,
    responses: { 200: ShopOrderBoardResponse, 400: ApiError, ...providerErrors },
  }),
};

export const leadTimeEndpoints = {
  get: defineEndpoint({
    ...leadTimeAddresses.get,
    responses: { 200: LeadTimesResponse, ...providerErrors },
  }),
  put: defineEndpoint({
    ...leadTimeAddresses.put,
    body: LeadTimesRequest,
    responses: { 200: LeadTimesResponse, 400: ApiError, ...providerErrors },
  }),
};
