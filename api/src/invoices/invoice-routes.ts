import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { orderPaymentEndpoints, providerInvoiceEndpoints, type PaymentMethod, type ProofLanguage } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import type { TenantRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { findOrder, noSuchOrder, type OrderScope } from '../orders/order-queries';
import { orderPaymentOf } from '../payments/order-payment';
import { tenantOf } from '../tenancy/tenant-plugin';
import { invoicePdf, type InvoiceInput } from './invoice-pdf';
import { invoiceOf } from './issue-invoice';
import { receiptOf } from './issue-receipt';
import { receiptPdf, type ReceiptInput } from './receipt-pdf';
import { DrawnPdfs } from './drawn-pdfs';

const bearer = [{ bearerAuth: [] }];

const noInvoice = () => notFound('This order has no invoice yet: the shop issues it when it approves the order');

/** What an order's invoice PDF is drawn from, read in one transaction: the invoice, the payments as they stand, the customer's language. */
async function invoiceInput(tx: TenantTx, tenant: TenantRow, scope: OrderScope, reference: string, lang: ProofLanguage | undefined, now: Date): Promise<InvoiceInput> {
  const row = await findOrder(tx, scope, reference, { byNumber: scope.userId === undefined });
  if (!row) throw noSuchOrder();
  const invoice = await invoiceOf(tx, tenant.id, row.id);
  if (!invoice) throw noInvoice();
  const payments = await tx
    .selectFrom('order_events')
    .select(['amount_cents', 'payment_method', (eb) => eb.cast<string>('received_on', 'text').as('received_on'), 'created_at'])
    .where('tenant_id', '=', tenant.id)
    .where('order_id', '=', row.id)
    .where('kind', '=', 'payment')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const customer = await tx.selectFrom('users').select('language').where('tenant_id', '=', tenant.id).where('id', '=', row.user_id).executeTakeFirst();
  return {
    language: lang ?? (customer?.language === 'kh' ? 'kh' : 'en'),
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    snapshot: invoice.snapshot,
    payments: payments.map((payment) => ({
      receivedOn: payment.received_on ?? new Date(payment.created_at).toISOString().slice(0, 10),
      method: payment.payment_method as PaymentMethod | null,
      amountCents: payment.amount_cents ?? 0,
    })),
    payment: orderPaymentOf(tenant, row, { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() }, now),
  };
}

const noReceipt = () => notFound('This order has no such payment, or the payment was recorded before receipts were issued');

/** What a payment line's receipt PDF is drawn from: its snapshot, and the customer's language unless `lang` says one. */
async function receiptInput(tx: TenantTx, tenant: TenantRow, scope: OrderScope, reference: string, paymentId: string, lang: ProofLanguage | undefined): Promise<ReceiptInput> {
  const row = await findOrder(tx, scope, reference, { byNumber: scope.userId === undefined });
  if (!row) throw noSuchOrder();
  const receipt = await receiptOf(tx, tenant.id, row.id, paymentId);
  if (!receipt) throw noReceipt();
  const customer = lang ? null : await tx.selectFrom('users').select('language').where('tenant_id', '=', tenant.id).where('id', '=', row.user_id).executeTakeFirst();
  return { language: lang ?? (customer?.language === 'kh' ? 'kh' : 'en'), number: receipt.number, issuedAt: receipt.issuedAt, snapshot: receipt.snapshot };
}

/** What the kept invoices and receipts may weigh in all, per process (one is ~50–150 KB). */
const KEPT_PDF_BYTES = 16 * 1024 * 1024;

/**
 * The time an invoice's KHQR code is made from, to the minute: the code's expiry is printed to the
 * minute, so within one the invoice is the same bytes and is drawn once (drawn-pdfs.ts).
 */
const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

async function sendReceipt(reply: FastifyReply, pdfs: DrawnPdfs, input: ReceiptInput) {
  const pdf = await pdfs.draw('receipt', input, receiptPdf);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="receipt-${input.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * What makes one invoice PDF another: all of its input but the KHQR codes' payloads, which the
 * Bakong SDK stamps with the millisecond they were made. A code made earlier in the same minute
 * is as good (same amount, bill number and expiry), so it is the one drawn.
 */
const sameInvoice = (input: InvoiceInput) => ({ ...input, payment: { ...input.payment, khqr: input.payment.khqr.map(({ payload: _made, ...code }) => code) } });

async function sendInvoice(reply: FastifyReply, pdfs: DrawnPdfs, input: InvoiceInput) {
  // Drawn after the transaction: a drawing holds no connection.
  const pdf = await pdfs.draw('invoice', input, invoicePdf, sameInvoice);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="invoice-${input.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const description =
  'Issued when the shop approves the order, numbered per shop without gaps, never changed: the shop (name, address, tax number ' +
  '`settings.invoicing.taxNumber` if set), the customer, the lines and totals as priced; with the payments so far, what is due now and ' +
  'its KHQR code, bank transfer details and reference. In the customer’s language unless `lang` (en or kh). 404 before approval.';

const receiptDescription =
  'The receipt of one payment line (`paymentId`, as the order’s payments list it), issued when the shop recorded it, numbered per shop ' +
  'without gaps and never changed: the shop, the customer, the order and its invoice number, the amount, method, reference and day, and what ' +
  'was paid and still due once it counted. A reversal has its own receipt naming the one it reverses. In the customer’s language unless `lang` ' +
  '(en or kh). 404 for a line not of this order, or recorded before receipts were issued (migration 0035).';

/** An order's invoice PDF and its payments' receipts (issue 38): the customer's own order, and the shop's copy (the payments permission). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfs = new DrawnPdfs(KEPT_PDF_BYTES);

  app.route({
    ...routeOf(orderPaymentEndpoints.invoice, { tags: ['orders'], summary: 'The invoice of one of the customer’s orders, as a PDF', description, security: bearer, produces: ['application/pdf'] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const scope = { tenantId: principal.tenantId, userId: principal.userId };
      const input = await withTenant(app.db, scope.tenantId, (tx) => invoiceInput(tx, tenant, scope, request.params.id, request.query.lang, minuteOf(app.clock.now())));
      return sendInvoice(reply, pdfs, input);
    },
  });

  app.route({
    ...routeOf(providerInvoiceEndpoints.invoice, { tags: ['provider'], summary: 'The invoice of an order, as a PDF (the id or the order number)', description, security: bearer, produces: ['application/pdf'] }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const input = await withTenant(app.db, tenant.id, (tx) => invoiceInput(tx, tenant, { tenantId: tenant.id }, request.params.id, request.query.lang, minuteOf(app.clock.now())));
      return sendInvoice(reply, pdfs, input);
    },
  });

  app.route({
    ...routeOf(orderPaymentEndpoints.receipt, { tags: ['orders'], summary: 'The receipt of a payment on one of the customer’s orders, as a PDF', description: receiptDescription, security: bearer, produces: ['application/pdf'] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const scope = { tenantId: principal.tenantId, userId: principal.userId };
      const input = await withTenant(app.db, scope.tenantId, (tx) => receiptInput(tx, tenant, scope, request.params.id, request.params.paymentId, request.query.lang));
      return sendReceipt(reply, pdfs, input);
    },
  });

  app.route({
    ...routeOf(providerInvoiceEndpoints.receipt, {
      tags: ['provider'],
      summary: 'The receipt of a payment line of an order, as a PDF (the order’s id or number)',
      description: receiptDescription,
      security: bearer,
      produces: ['application/pdf'],
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const input = await withTenant(app.db, tenant.id, (tx) => receiptInput(tx, tenant, { tenantId: tenant.id }, request.params.id, request.params.paymentId, request.query.lang));
      return sendReceipt(reply, pdfs, input);
    },
  });
};
