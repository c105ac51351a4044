import type { OrderListResponse, OrderSummary } from '@teamwear/shared/contracts';
import { ORDER_STATUSES } from '@teamwear/shared/contracts/plain';

/**
 * My orders' answer as far as the list uses it, checked by hand, not with the contract's schema:
 * that brought zod and the contracts onto the page's first load for this one check.
 * A malformed answer is a failure of the call (the page says so), never a crash while drawing.
 */
export function isOrderListAnswer(answer: unknown): answer is OrderListResponse {
  const { data, total, page, pageSize } = (answer ?? {}) as Partial<Record<keyof OrderListResponse, unknown>>;
  const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  return Array.isArray(data) && data.every(isOrderSummary) && count(total) && count(page) && count(pageSize);
}

function isOrderSummary(order: unknown): order is OrderSummary {
  const row = (order ?? {}) as Partial<Record<keyof OrderSummary, unknown>>;
  const text = (value: unknown) => typeof value === 'string';
  const textOrNull = (value: unknown) => value === null || text(value);
  const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  return (
    text(row.id) &&
    count(row.number) &&
    (ORDER_STATUSES as readonly unknown[]).includes(row.status) &&
    text(row.product) &&
    text(row.productType) &&
    text(row.model) &&
    textOrNull(row.thumbnail) &&
    count(row.quantity) &&
    count(row.totalPriceCents) &&
    count(row.grandTotalCents) &&
    count(row.paidAmountCents) &&
    text(row.designedAt) &&
    text(row.orderedAt) &&
    textOrNull(row.approvedAt) &&
    textOrNull(row.deliveredAt) &&
    textOrNull(row.receivedAt)
  );
}
