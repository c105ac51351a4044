import { z } from 'zod';
import { storableText } from './untrusted-input';
import { imageAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { MY_IMAGE_MAX_DATA_URL } from './my-image-limits';

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
  q: storableText('q must be text', { label: 'q' }).trim().max(100, 'q must be at most 100 characters').default('').describe('Words to find in the tags, English or Khmer; every word must match'),
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

/** The pictures a shop may upload, as data URLs (base64). */
export const SHOP_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
/** About 2 MB of picture once decoded. */
export const SHOP_IMAGE_MAX_DATA_URL = 2_800_000;

/** The most tags a picture has in each language, and a tag's length. */
export const SHOP_IMAGE_TAGS_MAX = 20;
export const SHOP_IMAGE_TAG_MAX_LENGTH = 40;

const tagList = (language: string) =>
  z
    .array(
      storableText('a tag must be text', { label: 'A tag' })
        .trim()
        .min(1, 'a tag cannot be empty')
        .max(SHOP_IMAGE_TAG_MAX_LENGTH, `a tag is at most ${SHOP_IMAGE_TAG_MAX_LENGTH} characters`),
      { error: `${language} tags must be a list of words` },
    )
    .max(SHOP_IMAGE_TAGS_MAX, `at most ${SHOP_IMAGE_TAGS_MAX} ${language} tags`)
    .default([]);

/**
 * A picture's tags in English and in Khmer, each a list of words the studio's search finds (a part
 * of a tag is enough); at least one in either language. The same word twice is kept once.
 */
export const ShopImageTags = z
  .object({ en: tagList('English'), kh: tagList('Khmer') }, { error: 'tags must be { en: [...], kh: [...] }' })
  .refine((tags) => tags.en.length + tags.kh.length > 0, { message: 'give at least one tag, in English or Khmer' });
export type ShopImageTags = z.infer<typeof ShopImageTags>;

export const ShopImageUpload = z.object({
  picture: z
    .string()
    .max(SHOP_IMAGE_MAX_DATA_URL, 'picture must be at most about 2 MB')
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/, 'picture must be a base64 data URL of a PNG, JPEG, WebP or SVG picture'),
  type: z.enum(IMAGE_TYPES, { error: 'type must be photo, illustration or vector' }),
  transparent: z.boolean({ error: 'transparent must be true or false' }),
  tags: ShopImageTags,
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});
export type ShopImageUpload = z.infer<typeof ShopImageUpload>;

export const ShopImageResponse = z.object({ data: ImageHit });
export const ShopImageParams = z.object({ id: z.uuid({ error: 'id must be a picture id' }) });

/** One of the shop's own pictures as its team manages it in the back office. */
export const ShopPicture = z.object({
  id: z.uuid(),
  type: z.enum(IMAGE_TYPES),
  transparent: z.boolean(),
  tags: z.object({ en: z.array(z.string()), kh: z.array(z.string()) }),
  /** Where it is served (no sign-in: the studio shows it to customers). */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  createdAt: z.string(),
});
export type ShopPicture = z.infer<typeof ShopPicture>;
/** Newest first; `limit` is how many the shop may keep. */
export const ShopPictureListResponse = z.object({ data: z.array(ShopPicture), limit: z.number().int().positive() });
export type ShopPictureListResponse = z.infer<typeof ShopPictureListResponse>;
export const ShopPictureResponse = z.object({ data: ShopPicture });
export type ShopPictureResponse = z.infer<typeof ShopPictureResponse>;
/** `PUT /api/provider/images/:id/tags`: the picture's tags, replaced whole. */
export const ShopImageRetag = z.object({ tags: ShopImageTags });
export type ShopImageRetag = z.infer<typeof ShopImageRetag>;

export { MY_IMAGE_MAX_DATA_URL, MY_IMAGE_LIMIT } from './my-image-limits';

export const MyImageUpload = z.object({
  picture: z
    .string()
    .max(MY_IMAGE_MAX_DATA_URL, 'picture must be at most about 300 KB')
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/, 'picture must be a base64 data URL of a PNG, JPEG, WebP or SVG picture'),
  /** The file's name, kept as the picture's tag (what the customer will recognise it by). */
  name: storableText('name must be text', { label: 'name' }).trim().max(80, 'name is at most 80 characters').default(''),
  width: z.number({ error: 'width must be a whole number of pixels' }).int().min(1).max(10_000),
  height: z.number({ error: 'height must be a whole number of pixels' }).int().min(1).max(10_000),
});
export type MyImageUpload = z.infer<typeof MyImageUpload>;

export const MyImagesQuery = ImageSearchQuery.pick({ page: true, per_page: true });
export const MyImageParams = z.object({ id: z.uuid({ error: 'id must be a picture id' }) });

export const imageEndpoints = {
  search: defineEndpoint({
    ...imageAddresses.search,
    query: ImageSearchQuery,
    responses: { 200: ImageSearchResponse, 400: ApiError, 429: ApiError },
  }),
  /** A shop administrator adds a picture to the shop's library (provider token). */
  uploadShopImage: defineEndpoint({
    ...imageAddresses.uploadShopImage,
    body: ShopImageUpload,
    responses: { 201: ShopImageResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  }),
  /** The shop's own pictures with their tags per language, newest first, for its back office. */
  listShopImages: defineEndpoint({
    ...imageAddresses.listShopImages,
    responses: { 200: ShopPictureListResponse, 401: ApiError, 403: ApiError, 429: ApiError },
  }),
  /** Replaces a picture's tags in both languages. */
  retagShopImage: defineEndpoint({
    ...imageAddresses.retagShopImage,
    params: ShopImageParams,
    body: ShopImageRetag,
    responses: { 200: ShopPictureResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** …and takes one away (designs that placed it keep their copy). */
  deleteShopImage: defineEndpoint({
    ...imageAddresses.deleteShopImage,
    params: ShopImageParams,
    responses: { 204: z.null(), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** The signed-in customer's own uploads ("My uploads"), newest first, paged as the search is. */
  listMine: defineEndpoint({
    ...imageAddresses.listMine,
    query: MyImagesQuery,
    responses: { 200: ImageSearchResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  }),
  /** Keeps a picture the customer uploaded in the studio. */
  uploadMine: defineEndpoint({
    ...imageAddresses.uploadMine,
    body: MyImageUpload,
    responses: { 201: ShopImageResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  }),
  /** One of them, its bytes (for the customer alone: it needs their token). */
  mine: defineEndpoint({
    ...imageAddresses.mine,
    params: MyImageParams,
    responses: { 200: z.unknown().describe('The picture: PNG, JPEG, WebP or SVG'), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** …and forgets it (designs that placed it keep their copy). */
  deleteMine: defineEndpoint({
    ...imageAddresses.deleteMine,
    params: MyImageParams,
    responses: { 204: z.null(), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
};
