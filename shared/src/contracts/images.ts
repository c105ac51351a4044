import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * The studio's image library (docs/product.md §1, §9): `GET /api/images` answers the shape image
 * services use (`{ totalHits, hits }`), searched by tags in English or Khmer, filtered by type and
 * transparency, paged from 0. The built-in art is served by `GET /api/images/art/:id`.
 */

export const IMAGE_TYPES = ['photo', 'illustration', 'vector'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The most hits one page may hold. */
export const IMAGES_MAX_PER_PAGE = 60;
export const IMAGES_DEFAULT_PER_PAGE = 24;

/** A query flag written as text: only `true` and `false` are read, anything else is refused. */
const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

export const ImageSearchQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').default('').describe('Words to find in the tags, English or Khmer; every word must match'),
  image_type: z
    .enum(['all', ...IMAGE_TYPES], { error: 'image_type must be all, photo, illustration or vector' })
    .default('all')
    .describe('all, photo, illustration or vector'),
  transparent: flag('transparent').optional().describe('true: only pictures with a transparent ground; false or absent: any ground'),
  page: z.coerce.number({ error: 'page must be a whole number from 0' }).int('page must be a whole number from 0').min(0, 'page must be a whole number from 0').max(10_000, 'page is at most 10000').default(0).describe('The page, from 0'),
  per_page: z.coerce
    .number({ error: `per_page must be a whole number from 1 to ${IMAGES_MAX_PER_PAGE}` })
    .int(`per_page must be a whole number from 1 to ${IMAGES_MAX_PER_PAGE}`)
    .min(1, `per_page must be a whole number from 1 to ${IMAGES_MAX_PER_PAGE}`)
    .max(IMAGES_MAX_PER_PAGE, `per_page must be a whole number from 1 to ${IMAGES_MAX_PER_PAGE}`)
    .default(IMAGES_DEFAULT_PER_PAGE),
});
export type ImageSearchQuery = z.infer<typeof ImageSearchQuery>;

export const ImageHit = z.object({
  id: z.string(),
  type: z.enum(IMAGE_TYPES),
  /** Comma-separated, English then Khmer (the image services' format). */
  tags: z.string(),
  /** A small picture for the grid (site path or URL). */
  previewURL: z.string(),
  /** The picture to place (site path or URL). */
  webformatURL: z.string(),
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
});
export type ImageHit = z.infer<typeof ImageHit>;

export const ImageSearchResponse = z.object({
  /** Every hit of the search, over all pages. */
  totalHits: z.number().int().min(0),
  hits: z.array(ImageHit),
});
export type ImageSearchResponse = z.infer<typeof ImageSearchResponse>;

export const ArtParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'id must be a library picture id').describe('A built-in picture id (from `hits[].id`)'),
});

export const imageEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/images',
    query: ImageSearchQuery,
    responses: { 200: ImageSearchResponse, 400: ApiError, 429: ApiError },
  }),
};
