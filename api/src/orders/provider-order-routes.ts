import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerOrderEndpoints, type ProviderOrder } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import type { OrderRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { tenantOf } from '../tenancy/tenant-plugin';
import type { OrderChangeActor } from './order-moves';
import { findOrder, noSuchOrder, orderEvents, toOrder } from './order-queries';

const bearer = [{ bearerAuth: [] }];

async function providerOrder(tx: TenantTx, row: OrderRow): Promise<ProviderOrder> {
  const customer = await tx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone'])
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  return {
    ...toOrder(row, await orderEvents(tx, row.tenant_id, row.id)),
    customer: { name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email, phone: customer.phone },
  };
}

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
      security: bearer,
    }),
    onRequest: app.authenticateProvider,
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const order = await withTenant(app.db, tenantId, async (tx) => {
        const row = await findOrder(tx, { tenantId }, request.params.id, { byNumber: true });
        return row ? providerOrder(tx, row) : undefined;
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
        'REVIEWING → APPROVED | REJECTED | CANCELED; APPROVED → PROCESSING | CANCELED; PROCESSING → READY; READY → ON_THE_WAY. ' +
        'Anything else answers 409 TRANSITION_NOT_ALLOWED with the order’s status and what it may become; PROCESSING before the ' +
        'customer approved the proof answers 409 PROOF_NOT_APPROVED. Approving an order starts making its print files (429 ' +
        'PRODUCTION_BUDGET_REACHED past the production budget of its customer or the shop); canceling or rejecting one drops them.',
      security: bearer,
    }),
    onRequest: app.authenticateProvider,
    handler: async (request) => {
      const tenant = tenantOf(request);
      const actor = await actorOf(request);
      const { to, note } = request.body;
      // What the move does (its date, print files, mail) is the life cycle's to decide: order-life.ts.
      const order = await app.orderLife.change(tenant.id, async (tx, changes) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { forUpdate: true, byNumber: true });
        if (!row) throw noSuchOrder();
        return providerOrder(tx, await changes.move(tenant, row, to, actor, note));
      });
      request.log.info({ orderId: order.id, to }, 'order moved by the shop');
      return { data: order };
    },
  });

  app.route({
    ...routeOf(providerOrderEndpoints.payments, {
      tags: ['provider'],
      summary: 'Record money received for an order (adds to its paid amount)',
      description: '400 when it would pay more than the grand total; 409 for a canceled or rejected order.',
      security: bearer,
    }),
    onRequest: app.authenticateProvider,
    handler: async (request) => {
      const tenant = tenantOf(request);
      const actor = await actorOf(request);
      const { amountCents, note } = request.body;
      const order = await app.orderLife.change(tenant.id, async (tx, changes) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { forUpdate: true, byNumber: true });
        if (!row) throw noSuchOrder();
        return providerOrder(tx, await changes.recordPayment(tenant, row, amountCents, actor, note));
      });
      request.log.info({ orderId: order.id, amountCents }, 'payment recorded');
      return { data: order };
    },
  });
};
