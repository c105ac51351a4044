import type { OrderEvent, OrderStatus } from '../contracts/orders';

/** Who moves an order along: the customer who placed it, or the shop's team. */
export type OrderActor = 'customer' | 'provider';

/**
 * Every move an order may make, and who may make it: the one place the life cycle is written.
 * The customer may cancel only while the shop reviews, and says when the order arrived; the rest
 * is the shop's, which may also complete an order on its way (the customer told the shop, or
 * collected it: the back office's "completed"). Anything else is refused (the API answers 409 with
 * what is allowed).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>> = {
  REVIEWING: { APPROVED: ['provider'], REJECTED: ['provider'], CANCELED: ['customer', 'provider'] },
  APPROVED: { PROCESSING: ['provider'], CANCELED: ['provider'] },
  PROCESSING: { READY: ['provider'] },
  READY: { ON_THE_WAY: ['provider'] },
  ON_THE_WAY: { COMPLETED: ['customer', 'provider'] },
  REJECTED: {},
  CANCELED: {},
  COMPLETED: {},
};

/** The statuses `actor` may move an order from `from` to. */
export function allowedTransitions(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return allowedTransitions(from, actor).includes(to);
}

export interface OrderTimestamps {
  approvedAt: string | null;
  deliveredAt: string | null;
  receivedAt: string | null;
}

/**
 * An order's print files in a status (docs/product.md §11): `none` (not yet, the shop has not
 * approved what will be printed, or not at all once it is canceled or rejected: reaching it drops
 * them), `made` (queued when the order gets here, made again when what they are made of
 * changes), `kept` (as they were printed from).
 */
export type PrintFiles = 'none' | 'made' | 'kept';

/** What being in a status means for an order, besides where it may go (ORDER_TRANSITIONS). */
export interface StatusFacts {
  /** The order's date set when it first reaches this status, if any. */
  dates: keyof OrderTimestamps | null;
  /** Whether its price is owed (and the shop takes payments for it): not once it is rejected or canceled. */
  owed: boolean;
  printFiles: PrintFiles;
}

/**
 * The second half of the life cycle's table: what each status means. The API decides a move's
 * consequences from it (the date stamped, the print files queued or dropped, api/src/orders/
 * move-consequences.ts), and the lists below are read from it, never written again.
 */
export const ORDER_STATUS_FACTS: Readonly<Record<OrderStatus, StatusFacts>> = {
  REVIEWING: { dates: null, owed: true, printFiles: 'none' },
  APPROVED: { dates: 'approvedAt', owed: true, printFiles: 'made' },
  PROCESSING: { dates: null, owed: true, printFiles: 'made' },
  READY: { dates: null, owed: true, printFiles: 'kept' },
  ON_THE_WAY: { dates: 'deliveredAt', owed: true, printFiles: 'kept' },
  REJECTED: { dates: null, owed: false, printFiles: 'none' },
  CANCELED: { dates: null, owed: false, printFiles: 'none' },
  COMPLETED: { dates: 'receivedAt', owed: true, printFiles: 'kept' },
};

// Marked pure, so that a page which reads neither list (the account's order pages) ships none of them.
const STATUSES = /*#__PURE__*/ Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

/** Orders that will not move again: no move leaves them. */
export const FINAL_STATUSES: readonly OrderStatus[] = /*#__PURE__*/ STATUSES.filter((status) => Object.keys(ORDER_TRANSITIONS[status]).length === 0);
/** Orders the customer still waits for (the dashboard's "orders in progress"): owed and not final. */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = /*#__PURE__*/ STATUSES.filter(
  (status) => ORDER_STATUS_FACTS[status].owed && !FINAL_STATUSES.includes(status),
);

/**
 * The order's dates as its events tell them: approved when it became APPROVED, delivered when it
 * went on its way, received when the customer said it arrived (the first such event each).
 */
export function timestampsFrom(events: readonly Pick<OrderEvent, 'kind' | 'to' | 'at'>[]): OrderTimestamps {
  const dates: OrderTimestamps = { approvedAt: null, deliveredAt: null, receivedAt: null };
  for (const event of events) {
    const date = event.kind === 'status' && event.to ? ORDER_STATUS_FACTS[event.to].dates : null;
    if (date && dates[date] === null) dates[date] = event.at;
  }
  return dates;
}

/** The product's badge for a status: REVIEWING info, APPROVED success, PROCESSING warn, COMPLETED
 *  primary, ON_THE_WAY secondary, REJECTED and CANCELED danger. The spec's "any other danger" was
 *  meant for those two: READY (made, waiting to be sent) is good news and has a badge of its own,
 *  `ready`, that does not read as an error (issue 33). An unknown status stays danger. */
export type StatusSeverity = 'info' | 'success' | 'warn' | 'primary' | 'secondary' | 'ready' | 'danger';

export function statusSeverity(status: string): StatusSeverity {
  switch (status) {
    case 'REVIEWING':
      return 'info';
    case 'APPROVED':
      return 'success';
    case 'PROCESSING':
      return 'warn';
    case 'READY':
      return 'ready';
    case 'COMPLETED':
      return 'primary';
    case 'ON_THE_WAY':
      return 'secondary';
    default:
      return 'danger';
  }
}
