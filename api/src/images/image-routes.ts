import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ArtParams, imageEndpoints } from '@teamwear/shared/contracts';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { anonymousRateLimit } from '../http/rate-limits';
import { cachePublicPerShop } from '../http/public-cache';
import { ART_SIZE } from './art/svg';
import { builtInArt, findArt } from './art/built-in-art';
import { searchImages, type SearchableImage } from './image-search';

const artUrl = (id: string) => `/api/images/art/${id}`;

let builtIn: SearchableImage[] | null = null;
/** The built-in art as search entries: the same for every shop. */
function builtInImages(): SearchableImage[] {
  builtIn ??= builtInArt().map((entry) => ({
    id: entry.id,
    type: entry.type,
    transparent: entry.transparent,
    tags: [...entry.en, ...entry.kh],
    hit: {
      id: entry.id,
      type: entry.type,
      tags: [...new Set([...entry.en, ...entry.kh])].join(', '),
      previewURL: artUrl(entry.id),
      webformatURL: artUrl(entry.id),
      imageWidth: ART_SIZE,
      imageHeight: ART_SIZE,
    },
  }));
  return builtIn;
}

/**
 * The studio's image library (docs/product.md §1): `GET /api/images` searches it, no sign-in (a
 * visitor designs too); `GET /api/images/art/:id` serves a built-in picture as SVG.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(imageEndpoints.search, {
      tags: ['images'],
      summary: 'Search the image library',
      description:
        'Pictures whose tags (English or Khmer) contain every word of `q`, of one `image_type` (or `all`), only ' +
        'transparent ones when `transparent=true`; `page` counts from 0. Answers `{ totalHits, hits }`.',
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      cachePublicPerShop(reply);
      return searchImages(builtInImages(), request.query);
    },
  });

  app.get(
    '/api/images/art/:id',
    {
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
      schema: {
        tags: ['images'],
        summary: 'A built-in picture of the image library, as SVG',
        params: ArtParams,
        produces: ['image/svg+xml'],
        response: { 200: z.unknown().describe('The picture (image/svg+xml)'), 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const entry = findArt(request.params.id);
      if (!entry) throw notFound('No such picture');
      // Drawn by our code, never by a user: no script in it; the CSP keeps it so if opened alone.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(entry.svg);
    },
  );
};
