import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, WhoamiResponse } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { anonymousRateLimit } from '../http/rate-limits';
import { tenantOf } from './tenant-plugin';
import { loadWhoami } from './tenant-queries';

/** `GET /whoami` (and `/api/whoami`): the shop this host belongs to. */
export const whoamiRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/whoami', '/api/whoami']) {
    app.get(
      url,
      {
        config: anonymousRateLimit(app.config),
        schema: {
          hide: url !== '/whoami',
          tags: ['tenant'],
          summary: "The tenant of the request's host: brand, products and templates",
          response: { 200: WhoamiResponse, 404: ApiError, 429: ApiError },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return { data: await withTenant(app.db, tenant.id, (tx) => loadWhoami(tx, tenant)) };
      },
    );
  }
};
