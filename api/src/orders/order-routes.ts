import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotencyKeyHeader, orderEndpoints, type OrderListResponse } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { deliveryEstimateOf } from '../catalogue/catalogue-settings';
import type { OrderRow, TenantRow } from '../db/schema';
import { paymentTermsOf } from '../payments/payment-rules';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { lockOwner } from '../designs/design-queries';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';
import { mailOrderPlaced, placedOrderRecipients } from './order-placed-mails';
import { checkOpenOrders } from './order-storage';
import { insertPlacedOrder } from './order-placing';
import { resolvePieces } from './order-pieces';
import { findOrder, listCustomerOrders, noSuchOrder, orderEvents, scopedOrders, toOrder, toOrderSummary } from './order-queries';

const bearer = [{ bearerAuth: [] }];

/** sha-256 of what was asked, in a fixed key order: a reused Idempotency-Key is told apart from a retry. */
function requestHash(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The customer's order with its history, and how to pay the shop under its rules (issue 38). */
async function orderWithEvents(tx: TenantTx, row: OrderRow, tenant: Pick<TenantRow, 'settings'>) {
  const order = toOrder(row, await orderEvents(tx, row.tenant_id, row.id));
  return { ...order, paymentTerms: paymentTermsOf(tenant, { status: order.status, grandTotalCents: order.grandTotalCents, paidCents: order.paidAmountCents }) };
}

/** A customer's orders (issue 14): quote, place (once per Idempotency-Key), list, read, cancel, receive. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(orderEndpoints.quote, {
      tags: ['orders'],
      summary: 'The price of an order of these pieces; nothing is saved',
      description: "Computed from the shop's price list (`settings.prices`): the tier the quantity reaches, a name and a number per player, delivery; and the delivery day an order placed now is estimated for (the shop's production days).",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const pieces = await withTenant(app.db, owner.tenantId, (tx) => resolvePieces(tx, owner, tenant, request.body));
      return { data: pieces.prices, estimate: deliveryEstimateOf(tenant, app.clock.now()) };
    },
  });

  app.route({
    ...routeOf(orderEndpoints.place, {
      tags: ['orders'],
      summary: 'Place an order of a design for players of the roster and extra pieces',
      description:
        'Needs an `Idempotency-Key` header: the same key again answers the same order (200, `Idempotent-Replayed: true`), ' +
        'so a double click or a second tab places one order; the same key with another order answers 409 ' +
        'IDEMPOTENCY_KEY_REUSED. The order keeps a snapshot of the design, the players and the prices. The design leaves ' +
        'the cart. 409 ORDER_LIMIT_REACHED when the customer already has the most open orders the shop takes from one customer ' +
        '(`settings.orders.maxOpenPerCustomer`, 20; an order canceled in the last 24 hours counts as open).',
      security: bearer,
      headers: IdempotencyKeyHeader.loose(),
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const key = (request.headers as unknown as z.infer<typeof IdempotencyKeyHeader>)['idempotency-key'];
      const body = request.body;
      const hash = requestHash(body);
      const outcome = await withTenant(app.db, owner.tenantId, async (tx) => {
        // The customer's orders are placed one at a time, so a retry always finds the first one.
        await lockOwner(tx, owner);
        const existing = await scopedOrders(tx, owner).selectAll('orders').where('idempotency_key', '=', key).executeTakeFirst();
        if (existing) {
          if (existing.request_hash !== hash) {
            throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order: send a new key for a new order');
          }
          return { order: await orderWithEvents(tx, existing, tenant), replayed: true };
        }
        // At most the shop's number of open (or lately canceled) orders: order-storage.ts.
        await checkOpenOrders(tx, app.clock, tenant, owner);
        const recipients = await placedOrderRecipients(tx, tenant, owner.userId);
        const row = await insertPlacedOrder(tx, owner, tenant, body, { idempotencyKey: key, requestHash: hash, now: app.clock.now(), clock: app.clock });
        const mailed = await mailOrderPlaced(tx, app.clock, tenant, row, recipients);
        return { order: await orderWithEvents(tx, row, tenant), replayed: false, mailed };
      });
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      else {
        request.log.info({ orderId: outcome.order.id, number: outcome.order.number, mailed: outcome.mailed }, 'order placed');
        if (!outcome.mailed?.shop) request.log.warn({ orderId: outcome.order.id }, 'the shop has no address for new-order mail (settings.notifications.newOrdersTo or settings.contact.email)');
        if (outcome.mailed?.customer || outcome.mailed?.shop) app.mailer.kick();
      }
      return reply.code(outcome.replayed ? 200 : 201).send({ data: outcome.order });
    },
  });

  app.route({
    ...routeOf(orderEndpoints.list, { tags: ['orders'], summary: "The signed-in customer's orders, newest first", security: bearer }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const { status, page, pageSize } = request.query;
      return app.listAnswers.send<OrderListResponse>(reply, { list: 'orders', owner, variant: request.query }, async (tx) => {
        const { rows, total } = await listCustomerOrders(tx, owner, { status }, page, pageSize);
        return { data: rows.map(toOrderSummary), total, page, pageSize };
      });
    },
  });

  app.route({
    ...routeOf(orderEndpoints.read, { tags: ['orders'], summary: 'One of the customer’s orders, with its pieces, prices and events', security: bearer }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const order = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await findOrder(tx, owner, request.params.id);
        return row ? orderWithEvents(tx, row, tenantOf(request)) : undefined;
      });
      if (!order) throw noSuchOrder();
      return { data: order };
    },
  });

  for (const [endpoint, to, summary] of [
    [orderEndpoints.cancel, 'CANCELED', 'Cancel an order while the shop reviews it (the order keeps its design’s garment, not its layers or picture)'],
    [orderEndpoints.received, 'COMPLETED', 'Say that an order on its way has arrived'],
  ] as const) {
    app.route({
      ...routeOf(endpoint, {
        tags: ['orders'],
        summary,
        description: '409 TRANSITION_NOT_ALLOWED (with the order’s status and what it may become) when the order is not where this applies.',
        security: bearer,
      }),
      onRequest: app.authenticate,
      handler: async (request) => {
        const owner = principalOf(request);
        const tenant = tenantOf(request);
        const note = request.body?.note ?? '';
        const order = await app.orderLife.change(owner.tenantId, async (tx, changes) => {
          const row = await findOrder(tx, owner, request.params.id, { forUpdate: true });
          if (!row) throw noSuchOrder();
          return orderWithEvents(tx, await changes.move(tenant, row, to, { kind: 'customer', userId: owner.userId, name: null }, note), tenant);
        });
        request.log.info({ orderId: order.id, to }, 'order moved by its customer');
        return { data: order };
      },
    });
  }
};
