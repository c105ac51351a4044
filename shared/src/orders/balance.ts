import type { OrderStatusName } from '../contracts/order-statuses';

/** What an order's money comes to, in whole cents: the customer's order page, My orders and the
 *  shop's command line all read it here, so they never tell a customer two different amounts. */
export interface OrderBalance {
  grandTotalCents: number;
  paidCents: number;
  /** What is still to pay: never below nothing, and nothing for an order that will not be made. */
  dueCents: number;
  settled: boolean;
  /** A completed order (the customer said it arrived) that still has money to pay: both sides are
   *  told, the customer on the order page and the shop where it reads the order. */
  completedUnpaid: boolean;
}

/** Statuses of an order that is not made (refused or canceled): nothing is owed for it. */
const UNMADE: readonly OrderStatusName[] = ['REJECTED', 'CANCELED'];

export function orderBalance(order: { status: OrderStatusName; grandTotalCents: number; paidAmountCents: number }): OrderBalance {
  const paidCents = Math.max(0, order.paidAmountCents);
  const dueCents = UNMADE.includes(order.status) ? 0 : Math.max(0, order.grandTotalCents - paidCents);
  return {
    grandTotalCents: order.grandTotalCents,
    paidCents,
    dueCents,
    settled: dueCents === 0,
    completedUnpaid: order.status === 'COMPLETED' && dueCents > 0,
  };
}
