import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantEndpoints } from '@teamwear/shared/contracts';
import { faviconLook, faviconSvg } from '@teamwear/shared/tenant/favicon-look';
import { cachePublicPerShop, PUBLIC_CACHE_CONTROL } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { routeOf } from '../http/endpoint-route';
import { tenantOf } from './tenant-plugin';

/**
 * `GET /favicon.svg`: the shop's icon, linked by index.html, so the browser shows it from the first
 * request instead of asking for a /favicon.ico there is none of. The API does not know the visitor's
 * clock: the letter has its daytime colour, and the shell redraws it for the time of day once the
 * page is idle (shell/src/tenant/favicon.ts).
 */
export const faviconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(tenantEndpoints.favicon, {
      tags: ['tenant'],
      summary: "The shop's icon: the first letter of its name on its colour",
      description: `An SVG; \`Cache-Control: ${PUBLIC_CACHE_CONTROL}\`.`,
      produces: ['image/svg+xml'],
    }),
    config: anonymousRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      cachePublicPerShop(reply);
      return reply.type('image/svg+xml; charset=utf-8').send(faviconSvg(faviconLook(tenant.name, tenant.palette_color, 'day')));
    },
  });
};
