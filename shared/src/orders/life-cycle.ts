import type { OrderEvent, OrderStatus } from '../contracts/orders';

/** Who moves an order along: the customer who placed it, or the shop's team. */
export type OrderActor = 'customer' | 'provider';

/**
 * Every move an order may make, and who may make it: the one place the life cycle is written.
 * The customer may cancel only while the shop reviews, and says when the order arrived; the rest
 * is the shop's. Anything else is refused (the API answers 409 with what is allowed).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>> = {
  REVIEWING: { APPROVED: ['provider'], REJECTED: ['provider'], CANCELED: ['customer', 'provider'] },
  APPROVED: { PROCESSING: ['provider'], CANCELED: ['provider'] },
  PROCESSING: { READY: ['provider'] },
  READY: { ON_THE_WAY: ['provider'] },
  ON_THE_WAY: { COMPLETED: ['customer'] },
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

/** Orders the customer still waits for (the dashboard's "orders in progress"). */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY'];
/** Orders that will not move again. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['REJECTED', 'CANCELED', 'COMPLETED'];

export interface OrderTimestamps {
  approvedAt: string | null;
  deliveredAt: string | null;
  receivedAt: string | null;
}

/**
 * The order's dates as its events tell them: approved when it became APPROVED, delivered when it
 * went on its way, received when the customer said it arrived (the first such event each).
 */
export function timestampsFrom(events: readonly Pick<OrderEvent, 'kind' | 'to' | 'at'>[]): OrderTimestamps {
  const first = (status: OrderStatus) => events.find((event) => event.kind === 'status' && event.to === status)?.at ?? null;
  return { approvedAt: first('APPROVED'), deliveredAt: first('ON_THE_WAY'), receivedAt: first('COMPLETED') };
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
