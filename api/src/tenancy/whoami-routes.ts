import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantEndpoints } from '@teamwear/shared/contracts';
import { PUBLIC_CACHE_CONTROL, varyPerShop } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { ifNoneMatchHits, type WhoamiDocument } from './tenant-directory';
import { tenantOf } from './tenant-plugin';
import { routeOf } from '../http/endpoint-route';

/**
 * A public document per host: browsers and shared caches may keep it a minute, then revalidate with
 * If-None-Match (304). It depends on the host, which behind the gateway arrives as X-Forwarded-Host.
 */
const CACHE_CONTROL = PUBLIC_CACHE_CONTROL;

/**
 * Not a closure made per request: the API runs under tsx, which names every function it creates
 * (esbuild's keepNames), so a closure costs a property definition each time it is made.
 */
function sendWhoami(request: FastifyRequest, reply: FastifyReply, document: WhoamiDocument): void {
  varyPerShop(reply.header('cache-control', CACHE_CONTROL).header('etag', document.etag));
  if (ifNoneMatchHits(request.headers['if-none-match'], document.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(document.body);
}

/** `GET /whoami` (and `/api/whoami`): the shop this host belongs to. */
export const whoamiRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/whoami', '/api/whoami']) {
    app.route({
      ...routeOf(tenantEndpoints.whoami, {
        hide: url !== '/whoami',
        tags: ['tenant'],
        summary: "The tenant of the request's host: brand, products and templates",
        description: `\`Cache-Control: ${CACHE_CONTROL}\` with an ETag; \`If-None-Match\` with the current one answers 304 without a body.`,
      }),
      url,
      // The embedded studio on an allowed partner site reads it too.
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
      handler: (request, typedReply) => {
        // The body is already serialised (and checked against WhoamiResponse) once per tenant: it is
        // sent as it is, which the schema-typed reply does not allow for.
        const reply = typedReply as FastifyReply;
        const tenant = tenantOf(request);
        const made = app.tenants.whoamiIfMade(tenant);
        if (made) {
          sendWhoami(request, reply, made);
          return;
        }
        return app.tenants.whoami(tenant).then((document) => {
          sendWhoami(request, reply, document);
        });
      },
    });
  }
};
