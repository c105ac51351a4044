import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fabricEndpoints } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { anonymousRateLimit } from '../http/rate-limits';
import { cachePublicPerShop } from '../http/public-cache';
import { tenantOf } from '../tenancy/tenant-plugin';
import { loadFabricCatalogue } from './fabric-catalogue';
import { routeOf } from '../http/endpoint-route';

/** `GET /api/fabrics`: the fabric catalogue for the studio; no sign-in (a visitor can design). */
export const fabricRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fabricEndpoints.catalogue, {
      tags: ['fabrics'],
      summary: "The shop's suppliers, fabrics with their colours, and the default fabric",
      description:
        '`supplierId` absent or `any`: every supplier\'s fabrics; a supplier id: that supplier\'s fabrics (404 for ' +
        'an unknown one). `suppliers` always lists every supplier. `defaultFabricId` is the shop\'s default ' +
        'fabric when it is listed, else the first listed fabric.',
    }),
    // The embedded studio on an allowed partner site reads it too.
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const data = await withTenant(app.db, tenant.id, (tx) => loadFabricCatalogue(tx, tenant.id, request.query.supplierId));
      // The catalogue changes rarely; a short browser cache spares a request per editor opened.
      cachePublicPerShop(reply);
      return { data };
    },
  });
};
