import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fontEndpoints } from '@teamwear/shared/contracts';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { cachePublicPerShop } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { fontCatalogue, fontDetails, fontFilePath, listFonts } from './font-catalogue';

/** A font file's name says its package version's content: it never changes under its address. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The font catalogue (docs/product.md §3): the same self-hosted families for every shop, no
 * sign-in (a visitor designs too). The list and a family's pieces are rate-limited like other
 * anonymous reads; the pieces themselves are static files a page asks for by the dozen (a CJK
 * text), cached for good by the browser.
 */
export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fontEndpoints.list, {
      tags: ['fonts'],
      summary: 'The font families, by language',
      description: '`lang` (kh, th, jp, kr, cn, en) keeps the families that write it, `q` those whose name holds it. Each family lists its `lang` from its subsets.',
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      cachePublicPerShop(reply);
      return listFonts(fontCatalogue().values(), request.query);
    },
  });

  app.route({
    ...routeOf(fontEndpoints.details, {
      tags: ['fonts'],
      summary: "A family's woff2 pieces by weight, style and unicode range",
      description: '`weight` and `style` keep one variant; `text` keeps the unicode-range pieces that hold a letter of it.',
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const font = fontCatalogue().get(request.params.id);
      if (!font) throw notFound('No such font');
      cachePublicPerShop(reply);
      return fontDetails(font, request.query);
    },
  });

  app.route({
    ...routeOf(fontEndpoints.file, { tags: ['fonts'], summary: 'A woff2 piece of a family', produces: ['font/woff2'] }),
    config: { crossOrigin: true },
    handler: async (request, reply) => {
      const font = fontCatalogue().get(request.params.id);
      const path = font ? fontFilePath(font, request.params.file) : null;
      if (!path) throw notFound('No such font file');
      return reply.type('font/woff2').header('cache-control', FILE_CACHE_CONTROL).send(await readFile(path));
    },
  });
};
