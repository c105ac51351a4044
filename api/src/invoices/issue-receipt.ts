import { sql } from 'kysely';
import type { PaymentMethod } from '@teamwear/shared/contracts';
import type { Clock } from '../clock';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { invoiceOf, shopOnDocuments } from './issue-invoice';
import { nextShopNumber } from './next-shop-number';
import { ReceiptSnapshot } from './receipt-snapshot';

export interface IssuedReceipt {
  number: number;
  issuedAt: Date;
  snapshot: ReceiptSnapshot;
}

/** A payment line as its receipt tells it (a reversal's amount is negative and it names the payment it reverses). */
export interface ReceiptLine {
  paymentId: string;
  amountCents: number;
  method: PaymentMethod | null;
  reference: string | null;
  receivedOn: string;
  reverses: string | null;
}

/**
 * Issues the receipt of a payment line just recorded (issue 38), in its transaction, `order` being
 * the order once the line counted: numbered per shop without gaps, a snapshot of what it says. A
 * reversal's receipt names the receipt of the payment it reverses, which stays as it was issued.
 */
export async function issueReceipt(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow, line: ReceiptLine): Promise<IssuedReceipt> {
  const customer = await tx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const invoice = await invoiceOf(tx, tenant.id, order.id);
  const reversed = line.reverses
    ? await tx
        .selectFrom('order_events')
        .leftJoin('receipts', 'receipts.payment_event_id', 'order_events.id')
        .select(['receipts.number', 'order_events.amount_cents', sql<string | null>`order_events.received_on::text`.as('received_on'), 'order_events.created_at'])
        .where('order_events.tenant_id', '=', tenant.id)
        .where('order_events.id', '=', line.reverses)
        .executeTakeFirstOrThrow()
    : null;
  const snapshot: ReceiptSnapshot = {
    kind: line.amountCents < 0 ? 'reversal' : 'payment',
    // The shop as its invoice names it, so the two documents agree; as it is now before there is one.
    shop: invoice?.snapshot.shop ?? shopOnDocuments(tenant),
    customer: { name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email },
    order: { number: order.number, model: order.model },
    invoiceNumber: invoice?.number ?? null,
    currency: 'USD',
    amountCents: line.amountCents,
    method: line.method,
    reference: line.reference ?? '',
    receivedOn: line.receivedOn,
    grandTotalCents: order.grand_total_cents,
    paidCents: order.paid_amount_cents,
    dueCents: Math.max(0, order.grand_total_cents - order.paid_amount_cents),
    reverses: reversed
      ? { receiptNumber: reversed.number, receivedOn: reversed.received_on ?? new Date(reversed.created_at).toISOString().slice(0, 10), amountCents: reversed.amount_cents ?? 0 }
      : null,
  };
  const issuedAt = clock.now();
  const number = await nextShopNumber(tx, 'receipt_counters', tenant.id);
  await tx
    .insertInto('receipts')
    .values({ tenant_id: tenant.id, order_id: order.id, payment_event_id: line.paymentId, number, issued_at: issuedAt, snapshot: JSON.stringify(ReceiptSnapshot.parse(snapshot)) })
    .execute();
  return { number, issuedAt, snapshot };
}

/** The receipt of one payment line of an order (none for a line recorded before receipts, or not of this order). */
export async function receiptOf(tx: TenantTx, tenantId: string, orderId: string, paymentId: string): Promise<IssuedReceipt | null> {
  const row = await tx
    .selectFrom('receipts')
    .select(['number', 'issued_at', 'snapshot'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('payment_event_id', '=', paymentId)
    .executeTakeFirst();
  return row ? { number: row.number, issuedAt: new Date(row.issued_at), snapshot: ReceiptSnapshot.parse(row.snapshot) } : null;
}

/** The receipt numbers of an order's payment lines, by payment id. */
export async function receiptNumbersOf(tx: TenantTx, tenantId: string, orderId: string): Promise<Map<string, number>> {
  const rows = await tx.selectFrom('receipts').select(['payment_event_id', 'number']).where('tenant_id', '=', tenantId).where('order_id', '=', orderId).execute();
  return new Map(rows.map((row) => [row.payment_event_id, row.number]));
}
