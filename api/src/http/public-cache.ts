import type { FastifyReply } from 'fastify';

/**
 * Public answers that depend only on the shop (whoami, templates, fabrics): browsers and shared
 * caches may keep them a minute. A cache keys on the URL, and the shop is not in it: behind the
 * gateway it arrives as X-Forwarded-Host, and on the embedded studio's calls as X-Shop-Key, and
 * those calls answer an allowed partner's Origin with its own CORS headers. So every such answer
 * names in Vary each request header that chose it: else one shop's answer (or one site's CORS
 * headers) could be served to another's visitors (issue 32, point 6).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
export const PER_SHOP_VARY = 'X-Forwarded-Host';
/** What the embedded studio's calls (`config.crossOrigin`) also depend on: the shop's key and the calling site. */
export const EMBED_VARY = ['Origin', 'X-Shop-Key', PER_SHOP_VARY] as const;

/** Adds header names to Vary, keeping what is there and naming none twice (any case). */
export function addVary(reply: FastifyReply, names: readonly string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const listed = current === undefined ? [] : String(current).split(',').map((name) => name.trim()).filter(Boolean);
  const known = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) {
    if (known.has(name.toLowerCase())) continue;
    known.add(name.toLowerCase());
    listed.push(name);
  }
  return reply.header('vary', listed.join(', '));
}

export function cachePublicPerShop(reply: FastifyReply): FastifyReply {
  return varyPerShop(reply.header('cache-control', PUBLIC_CACHE_CONTROL));
}

/** Adds X-Forwarded-Host to Vary, keeping what is there (an embed call already varies on its key and Origin). */
export function varyPerShop(reply: FastifyReply): FastifyReply {
  return addVary(reply, [PER_SHOP_VARY]);
}
