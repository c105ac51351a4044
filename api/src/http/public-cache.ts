import type { FastifyReply } from 'fastify';

/**
 * Public answers that depend only on the shop (whoami, templates, fabrics): browsers and shared
 * caches may keep them a minute. Behind the gateway the shop arrives as X-Forwarded-Host, not in
 * the URL a cache keys on, so every such answer varies on it: else one shop's answer could be
 * served to another's visitors.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
export const PER_SHOP_VARY = 'X-Forwarded-Host';

export function cachePublicPerShop(reply: FastifyReply): FastifyReply {
  return varyPerShop(reply.header('cache-control', PUBLIC_CACHE_CONTROL));
}

/** Adds X-Forwarded-Host to Vary, keeping what is there (a cross-origin answer already varies on Origin). */
export function varyPerShop(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, ${PER_SHOP_VARY}` : PER_SHOP_VARY);
}
