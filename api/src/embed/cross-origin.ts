import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { addVary, EMBED_VARY } from '../http/public-cache';
import { SHOP_KEY_HEADER, tenantOf } from '../tenancy/tenant-plugin';
import { embedOriginsOf } from '../tenancy/tenant-settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may be called from a partner site the shop allows (the embedded studio). */
    crossOrigin?: boolean;
  }
}

export const originNotAllowed = () => new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'This site may not use the shop’s studio');

/** Whether the request's Origin is the site the request came to (the shop's own pages). */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
}

/**
 * The API answers another site's page only where the shop allows it, and only on the routes the
 * embedded studio needs (public ones, `config.crossOrigin`): anything else called from a page of
 * another origin is refused (403 ORIGIN_NOT_ALLOWED) before the route runs, which also keeps other
 * sites from making a signed-in customer's browser write anything. No credentials are ever allowed
 * across origins: the embed sends no cookies and no tokens.
 */
export function installCrossOriginPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const crossOrigin = request.routeOptions.config.crossOrigin === true;
    // The studio's calls answer per Origin (CORS headers or a refusal) and per shop, which its
    // key may name: whether or not this request sent them, a cache must keep answers apart by them.
    if (crossOrigin) addVary(reply, EMBED_VARY);
    const origin = request.headers.origin;
    if (origin === undefined || sameOrigin(origin, request)) return done();
    const allowed = crossOrigin && embedOriginsOf(tenantOf(request)).includes(origin);
    if (!allowed) return done(originNotAllowed());
    allowOrigin(reply, origin);
    done();
  });

  // Preflights (the embed's JSON posts and its X-Shop-Key header). The shop of a preflight is the
  // host's: a browser's preflight carries header names, not their values.
  app.options('/*', { schema: { hide: true }, config: { crossOrigin: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !embedOriginsOf(tenantOf(request)).includes(origin)) throw originNotAllowed();
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', `content-type, ${SHOP_KEY_HEADER}`)
      .header('access-control-max-age', '600')
      .send();
  });
}
