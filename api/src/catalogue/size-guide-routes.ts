import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sizeGuideEndpoints } from '@teamwear/shared/contracts';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { cachePublicPerShop } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { tenantOf } from '../tenancy/tenant-plugin';
import { sizeGuideOf } from './catalogue-settings';

/**
 * `GET /api/size-guides/:product`: the size guide customers read before they choose sizes (the
 * checkout's, and the group order link's): public, as the shop's sizes are, and cached per shop
 * like them (a change reaches customers within the public cache's minute). The owner changes it in
 * the catalogue (catalogue-routes.ts).
 */
export const sizeGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(sizeGuideEndpoints.get, {
      tags: ['catalogue'],
      summary: 'A garment’s size guide: the sizes each piece is offered in, and their measurements in cm',
      description: '404 for a garment the shop does not offer. `measured` is false while the shop has set no guide: every size of its chart is offered then.',
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const productType = PRODUCT_TYPE_BY_SLUG[request.params.product];
      if (!tenant.product_types.includes(productType)) throw notFound('The shop does not offer this garment');
      cachePublicPerShop(reply);
      return { data: sizeGuideOf(tenant, productType) };
    },
  });
};
