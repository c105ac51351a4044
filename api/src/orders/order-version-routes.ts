import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderChangeEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { readAsTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { readListVersion } from '../lists/list-versions';

/**
 * Whether the customer's orders changed since a page read them (issue 33: an open order page stayed
 * "Reviewing" after the shop approved it). The pages that show orders poll this every ~10 s while
 * they are visible and on focus: one row of `list_versions`, which changes in the same transaction
 * as any change of the customer's orders (migration 0015). A poll rather than server-sent events:
 * it passes the local gateway, nginx and any proxy as every other call does (no stream to keep
 * open, unbuffered, per tab, across API instances), and costs what reading a user's details does.
 */
export const orderVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(orderChangeEndpoints.version, {
      tags: ['orders'],
      summary: "The version of the signed-in customer's orders: it changes whenever one of them does",
      description: 'Poll it (every ~10 s while a page shows orders) and read the orders again when it changed. Never cached (`Cache-Control: no-store`).',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const version = await readAsTenant(app.db, tenantId, (tx) => readListVersion(tx, { owner: { tenantId, userId }, list: 'orders' }));
      return { data: { version } };
    },
  });
};
