import { sql } from 'kysely';
import {
  DesignProduct,
  OrderStatus,
  ProductType,
  type DesignDocumentEnvelope,
  type Order,
  type OrderEvent,
  type OrderSummary,
  type PriceBreakdown,
} from '@teamwear/shared/contracts';
import type { OrderEventRow, OrderRow } from '../db/schema';
import { CompiledOnce } from '../db/compiled-once';
import { isoOf, isoText } from '../db/iso-text';
import type { TenantTx } from '../db/tenant-scope';
import { notFound } from '../http/errors';
import { proofApprovedAt } from './snapshot-hash';

/** Whose orders a query may see: one customer's, or (no userId) the whole shop's for its team. */
export interface OrderScope {
  tenantId: string;
  userId?: string;
}

// Another customer's order, another shop's and a malformed id all answer the same 404.
export const noSuchOrder = () => notFound('No such order');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function scopedOrders(tx: TenantTx, scope: OrderScope) {
  const query = tx.selectFrom('orders').where('orders.tenant_id', '=', scope.tenantId);
  return scope.userId ? query.where('orders.user_id', '=', scope.userId) : query;
}

/**
 * An order by id, or (for the shop's team, who read numbers off paper) by its number. Locked
 * FOR UPDATE when it is about to change, so two changes of one order take turns.
 */
export async function findOrder(
  tx: TenantTx,
  scope: OrderScope,
  reference: string,
  options: { forUpdate?: boolean; byNumber?: boolean } = {},
): Promise<OrderRow | undefined> {
  let query = scopedOrders(tx, scope).selectAll('orders');
  if (UUID.test(reference)) query = query.where('orders.id', '=', reference);
  else if (options.byNumber && /^\d{1,9}$/.test(reference)) query = query.where('orders.number', '=', Number(reference));
  else return undefined;
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function orderEvents(tx: TenantTx, tenantId: string, orderId: string): Promise<OrderEventRow[]> {
  return tx
    .selectFrom('order_events')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Gives a placed order the next number of its shop (1001, 1002, …) and returns the order: one
 * statement that raises the shop's counter and writes the number. The counter row stays locked
 * until the placing commits (so concurrent orders never share a number, and a rolled-back one gives
 * its number back), which is why placing takes it last (order-placing.ts).
 */
export async function numberPlacedOrder(tx: TenantTx, tenantId: string, orderId: string): Promise<OrderRow> {
  const numbered = await sql<OrderRow>`
    with next as (
      insert into order_counters (tenant_id, last_number) values (${tenantId}, 1001)
      on conflict (tenant_id) do update set last_number = order_counters.last_number + 1
      returning last_number
    )
    update orders set number = next.last_number from next
    where orders.tenant_id = ${tenantId} and orders.id = ${orderId}
    returning orders.*`.execute(tx);
  const row = numbered.rows[0];
  if (!row) throw new Error(`order ${orderId} to number was not found`);
  return row;
}

/** What a placed order carries until it is numbered: unique and negative, never a shop's number. */
export const provisionalOrderNumber = sql<number>`-nextval('order_provisional_numbers')`;

const iso = (value: Date | string | null) => (value === null ? null : isoOf(value));

/** What a row of a list carries: the order without its snapshot, and the design's picture from it. */
export type OrderSummaryRow = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'status'
  | 'product'
  | 'product_type'
  | 'model'
  | 'quantity'
  | 'total_price_cents'
  | 'grand_total_cents'
  | 'paid_amount_cents'
  | 'designed_at'
  | 'created_at'
  | 'approved_at'
  | 'delivered_at'
  | 'received_at'
> & { thumbnail: string | null };

/** What a row of a list carries, its times as ISO text (isoText). */
export type ListedOrderRow = Omit<OrderSummaryRow, TimeColumn> & { [column in TimeColumn]: OrderSummaryRow[column] extends Date ? string : string | null };
type TimeColumn = 'designed_at' | 'created_at' | 'approved_at' | 'delivered_at' | 'received_at';

/** An order's times as both lists read them: ISO text (isoText), from `orders` or from a page cut of it. */
function listedTimes(table: 'orders' | 'paged') {
  return [
    isoText(`${table}.designed_at`).as('designed_at'),
    isoText(`${table}.created_at`).as('created_at'),
    isoText<string | null>(`${table}.approved_at`).as('approved_at'),
    isoText<string | null>(`${table}.delivered_at`).as('delivered_at'),
    isoText<string | null>(`${table}.received_at`).as('received_at'),
  ] as const;
}

export function toOrderSummary(row: OrderSummaryRow | ListedOrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: OrderStatus.parse(row.status),
    product: DesignProduct.parse(row.product),
    productType: ProductType.parse(row.product_type),
    model: row.model,
    thumbnail: row.thumbnail,
    quantity: row.quantity,
    totalPriceCents: row.total_price_cents,
    grandTotalCents: row.grand_total_cents,
    paidAmountCents: row.paid_amount_cents,
    designedAt: isoOf(row.designed_at),
    orderedAt: isoOf(row.created_at),
    approvedAt: iso(row.approved_at),
    deliveredAt: iso(row.delivered_at),
    receivedAt: iso(row.received_at),
  };
}

export function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: row.created_at.toISOString(),
    actor: row.actor,
    actorName: row.actor === 'provider' ? row.actor_name : null,
    from: row.from_status ? OrderStatus.parse(row.from_status) : null,
    to: row.to_status ? OrderStatus.parse(row.to_status) : null,
    note: row.note,
    amountCents: row.amount_cents,
    balanceOverrideCents: row.balance_override_cents,
  };
}

