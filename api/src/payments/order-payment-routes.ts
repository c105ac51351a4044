import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPaymentEndpoints, type PaymentLine } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { invoiceOf } from '../invoices/issue-invoice';
import { findOrder, noSuchOrder } from '../orders/order-queries';
import { orderPayments } from '../orders/provider-order-page';
import { tenantOf } from '../tenancy/tenant-plugin';
import { orderPaymentOf } from './order-payment';

const bearer = [{ bearerAuth: [] }];

/** What the customer pays now for one of their orders, and how (issue 38). Another customer's order answers 404. */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(orderPaymentEndpoints.payment, {
      tags: ['orders'],
      summary: 'What the customer pays now for an order (the deposit or the balance) and how: KHQR codes, bank transfer, cash on delivery',
      description:
        'Under the shop’s payment rules: `due` is the deposit until it is paid, then the balance, and before which status it is due. ' +
        '`khqr` holds a code (the KHQR standard, with the order number as bill number) for exactly the amount due in each currency the ' +
        'shop takes, valid 24 hours: ask again for a fresh one; none when nothing is due. `bankTransfer` carries the order number as ' +
        'the reference to write. `invoice` once the shop approved the order. `payments`: the payment lines so far (a reversal is a negative ' +
        'line naming the payment it reverses), each with its receipt’s number and address.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const owner = { tenantId: principal.tenantId, userId: principal.userId };
      const tenant = tenantOf(request);
      const found = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await findOrder(tx, owner, request.params.id);
        return row ? { row, invoice: await invoiceOf(tx, row.tenant_id, row.id), payments: await orderPayments(tx, row.tenant_id, row.id) } : undefined;
      });
      if (!found) throw noSuchOrder();
      const invoice = found.invoice ? { number: found.invoice.number, issuedAt: found.invoice.issuedAt.toISOString() } : null;
      // The customer's view of each line: no note or team member's name (the shop's own), its receipt's address.
      const payments: PaymentLine[] = found.payments.map((payment) => ({
        id: payment.id,
        amountCents: payment.amountCents,
        method: payment.method,
        reference: payment.reference,
        receivedOn: payment.receivedOn,
        reversed: Boolean(payment.reversedById),
        reversesPaymentId: payment.reversesPaymentId ?? null,
        receipt: payment.receiptNumber ? { number: payment.receiptNumber, href: `/api/orders/${found.row.id}/payments/${payment.id}/receipt` } : null,
      }));
      return { data: { ...orderPaymentOf(tenant, found.row, invoice, app.clock.now()), payments } };
    },
  });
};
