import type { OrderStatus } from '@teamwear/shared/contracts';
import { ORDER_STATUSES } from '@teamwear/shared/contracts/plain';

/** My orders' view, kept in the address (`/me/histories?status=APPROVED&page=2`): a link or the
 *  Back button brings the same view back. */
export interface OrderListQuery {
  status: OrderStatus | null;
  page: number;
}

export const ORDERS_PER_PAGE = 20;

const isStatus = (value: string | null): value is OrderStatus => value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The view an address asks for; anything it cannot use is the default (all statuses, page 1). */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { status: isStatus(status) ? status : null, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The address's parameters of a view, without the defaults. */
export function orderListParams(query: OrderListQuery): Record<string, string> {
  return { ...(query.status ? { status: query.status } : {}), ...(query.page > 1 ? { page: String(query.page) } : {}) };
}

/** The API's query for a view (GET /api/orders): its status, its page, and our page size. */
export function orderListSearch(query: OrderListQuery): string {
  return new URLSearchParams({ ...(query.status ? { status: query.status } : {}), page: String(query.page), pageSize: String(ORDERS_PER_PAGE) }).toString();
}

/** A page past the last one (its orders gone, an old link): the last page that exists, else null. */
export function lastPageInstead(query: OrderListQuery, total: number): number | null {
  const last = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  return query.page > last ? last : null;
}
