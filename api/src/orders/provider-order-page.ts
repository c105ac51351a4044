import { sql } from 'kysely';
import { DesignProduct, ORDER_PICTURE_SIDES, PaymentMethod, sizesOf, type Payment, type ProviderOrder, type SizeCount } from '@teamwear/shared/contracts';
import { hasShorts, orderBalance, sizeRun } from '@teamwear/shared/orders';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { paymentTermsOf } from '../payments/payment-rules';
import { sizeChartOf } from '../tenancy/tenant-settings';
import { orderEvents, toOrder } from './order-queries';

/** The payments of an order, oldest first, as its events keep them (kind 'payment', migration 0021), with their receipts' numbers (0035). */
export async function orderPayments(tx: TenantTx, tenantId: string, orderId: string): Promise<Payment[]> {
  const rows = await tx
    .selectFrom('order_events')
    .leftJoin('receipts', 'receipts.payment_event_id', 'order_events.id')
    .select([
      'order_events.id',
      'order_events.amount_cents',
      'order_events.payment_method',
      'order_events.payment_reference',
      'order_events.reverses_event_id',
      'order_events.note',
      'order_events.actor_name',
      'order_events.created_at',
      'receipts.number as receipt_number',
    ])
    // A `date` read as text: pg would make a Date of it at the server's local midnight.
    .select(sql<string | null>`order_events.received_on::text`.as('received_on'))
    .where('order_events.tenant_id', '=', tenantId)
    .where('order_events.order_id', '=', orderId)
    .where('order_events.kind', '=', 'payment')
    .orderBy('order_events.created_at')
    .orderBy('order_events.id')
    .execute();
  const reversalOf = new Map(rows.filter((row) => row.reverses_event_id !== null).map((row) => [row.reverses_event_id, row.id]));
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amount_cents ?? 0,
    reversesPaymentId: row.reverses_event_id,
    reversedById: reversalOf.get(row.id) ?? null,
    method: row.payment_method === null ? null : PaymentMethod.parse(row.payment_method),
    reference: row.payment_reference ?? '',
    receivedOn: row.received_on ?? row.created_at.toISOString().slice(0, 10),
    note: row.note,
    recordedBy: row.actor_name,
    recordedAt: row.created_at.toISOString(),
    receiptNumber: row.receipt_number,
  }));
}

/**
 * Pieces per size as the workshop cuts them: shirts (the players' sizes and the extras'), and for a
 * garment with shorts the shorts (a piece without a shorts size takes its shirt size, as ordering does).
 */
export function orderSizeRun(
  product: string,
  snapshot: Pick<OrderRow['snapshot'], 'players' | 'extras'>,
  sizeOrder: readonly string[],
): ProviderOrder['sizeRun'] {
  const shirts: SizeCount[] = sizeRun(snapshot.players, snapshot.extras, sizeOrder);
  const parsed = DesignProduct.safeParse(product);
  if (!parsed.success || !hasShorts(parsed.data)) return { shirts, shorts: null };
  const shorts = sizeRun(
    snapshot.players.map((player) => ({ size: player.shortsSize ?? player.size })),
    snapshot.extras.map((extra) => ({ size: extra.shortsSize ?? extra.size, quantity: extra.quantity })),
    sizeOrder,
  );
  return { shirts, shorts };
}

/**
 * An order as the shop's page reads it: the customer's order, its customer (id, name, contact), its
 * payments and balance due, its size run, whether a proof was drawn since it last changed (a
 * download draws one otherwise) and the sides its pictures are drawn for.
 */
export async function providerOrder(tx: TenantTx, tenant: TenantRow, row: OrderRow): Promise<ProviderOrder> {
  const customer = await tx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone'])
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const proofs = await tx
    .selectFrom('order_proofs')
    .select('language')
    .where('tenant_id', '=', row.tenant_id)
    .where('order_id', '=', row.id)
    .where('created_at', '>=', row.updated_at)
    .orderBy('language')
    .execute();
  const order = toOrder(row, await orderEvents(tx, row.tenant_id, row.id));
  return {
    ...order,
    paymentTerms: paymentTermsOf(tenant, { status: order.status, grandTotalCents: order.grandTotalCents, paidCents: order.paidAmountCents }),
    customer: { id: customer.id, name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email, phone: customer.phone },
    payments: await orderPayments(tx, row.tenant_id, row.id),
    balanceDueCents: orderBalance(order).dueCents,
    sizeRun: orderSizeRun(row.product, row.snapshot, sizesOf(sizeChartOf(tenant))),
    proof: { drawnLanguages: proofs.map((proof) => proof.language), approvedAt: order.proofApprovedAt },
    pictureSides: [...ORDER_PICTURE_SIDES],
  };
}
