import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proofEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { findOrder, noSuchOrder, orderEvents, toOrder } from '../orders/order-queries';
import { tenantOf } from '../tenancy/tenant-plugin';
import { HttpError } from '../http/errors';
import { keptProof, proofSource, type ProofSource } from './proof/kept-proofs';
import { DrawingRefused, DrawingStopped } from './render/drawing-processes';

const bearer = [{ bearerAuth: [] }];

/** The proof, or what the customer can do when it cannot be drawn: a picture to replace (422), or a minute to wait (503). */
export function drawnProof(db: Parameters<typeof keptProof>[0], source: ProofSource): Promise<Buffer> {
  return drawnOrRefused('The proof', 'Ask the shop to replace the picture.', () => keptProof(db, source));
}

/** What `draw` draws, or why it cannot be: a picture of the design to replace (422, `replace` says who does), or a minute to wait (503). */
export async function drawnOrRefused<T>(what: string, replace: string, draw: () => Promise<T>): Promise<T> {
  try {
    return await draw();
  } catch (error) {
    if (error instanceof DrawingRefused) {
      throw new HttpError(422, 'DESIGN_NOT_DRAWABLE', `${what} cannot be drawn: the design ${error.message}. ${replace}`);
    }
    if (error instanceof DrawingStopped) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', `${what} could not be drawn just now. Try again in a minute.`, { headers: { 'retry-after': '30' } });
    }
    throw error;
  }
}

/**
 * The customer's side of the proof (issue 20): the proof PDF of one of their orders, and their
 * approval of it, which the shop waits for before production. Another customer's order answers
 * 404, like every order route.
 */
export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(proofEndpoints.pdf, {
      tags: ['orders'],
      summary: 'The proof of one of the customer’s orders, as a PDF',
      description:
        'The design’s front and back, every colour with its nearest ink, the fonts, the players and the size run, ' +
        'quantities, prices, delivery, the order number and a QR code of the order’s page; `lang` is en or kh.',
      security: bearer,
      produces: ['application/pdf'],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const owner = { tenantId: principal.tenantId, userId: principal.userId };
      const tenant = tenantOf(request);
      const found = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await findOrder(tx, owner, request.params.id);
        if (!row) return undefined;
        const order = toOrder(row, await orderEvents(tx, row.tenant_id, row.id));
        return { number: order.number, source: await proofSource(tx, tenant, order, request.query.lang) };
      });
      if (!found) throw noSuchOrder();
      // Drawn (or read as kept) after the transaction: a drawing holds no connection.
      const proof = { number: found.number, pdf: await drawnProof(app.db, found.source) };
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="proof-${proof.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(proof.pdf);
    },
  });

  app.route({
    ...routeOf(proofEndpoints.approve, {
      tags: ['orders'],
      summary: 'Approve the proof of an order: the shop may then start production',
      description: 'While the order is REVIEWING or APPROVED, once for the order as it is. 409 CONFLICT otherwise.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const owner = { tenantId: principal.tenantId, userId: principal.userId };
      const tenant = tenantOf(request);
      const order = await app.orderLife.change(owner.tenantId, async (tx, changes) => {
        const row = await findOrder(tx, owner, request.params.id, { forUpdate: true });
        if (!row) throw noSuchOrder();
        const approved = await changes.approveProof(tenant, row, { kind: 'customer', userId: owner.userId, name: null }, request.body?.note ?? '');
        return toOrder(approved, await orderEvents(tx, approved.tenant_id, approved.id));
      });
      request.log.info({ orderId: order.id }, 'proof approved by the customer');
      return { data: order };
    },
  });
};