export function toOrder(row: OrderRow, events: OrderEventRow[]): Order {
  return {
    ...toOrderSummary({ ...row, thumbnail: row.snapshot.design.thumbnail }),
    designId: row.design_id,
    document: row.snapshot.design.document as DesignDocumentEnvelope,
    players: row.snapshot.players,
    extras: row.snapshot.extras,
    prices: row.snapshot.prices as PriceBreakdown,
    address: row.address,
    phone: row.phone,
    note: row.note,
    events: events.map(toOrderEvent),
    proofApprovedAt: iso(proofApprovedAt(row)),
    shipment: row.carrier !== null && row.tracking_reference !== null ? { carrier: row.carrier, trackingReference: row.tracking_reference } : null,
    estimatedDelivery: row.snapshot.delivery ?? null,
    // The shop's rules are added by who reads the order with its shop (paymentTermsOf).
    paymentTerms: null,
  };
}

/**
 * The orders a list shows, under the name its statement reads them by (a page and its count read
 * them twice): one shop's, only one customer's when `shape.owner`, in one status when
 * `shape.status`. For the lists' CompiledOnce builders: the shape decides the filters, and the values
 * (stand-ins there) are only handed to Kysely.
 */
function listedOrders(
  tx: TenantTx,
  table: 'orders' | 'counted',
  shape: { owner: boolean; status: boolean },
  values: { tenantId: string; userId?: string; status: string },
) {
  let query = tx.selectFrom(`orders as ${table}`).where(`${table}.tenant_id`, '=', values.tenantId);
  if (shape.owner) query = query.where(`${table}.user_id`, '=', values.userId as string);
  if (shape.status) query = query.where(`${table}.status`, '=', values.status as OrderStatus);
  return query;
}

/**
 * A page of one customer's orders, newest first, and the number of all that match (compiled once per
 * filter). Unlike the shop's list it needs no customer names, so it reads `orders` alone: the page
 * walks the owner's index in its order (migration 0013 added the order number to it) and stops after
 * the page, and the count reads the same index, without the rows. (With the count as a window over
 * the matching rows and a join to the customer, every one of a customer's orders was read, joined
 * and sorted for each page: ~400 µs of PostgreSQL's CPU per page of 20 for a customer with 200.)
 */
const customerOrdersPage = new CompiledOnce(
  (tx: TenantTx, shape: { status: boolean }, values: { tenantId: string; userId: string; status: string; limit: number; offset: number }) => {
    const owned = (table: 'orders' | 'counted') => listedOrders(tx, table, { owner: true, status: shape.status }, values);
    return owned('orders')
      .select(['orders.id', 'orders.number', 'orders.status', 'orders.product', 'orders.product_type', 'orders.model', 'orders.quantity', 'orders.thumbnail'])
      .select(['orders.total_price_cents', 'orders.grand_total_cents', 'orders.paid_amount_cents'])
      .select(listedTimes('orders'))
      .select(() => owned('counted').select(sql<number>`count(*)::int`.as('count')).as('total'))
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.number', 'desc')
      .limit(values.limit)
      .offset(values.offset);
  },
);

/** A page of one customer's orders, newest first, with the number of all that match. */
export async function listCustomerOrders(
  tx: TenantTx,
  owner: Required<OrderScope>,
  filter: { status?: OrderStatus },
  page: number,
  pageSize: number,
): Promise<{ rows: ListedOrderRow[]; total: number }> {
  const rows = await customerOrdersPage.execute(
    tx,
    { status: Boolean(filter.status) },
    { tenantId: owner.tenantId, userId: owner.userId, status: filter.status ?? '', limit: pageSize, offset: (page - 1) * pageSize },
  );
  const first = rows[0];
  if (first) return { rows, total: Number(first.total) };
  if (page === 1) return { rows, total: 0 };
  // A page past the end has no row to carry the count.
  let counted = scopedOrders(tx, owner);
  if (filter.status) counted = counted.where('orders.status', '=', filter.status);
  const { count } = await counted.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return { rows, total: count };
}

