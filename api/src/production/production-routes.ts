import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productionEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { findOrder, noSuchOrder } from '../orders/order-queries';
import { printFilesJob } from './jobs/print-files';
import { finishedZip, toProductionStatus } from './jobs/production-jobs';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop's print files of an order (issue 20): where their making stands, the ZIP once made, and
 * asking again after their making failed. Which orders have print files is the life cycle's rule
 * (jobs/print-files.ts): an order the shop approved has them (queued if it has none for the order
 * as it is, so files are never those of an older snapshot), a canceled, rejected or unapproved one
 * answers 409 NO_PRINT_FILES. Reading never tries a failed job again: the shop reads why it stopped
 * and asks for the retry. Only this shop's administrators: another shop's token 401, a customer
 * 403, another shop's order 404.
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order's job as its status has it; `retryFailed` queues again one whose attempts failed. */
  const jobFor = async (tenantId: string, reference: string, retryFailed: boolean) => {
    const outcome = await withTenant(app.db, tenantId, async (tx) => {
      const order = await findOrder(tx, { tenantId }, reference, { byNumber: true, forUpdate: true });
      if (!order) return undefined;
      const job = await printFilesJob(tx, app.clock, order, { retryFailed });
      return { order, job, zip: await finishedZip(tx, job) };
    });
    if (!outcome) throw noSuchOrder();
    if (outcome.job.state === 'queued') app.production.kick();
    return outcome;
  };

  app.route({
    ...routeOf(productionEndpoints.status, {
      tags: ['provider'],
      summary: 'Where the making of an order’s print files stands (queued, running with its steps, done, failed with why)',
      description: '409 NO_PRINT_FILES for an order the shop has not approved, or canceled or rejected; 429 PRODUCTION_BUDGET_REACHED when its files would be queued past the production budget.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request) => {
      const { job } = await jobFor(principalOf(request).tenantId, request.params.id, false);
      return { data: toProductionStatus(job) };
    },
  });

  app.route({
    ...routeOf(productionEndpoints.zip, {
      tags: ['provider'],
      summary: 'The print files of an order as one ZIP: the proof PDFs, a 300 dpi PNG per player and side, manifest.csv',
      description:
        '409 FILES_NOT_READY (with where their making stands) while they are being made, or when their making failed (state failed, ' +
        'lastError says why: ask again with POST …/production/retry); 409 NO_PRINT_FILES for an order without print files.',
      security: bearer,
      produces: ['application/zip'],
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request, reply) => {
      const { order, job, zip } = await jobFor(principalOf(request).tenantId, request.params.id, false);
      if (!zip) {
        const message =
          job.state === 'failed'
            ? `The print files of order ${order.number} could not be made (${job.last_error ?? 'no reason given'}): ask for them again once the cause is fixed`
            : `The print files of order ${order.number} are being made (${job.steps_done} of ${job.steps_total || '…'} done): ask again later`;
        throw new HttpError(409, 'FILES_NOT_READY', message, { extra: { production: toProductionStatus(job) } });
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="order-${order.number}-production.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });

  app.route({
    ...routeOf(productionEndpoints.retry, {
      tags: ['provider'],
      summary: 'Make an order’s print files again after their making failed (a job not failed stays as it is)',
      description: '409 NO_PRINT_FILES for an order without print files; 429 PRODUCTION_BUDGET_REACHED past the production budget.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('orders'),
    handler: async (request) => {
      const { job } = await jobFor(principalOf(request).tenantId, request.params.id, true);
      request.log.info({ orderId: job.order_id, state: job.state }, 'print files asked for again');
      return { data: toProductionStatus(job) };
    },
  });
};
