import { sql, type RawBuilder } from 'kysely';
import {
  BOARD_STATUSES,
  CLOSED_STATUSES,
  ORDER_STATUSES,
  type DesignProduct,
  type OrderStatus,
  type ParsedProviderOrderListQuery,
  type ShopOrderSort,
} from '@teamwear/shared/contracts';
import { FINAL_STATUSES } from '@teamwear/shared/orders/life-cycle';
import { likePattern } from '../../db/like-pattern';
import type { TenantTx } from '../../db/tenant-scope';
import { orderColumns, shopOrderColumns, type ShopOrderRow } from './shop-order-rows';
import { dayStart, nextDay } from './time-zone-days';

/** What the table and the board filter the shop's orders by (every one optional). */
export interface ShopOrderFilter {
  statuses?: readonly OrderStatus[];
  /** Placed at or after this moment, and before `orderedBefore`. */
  orderedFrom?: Date;
  orderedBefore?: Date;
  product?: DesignProduct;
  customerId?: string;
  search?: string;
}

/** The table's query as a filter: its days as moments of the caller's time zone. */
export function filterOf(query: Pick<ParsedProviderOrderListQuery, 'status' | 'orderedFrom' | 'orderedTo' | 'timeZone' | 'product' | 'customerId' | 'search'>): ShopOrderFilter {
  return {
    statuses: query.status,
    orderedFrom: query.orderedFrom ? dayStart(query.orderedFrom, query.timeZone) : undefined,
    orderedBefore: query.orderedTo ? dayStart(nextDay(query.orderedTo), query.timeZone) : undefined,
    product: query.product,
    customerId: query.customerId,
    search: query.search,
  };
}

/**
 * The conditions on the shop's orders, read as `table`: all of the filter's. A search finds the
 * order number, or part of the team name, the design's name, or the customer's name or e-mail (the
 * customers it finds are looked up once, not joined to every order).
 */
function conditions(tenantId: string, filter: ShopOrderFilter, table: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const all: RawBuilder<unknown>[] = [sql`${column('tenant_id')} = ${tenantId}`];
  if (filter.statuses?.length) all.push(sql`${column('status')} in (${sql.join(filter.statuses)})`);
  if (filter.orderedFrom) all.push(sql`${column('created_at')} >= ${filter.orderedFrom}`);
  if (filter.orderedBefore) all.push(sql`${column('created_at')} < ${filter.orderedBefore}`);
  if (filter.product) all.push(sql`${column('product')} = ${filter.product}`);
  if (filter.customerId) all.push(sql`${column('user_id')} = ${filter.customerId}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const anyOf: RawBuilder<unknown>[] = [
      sql`${column('team_name')} ilike ${pattern}`,
      sql`${column('model')} ilike ${pattern}`,
      sql`${column('user_id')} in (select found.id from users found where found.tenant_id = ${tenantId}
        and (found.first_name || ' ' || found.last_name ilike ${pattern} or found.email ilike ${pattern}))`,
    ];
    const number = search.replace(/^#/, '');
    if (/^\d{1,9}$/.test(number)) anyOf.push(sql`${column('number')} = ${Number(number)}`);
    all.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  return sql.join(all, sql` and `);
}

/** The statuses in the life cycle's order (the table's `status` sort), as a number. */
const STATUS_ORDER = [...BOARD_STATUSES, ...CLOSED_STATUSES];
function sortKey(sort: ShopOrderSort, table: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  switch (sort) {
    case 'orderedAt':
      return column('created_at');
    case 'number':
      return column('number');
    case 'grandTotal':
      return column('grand_total_cents');
    case 'status':
      return sql`case ${column('status')} ${sql.join(
        STATUS_ORDER.map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index)}`),
        sql` `,
      )} else ${sql.lit(ORDER_STATUSES.length)} end`;
    case 'customer':
      return sql`(select lower(sorted.first_name || ' ' || sorted.last_name) from users sorted where sorted.id = ${column('user_id')})`;
  }
}

type CountedRow = ShopOrderRow & { total: number };

/**
 * A page of the shop's table and how many orders match. The page is cut from `orders` alone (its
 * customer's name looked up only to sort by it) and only its rows are joined to their customers;
 * the count is one more pass over the matching orders, once per statement.
 */
