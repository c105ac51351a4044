import type { PriceBreakdown } from '@teamwear/shared/contracts';
import { depositCents } from '@teamwear/shared/orders';
import type { Clock } from '../clock';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { depositRuleOf, invoicingOf } from '../payments/payment-rules';
import { shopContactOf } from '../tenancy/tenant-settings';
import { InvoiceSnapshot } from './invoice-snapshot';
import { nextShopNumber } from './next-shop-number';

export interface IssuedInvoice {
  number: number;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
}

/** The shop as its invoices and receipts name it now: name, address (and its Khmer), tax number. */
export function shopOnDocuments(tenant: TenantRow): InvoiceSnapshot['shop'] {
  const contact = shopContactOf(tenant);
  return { name: tenant.name, address: contact.address, addressKh: contact.translations?.kh.address ?? null, taxNumber: invoicingOf(tenant).taxNumber };
}

/** An order's invoice, if the shop issued one. */
export async function invoiceOf(tx: TenantTx, tenantId: string, orderId: string): Promise<IssuedInvoice | null> {
  const row = await tx.selectFrom('invoices').select(['number', 'issued_at', 'snapshot']).where('tenant_id', '=', tenantId).where('order_id', '=', orderId).executeTakeFirst();
  return row ? { number: row.number, issuedAt: new Date(row.issued_at), snapshot: InvoiceSnapshot.parse(row.snapshot) } : null;
}

/**
 * Issues the invoice of an order the shop approves (issue 38), in the approval's transaction (the
 * order locked by the caller): numbered per shop without gaps, a snapshot of the lines, totals,
 * customer and shop as they are now. Once per order: an order that has one keeps it.
 */
export async function issueInvoice(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow): Promise<IssuedInvoice> {
  const issued = await invoiceOf(tx, tenant.id, order.id);
  if (issued) return issued;
  const customer = await tx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const prices = order.snapshot.prices as PriceBreakdown;
  const rule = depositRuleOf(tenant);
  const snapshot: InvoiceSnapshot = {
    shop: shopOnDocuments(tenant),
    customer: { name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email, phone: order.phone, address: order.address },
    order: { number: order.number, orderedAt: new Date(order.created_at).toISOString(), model: order.model, quantity: order.quantity },
    currency: 'USD',
    lines: prices.lines,
    totalPriceCents: order.total_price_cents,
    grandTotalCents: order.grand_total_cents,
    deposit: rule ? { percent: rule.percent, requiredCents: depositCents(order.grand_total_cents, rule.percent), balanceDue: rule.balanceDue } : null,
  };
  const issuedAt = clock.now();
  const number = await nextShopNumber(tx, 'invoice_counters', tenant.id);
  await tx
    .insertInto('invoices')
    .values({ tenant_id: tenant.id, order_id: order.id, number, issued_at: issuedAt, snapshot: JSON.stringify(InvoiceSnapshot.parse(snapshot)) })
    .execute();
  return { number, issuedAt, snapshot };
}
