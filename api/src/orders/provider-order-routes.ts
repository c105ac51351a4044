import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayDo, mayMoveOrder, providerOrderEndpoints, ROLE_FORBIDDEN_MESSAGE, seesOrderIn } from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';

/** What the workshop is told when it tries a move that is not its own. */
const WORKSHOP_MOVES_MESSAGE = 'Production moves an order from PROCESSING to READY and from READY to ON_THE_WAY; the rest is for the shop’s staff.';
import type { OrderChangeActor } from './order-moves';
import { findOrder, noSuchOrder } from './order-queries';
import { providerOrder } from './provider-order-page';
import { orderForRole } from './shop-orders/workshop-view';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop team's side of orders (issue 14): every order of the shop, moved along its life cycle
 * with a note, and payments. Only administrators of this shop with a `provider` token: a customer
 * gets 403, another shop's token 401, another shop's order 404.
 */
export const providerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: Parameters<typeof principalOf>[0]): Promise<OrderChangeActor> => {
    const principal = principalOf(request);
    const user = await withTenant(app.db, principal.tenantId, (tx) =>
      tx.selectFrom('users').select(['first_name', 'last_name']).where('tenant_id', '=', principal.tenantId).where('id', '=', principal.userId).executeTakeFirst(),
    );
    return { kind: 'provider', userId: principal.userId, name: user ? `${user.first_name} ${user.last_name}`.trim() : null };
  };

  app.route({
    ...routeOf(providerOrderEndpoints.read, {
      tags: ['provider'],
      summary: 'One order of the shop, by id or number, with its customer, pieces, prices and events',
      description:
        'Besides the customer’s order: the customer (id, name, email, phone), the payments (amount, method, reference, day ' +
        'received, who recorded it, when) and the balance due, the size run (shirts, and shorts for a garment with shorts), the ' +
        'proof (languages drawn since the order last changed, when the customer approved it) and the sides `pictures/{side}` draws.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const { shopRole } = principalOf(request);
      const order = await readAsTenant(app.db, tenant.id, async (tx) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { byNumber: true });
        // An order the role does not see (the workshop's before APPROVED) is not there for it.
        return row && seesOrderIn(shopRole, row.status) ? orderForRole(await providerOrder(tx, tenant, row), shopRole) : undefined;
      });
      if (!order) throw noSuchOrder();
      return { data: order };
    },
  });

  app.route({
    ...routeOf(providerOrderEndpoints.transition, {
      tags: ['provider'],
      summary: 'Move an order along its life cycle, with a note (mailed to the customer if they want order updates)',
      description:
        'REVIEWING → APPROVED | REJECTED | CANCELED; APPROVED → PROCESSING | CANCELED; PROCESSING → READY; READY → ON_THE_WAY; ' +
        'ON_THE_WAY → COMPLETED. REJECTED and CANCELED need a reason (`note`, 400 otherwise); ON_THE_WAY needs `carrier` and ' +
        '`trackingReference` (the customer sees them on their order and in the mail), which no other move takes. ' +
        'Anything else answers 409 TRANSITION_NOT_ALLOWED with the order’s status and what it may become; PROCESSING before the ' +
        'customer approved the proof answers 409 PROOF_NOT_APPROVED. Approving an order starts making its print files (429 ' +
        'PRODUCTION_BUDGET_REACHED past the production budget of its customer or the shop); canceling or rejecting one drops them. ' +
        'Under the shop’s deposit rule (`/api/provider/settings/payments`), PROCESSING before the deposit is recorded answers 409 ' +
        'DEPOSIT_MISSING (`requiredCents`, `missingCents`); ON_THE_WAY (balance due before shipping) and COMPLETED with a balance due ' +
        'answer 409 BALANCE_DUE (`dueCents`) unless `overrideBalance` is true with a note, which the order keeps (`balanceOverrideCents` on its event).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const principal = principalOf(request);
      const actor = await actorOf(request);
      const { to, note, carrier, trackingReference, overrideBalance } = request.body;
      // Overriding the money is a money decision: the workshop sees none (ROLE permissions).
      if (overrideBalance && !mayDo(principal.shopRole, 'payments')) throw new HttpError(403, 'ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);
      const withholdMoney = !mayDo(principal.shopRole, 'payments');
      // The contract requires both for ON_THE_WAY and refuses them with any other move.
      const shipment = carrier !== undefined && trackingReference !== undefined ? { carrier, trackingReference } : undefined;
      // What the move does (its date, print files, mail) is the life cycle's to decide: order-life.ts.
      const order = await app.orderLife.change(tenant.id, async (tx, changes) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { forUpdate: true, byNumber: true });
        if (!row || !seesOrderIn(principal.shopRole, row.status)) throw noSuchOrder();
        if (!mayMoveOrder(principal.shopRole, row.status, to)) throw new HttpError(403, 'ROLE_FORBIDDEN', WORKSHOP_MOVES_MESSAGE);
        const moved = await changes.move(tenant, row, to, actor, note, { shipment, overrideBalance, withholdMoney });
        const override = moved.paid_amount_cents < moved.grand_total_cents && overrideBalance ? await balanceOverrideOf(tx, moved.id) : null;
        await recordAudit(tx, {
          tenantId: tenant.id,
          actorId: actor.userId,
          area: 'orders',
          action: 'order.moved',
          subject: String(row.number),
          before: { status: row.status },
          after: { status: to, ...(note ? { note } : {}), ...(shipment ?? {}), ...(override ? { balanceOverrideCents: override } : {}) },
        });
        return orderForRole(await providerOrder(tx, tenant, moved), principal.shopRole);
      });
      request.log.info({ orderId: order.id, to }, 'order moved by the shop');
      return { data: order };
    },
  });

  /** The balance the order's latest move overrode (null when it overrode none). */
  const balanceOverrideOf = async (tx: Parameters<Parameters<typeof app.orderLife.change>[1]>[0], orderId: string): Promise<number | null> => {
    const event = await tx
      .selectFrom('order_events')
      .select('balance_override_cents')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'status')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return event?.balance_override_cents ?? null;
  };

  app.route({
    ...routeOf(providerOrderEndpoints.reversePayment, {
      tags: ['provider'],
      summary: 'Reverse a payment recorded by mistake, with a note: a negative line linked to it, never a deleted row',
      description: 'The paid amount and the balance due count the reversal. 409 ALREADY_REVERSED for a payment reversed already; 404 for a payment not of this order.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const actor = await actorOf(request);
      const { paymentId } = request.params;
      const { note } = request.body;
      const order = await app.orderLife.change(tenant.id, async (tx, changes) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { forUpdate: true, byNumber: true });
        if (!row) throw noSuchOrder();
        const reversed = await changes.reversePayment(tenant, row, paymentId, note, actor);
        await recordAudit(tx, {
          tenantId: tenant.id,
          actorId: actor.userId,
          area: 'orders',
          action: 'payment.reversed',
          subject: String(row.number),
          before: { paymentId, paidAmountCents: row.paid_amount_cents },
          after: { note, paidAmountCents: reversed.paid_amount_cents },
        });
        return providerOrder(tx, tenant, reversed);
      });
      request.log.info({ orderId: order.id, paymentId }, 'payment reversed');
      return { data: order };
    },
  });

  app.route({
    ...routeOf(providerOrderEndpoints.payments, {
      tags: ['provider'],
      summary: 'Record money received for an order (adds to its paid amount)',
      description:
        '`method` is cash (the default), bank_transfer, card or khqr; `reference` the bank’s or KHQR’s; `receivedOn` the day ' +
        `(YYYY-MM-DD, today in ${SHOP_DAY_TIME_ZONE} by default, never later). ` +
        '400 when it would pay more than the grand total; 409 for a canceled or rejected order.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('payments'),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const actor = await actorOf(request);
      const payment = request.body;
      const order = await app.orderLife.change(tenant.id, async (tx, changes) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { forUpdate: true, byNumber: true });
        if (!row) throw noSuchOrder();
        const paid = await changes.recordPayment(tenant, row, payment, actor);
        await recordAudit(tx, { tenantId: tenant.id, actorId: actor.userId, area: 'orders', action: 'payment.recorded', subject: String(row.number), after: payment });
        return providerOrder(tx, tenant, paid);
      });
      request.log.info({ orderId: order.id, amountCents: payment.amountCents, method: payment.method }, 'payment recorded');
      return { data: order };
    },
  });
};
