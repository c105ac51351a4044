import type { OrderSummary } from '@teamwear/shared/contracts';

/** What the customer has paid of an order and what is still to pay (never below nothing). */
export interface PaymentState {
  paidCents: number;
  dueCents: number;
  settled: boolean;
}

export function paymentState(order: Pick<OrderSummary, 'grandTotalCents' | 'paidAmountCents' | 'status'>): PaymentState {
  // A canceled or rejected order is not made: nothing more is owed for it.
  const closedUnmade = order.status === 'CANCELED' || order.status === 'REJECTED';
  const dueCents = closedUnmade ? 0 : Math.max(0, order.grandTotalCents - order.paidAmountCents);
  return { paidCents: order.paidAmountCents, dueCents, settled: dueCents === 0 };
}