export async function shopOrderPage(
  tx: TenantTx,
  tenantId: string,
  filter: ShopOrderFilter,
  order: { sort: ShopOrderSort; direction: 'asc' | 'desc' },
  page: number,
  pageSize: number,
): Promise<{ rows: ShopOrderRow[]; total: number }> {
  const direction = sql.raw(order.direction);
  const { rows } = await sql<CountedRow>`
    select ${shopOrderColumns('paged')},
      (select count(*)::int from orders counted where ${conditions(tenantId, filter, 'counted')}) as total
    from (
      select ${orderColumns('orders')}, ${sortKey(order.sort, 'orders')} as sort_key from orders
      where ${conditions(tenantId, filter, 'orders')}
      order by sort_key ${direction}, orders.number ${direction}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) paged
    join users on users.id = paged.user_id
    order by paged.sort_key ${direction}, paged.number ${direction}`.execute(tx);
  const first = rows[0];
  if (first) return { rows, total: Number(first.total) };
  if (page === 1) return { rows, total: 0 };
  // A page past the end has no row to carry the count.
  const counted = await sql<{ total: number }>`select count(*)::int as total from orders counted where ${conditions(tenantId, filter, 'counted')}`.execute(tx);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

/** The board's columns: the statuses asked for, each with its count and first cards. */
export interface BoardRead {
  counts: Map<OrderStatus, number>;
  cards: Map<OrderStatus, ShopOrderRow[]>;
  waitingForReview: number;
}

/**
 * The board in two statements: the count of each status (and the shop's orders waiting for review,
 * unfiltered, for the menu's badge), then each column's first cards, each the first entries of
 * `orders_tenant_status_since_idx` (migration 0020) for its status: the longest waiting first, or,
 * in a final status, the latest first. Only the cards are joined to their customers.
 */
export async function readBoard(tx: TenantTx, tenantId: string, statuses: readonly OrderStatus[], filter: Omit<ShopOrderFilter, 'statuses'>, cards: number): Promise<BoardRead> {
  const counted = await sql<{ status: OrderStatus; count: number }>`
    select orders.status, count(*)::int as count from orders where ${conditions(tenantId, filter, 'orders')} group by orders.status`.execute(tx);
  const counts = new Map(counted.rows.map((row) => [row.status, Number(row.count)]));
  const filtered = Boolean(filter.product || filter.customerId || filter.search?.trim() || filter.orderedFrom || filter.orderedBefore);
  const waitingForReview = filtered
    ? Number((await sql<{ count: number }>`select count(*)::int as count from orders where tenant_id = ${tenantId} and status = 'REVIEWING'`.execute(tx)).rows[0]?.count ?? 0)
    : (counts.get('REVIEWING') ?? 0);
  const newestFirst = (status: OrderStatus) => FINAL_STATUSES.includes(status);
  const column = (status: OrderStatus) => {
    const direction = sql.raw(newestFirst(status) ? 'desc' : 'asc');
    return sql`(select ${shopOrderColumns('carded')} from (
        select ${orderColumns('orders')} from orders where ${conditions(tenantId, { ...filter, statuses: [status] }, 'orders')}
        order by orders.status_changed_at ${direction}, orders.number ${direction} limit ${cards}
      ) carded join users on users.id = carded.user_id)`;
  };
  const asked = statuses.filter((status) => (counts.get(status) ?? 0) > 0);
  const rows = asked.length ? (await sql<ShopOrderRow>`${sql.join(asked.map(column), sql` union all `)}`.execute(tx)).rows : [];
  const byStatus = new Map<OrderStatus, ShopOrderRow[]>(statuses.map((status) => [status, []]));
  for (const row of rows) byStatus.get(row.status as OrderStatus)?.push(row);
  // Each column in its order (a union keeps no order): isoText's text sorts as its times do.
  for (const [status, column] of byStatus) {
    const sign = newestFirst(status) ? -1 : 1;
    column.sort((a, b) => sign * (a.status_changed_at < b.status_changed_at ? -1 : a.status_changed_at > b.status_changed_at ? 1 : a.number - b.number));
  }
  return { counts, cards: byStatus, waitingForReview };
}
