import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productionEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { findOrder, noSuchOrder } from '../orders/order-queries';
import { finishedZip, queueProduction, toProductionStatus } from './jobs/production-jobs';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop's print files of an order (issue 20): where their making stands, and the ZIP once made.
 * Asking queues the job if the order has none for its snapshot as it is (or its last one failed),
 * so files are never those of an older snapshot. Only this shop's administrators: another shop's
 * token 401, a customer 403, another shop's order 404.
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order's job, queued if it has none for the order as it is; the ZIP's request also retries a failed one. */
  const jobFor = async (tenantId: string, reference: string, retryFailed: boolean) => {
    const outcome = await withTenant(app.db, tenantId, async (tx) => {
      const order = await findOrder(tx, { tenantId }, reference, { byNumber: true });
      if (!order) return undefined;
      const job = await queueProduction(tx, app.clock, order, { retryFailed });
      return { order, job, zip: await finishedZip(tx, job) };
    });
    if (!outcome) throw noSuchOrder();
    if (outcome.job.state === 'queued') app.production.kick();
    return outcome;
  };

  app.route({
    ...routeOf(productionEndpoints.status, {
      tags: ['provider'],
      summary: 'Where the making of an order’s print files stands (queued, running with its steps, done, failed)',
      security: bearer,
    }),
    onRequest: app.authenticateProvider,
    handler: async (request) => {
      const { job } = await jobFor(principalOf(request).tenantId, request.params.id, false);
      return { data: toProductionStatus(job) };
    },
  });

  app.route({
    ...routeOf(productionEndpoints.zip, {
      tags: ['provider'],
      summary: 'The print files of an order as one ZIP: the proof PDFs, a 300 dpi PNG per player and side, manifest.csv',
      description: '409 FILES_NOT_READY (with where their making stands) while they are being made; ask again later. Asking for the ZIP of files whose making failed tries again.',
      security: bearer,
      produces: ['application/zip'],
    }),
    onRequest: app.authenticateProvider,
    handler: async (request, reply) => {
      const { order, job, zip } = await jobFor(principalOf(request).tenantId, request.params.id, true);
      if (!zip) {
        throw new HttpError(409, 'FILES_NOT_READY', `The print files of order ${order.number} are being made (${job.steps_done} of ${job.steps_total || '…'} done): ask again later`, {
          extra: { production: toProductionStatus(job) },
        });
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="order-${order.number}-production.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });
};
