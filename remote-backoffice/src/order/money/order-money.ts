import type { PriceBreakdown, ProviderOrder } from '@teamwear/shared/contracts';

/** An order as the owner and the staff read it: with its money (the API sends none to the workshop). */
export type OrderWithMoney = ProviderOrder & {
  prices: PriceBreakdown;
  totalPriceCents: number;
  grandTotalCents: number;
  paidAmountCents: number;
  balanceDueCents: number;
};

/** Whether the order came with its money: the page draws the price and payments only then. */
export function hasMoney(order: ProviderOrder): order is OrderWithMoney {
  return order.prices !== null && order.totalPriceCents !== null && order.grandTotalCents !== null && order.paidAmountCents !== null && order.balanceDueCents !== null;
}
