import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrateDesign } from '@teamwear/design';
import { providerOrderEndpoints } from '@teamwear/shared/contracts';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { findOrder, noSuchOrder, orderEvents, toOrder } from '../orders/order-queries';
import { snapshotHash } from '../orders/snapshot-hash';
import { tenantOf } from '../tenancy/tenant-plugin';
import { ifNoneMatchHits } from '../tenancy/tenant-directory';
import { proofSource } from './proof/kept-proofs';
import { drawnOrRefused, drawnProof } from './proof-routes';
import { renderDesignPicture } from './render/render-print-file';

const bearer = [{ bearerAuth: [] }];
/** Bumped when the pictures are drawn differently, so a browser's copy is not taken for the new one. */
const PICTURE_VERSION = 'order-picture-v1';

/**
 * The shop's copies of what the customer sees of an order (issue 35, the back office's order
 * page): a side of the design as ordered, drawn as the proof draws it (a PNG of the snapshot, not
 * of the design as it is now), and the proof PDF itself (kept per language, as the customer's).
 * Only this shop's administrators: another shop's token 401, a customer 403, another shop's order 404.
 */
export const providerOrderFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(providerOrderEndpoints.picture, {
      tags: ['provider'],
      summary: 'A side of the ordered design (front or back) as a PNG, drawn from the order’s snapshot',
      description:
        '`pixels` is the picture’s side (100 to 1600, 800 by default). An ETag names what it shows: `If-None-Match` answers 304. ' +
        '422 DESIGN_NOT_DRAWABLE when the design cannot be drawn, 503 when the drawing stopped (try again).',
      security: bearer,
      produces: ['image/png'],
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { side } = request.params;
      const { pixels } = request.query;
      const row = await readAsTenant(app.db, tenant.id, (tx) => findOrder(tx, { tenantId: tenant.id }, request.params.id, { byNumber: true }));
      if (!row) throw noSuchOrder();
      const etag = `"${createHash('sha256').update(`${PICTURE_VERSION}\n${snapshotHash(row.snapshot)}\n${side}\n${pixels}`).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const migrated = migrateDesign(row.snapshot.design.document);
      if (!migrated.ok) throw new HttpError(422, 'DESIGN_NOT_DRAWABLE', `The design of order ${row.number} cannot be read, so it cannot be drawn`);
      // Drawn outside any transaction: a drawing holds no connection.
      const png = await drawnOrRefused('The picture', 'Replace the picture in the design the order was made from.', () => renderDesignPicture(migrated.doc, side, pixels));
      return reply.type('image/png').send(png);
    },
  });

  app.route({
    ...routeOf(providerOrderEndpoints.proofPdf, {
      tags: ['provider'],
      summary: 'The proof of an order of the shop, as a PDF: the one its customer reads and approves',
      description: '`lang` is en or kh (the customer’s proof in their language). 422 when the design cannot be drawn, 503 when the drawing stopped.',
      security: bearer,
      produces: ['application/pdf'],
    }),
    onRequest: app.authenticateStaff('prices'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const found = await withTenant(app.db, tenant.id, async (tx) => {
        const row = await findOrder(tx, { tenantId: tenant.id }, request.params.id, { byNumber: true });
        if (!row) return undefined;
        const order = toOrder(row, await orderEvents(tx, row.tenant_id, row.id));
        return { number: order.number, source: await proofSource(tx, tenant, order, request.query.lang) };
      });
      if (!found) throw noSuchOrder();
      // Drawn (or read as kept) after the transaction, as the customer's: the same PDF for the same order.
      const pdf = await drawnProof(app.db, found.source);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="proof-${found.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
