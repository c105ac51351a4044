import type { ProviderOrder, ProviderOrderSummary, ShopOrderBoardCard, ShopRole } from '@teamwear/shared/contracts';

/**
 * What the workshop (PRODUCTION) is sent of an order (issue 36): what it makes and where it goes,
 * never its money or the customer's contact beyond the delivery address (the order's own address
 * and phone). Every other role gets the order as it is.
 */
export function orderForRole(order: ProviderOrder, role: ShopRole | null): ProviderOrder {
  if (role !== 'PRODUCTION') return order;
  return {
    ...order,
    prices: null,
    totalPriceCents: null,
    grandTotalCents: null,
    paidAmountCents: null,
    balanceDueCents: null,
    payments: [],
    paymentTerms: null,
    customer: { ...order.customer, email: null, phone: null },
    events: order.events.map((event) => (event.kind === 'payment' ? { ...event, amountCents: null, note: '' } : { ...event, balanceOverrideCents: null })),
  };
}

export function summaryForRole(row: ProviderOrderSummary, role: ShopRole | null): ProviderOrderSummary {
  if (role !== 'PRODUCTION') return row;
  return { ...row, totalPriceCents: null, grandTotalCents: null, paidAmountCents: null, balanceDueCents: null, depositOverdueSince: null, customer: { ...row.customer, email: null } };
}

export function cardForRole(card: ShopOrderBoardCard, role: ShopRole | null): ShopOrderBoardCard {
  return role === 'PRODUCTION' ? { ...card, balanceDueCents: null, depositOverdueSince: null } : card;
}
