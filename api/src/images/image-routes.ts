import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ArtParams, imageEndpoints, SHOP_IMAGE_TYPES, ShopImageParams, type ShopPicture } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { tenantOf } from '../tenancy/tenant-plugin';
import { routeOf } from '../http/endpoint-route';
import { notFound, validationFailed } from '../http/errors';
import { anonymousRateLimit } from '../http/rate-limits';
import { cachePublicPerShop, varyPerShop } from '../http/public-cache';
import { ART_SIZE } from './art/svg';
import { builtInArt, findArt } from './art/built-in-art';
import { searchImages, type SearchableImage } from './image-search';
import { recordAudit } from '../audit/audit-log';
import { addShopImage, decodePicture, looksLike, removeShopImage, retagShopImage, SHOP_IMAGE_LIMIT, shopImages, shopPictures } from './shop-images';
import { svgProblem } from './svg-check';

const artUrl = (id: string) => `/api/images/art/${id}`;

/** How the audit log names a picture: its tags, as the team typed them. */
const pictureLabel = (picture: ShopPicture) => [...picture.tags.en, ...picture.tags.kh].join(', ');
/** What the audit log keeps of a picture: what the team chose, not its bytes. */
const pictureFacts = (picture: ShopPicture) => ({ type: picture.type, transparent: picture.transparent, tags: picture.tags });

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
        'transparent ones when `transparent=true`; `page` counts from 0. Answers `{ totalHits, hits }`: the ' +
        "shop's own pictures (newest first), then the built-in art.",
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      // The shop's own pictures first (newest first), then the built-in art.
      const own = await withTenant(app.db, tenant.id, (tx) => shopImages(tx, tenant.id));
      cachePublicPerShop(reply);
      return searchImages([...own, ...builtInImages()], request.query);
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

  app.get(
    '/api/images/shop/:id',
    {
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
      schema: {
        tags: ['images'],
        summary: "One of the shop's own pictures of the image library",
        params: ShopImageParams,
        produces: [...SHOP_IMAGE_TYPES],
        response: { 200: z.unknown().describe('The picture'), 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const row = await withTenant(app.db, tenant.id, (tx) =>
        tx.selectFrom('library_images').select(['content_type', 'data']).where('tenant_id', '=', tenant.id).where('id', '=', request.params.id).executeTakeFirst(),
      );
      if (!row) throw notFound('No such picture');
      varyPerShop(reply);
      return reply
        .type(row.content_type)
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(row.data);
    },
  );

  app.route({
    ...routeOf(imageEndpoints.uploadShopImage, {
      tags: ['provider'],
      summary: "Add a picture to the shop's image library",
      description:
        'A PNG, JPEG, WebP or SVG as a base64 data URL (about 2 MB at most), its type, whether its ground is ' +
        'transparent, and its tags `{ en: [...], kh: [...] }` (at least one in either language). Owners and staff (permission pictures). An SVG ' +
        'must be well-formed XML of drawing elements that refers to nothing outside itself; otherwise it is refused ' +
        'with what was found (a script, an event handler, an outside address…).',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticateStaff('pictures'),
    handler: async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      const picture = decodePicture(request.body.picture);
      if (!looksLike(picture.contentType, picture.data)) throw validationFailed('picture', 'picture is not the kind of picture its data URL says');
      const svgRefusal = picture.contentType === 'image/svg+xml' ? svgProblem(picture.data) : null;
      if (svgRefusal) throw validationFailed('picture', svgRefusal);
      const added = await withTenant(app.db, tenantId, async (tx) => {
        const count = await tx.selectFrom('library_images').select((eb) => eb.fn.countAll<string>().as('count')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
        if (Number(count.count) >= SHOP_IMAGE_LIMIT) throw validationFailed('picture', `the shop's library holds at most ${SHOP_IMAGE_LIMIT} pictures`);
        const kept = await addShopImage(tx, tenantId, request.body, picture);
        await recordAudit(tx, { tenantId, actorId: userId, area: 'pictures', action: 'picture.added', subject: pictureLabel(kept.picture), after: pictureFacts(kept.picture) });
        return kept.searchable;
      });
      return reply.code(201).send({ data: added.hit });
    },
  });

  app.route({
    ...routeOf(imageEndpoints.deleteShopImage, {
      tags: ['provider'],
      summary: "Take a picture out of the shop's image library",
      description: 'Designs that placed it keep their own copy. Shop administrators only (provider token).',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticateStaff('pictures'),
    handler: async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      await withTenant(app.db, tenantId, async (tx) => {
        const removed = await removeShopImage(tx, tenantId, request.params.id);
        if (!removed) throw notFound('No such picture');
        await recordAudit(tx, { tenantId, actorId: userId, area: 'pictures', action: 'picture.removed', subject: pictureLabel(removed), before: pictureFacts(removed) });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(imageEndpoints.listShopImages, {
      tags: ['provider'],
      summary: "The shop's own pictures, with their English and Khmer tags",
      description: `Newest first, at most ${SHOP_IMAGE_LIMIT} (what a shop may keep). Each with where it is served. Owners and staff (permission pictures).`,
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticateStaff('pictures'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const data = await readAsTenant(app.db, tenantId, (tx) => shopPictures(tx, tenantId));
      return { data, limit: SHOP_IMAGE_LIMIT };
    },
  });

  app.route({
    ...routeOf(imageEndpoints.retagShopImage, {
      tags: ['provider'],
      summary: "Changes the English and Khmer tags of one of the shop's pictures",
      description: 'The tags are replaced whole: `{ tags: { en: [...], kh: [...] } }`, at least one tag in either language. Owners and staff (permission pictures).',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticateStaff('pictures'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const changed = await withTenant(app.db, tenantId, async (tx) => {
        const retagged = await retagShopImage(tx, tenantId, request.params.id, request.body.tags);
        if (!retagged) throw notFound('No such picture');
        await recordAudit(tx, {
          tenantId,
          actorId: userId,
          area: 'pictures',
          action: 'picture.tagged',
          subject: pictureLabel(retagged.after),
          before: { tags: retagged.before.tags },
          after: { tags: retagged.after.tags },
        });
        return retagged.after;
      });
      return { data: changed };
    },
  });
};
