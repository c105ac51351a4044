import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESIGN_CONFLICT_MESSAGE, designEndpoints, type DesignListResponse } from '@teamwear/shared/contracts';
import { sql } from 'kysely';
// Two parsed JSON documents are the same whatever the order of their keys (jsonb keeps its own).
import { isDeepStrictEqual as sameJson } from 'node:util';
import { principalOf } from '../auth/bearer-auth';
import { CompiledOnce } from '../db/compiled-once';
import { isoText } from '../db/iso-text';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { likePattern } from '../db/like-pattern';
import { tenantOf } from '../tenancy/tenant-plugin';
import { maxDesignsPerUser, maxStoredBytesPerUser } from '../tenancy/tenant-settings';
import {
  copyName,
  defaultDesignName,
  designBytes,
  findDesign,
  insertDesign,
  lockOwner,
  ownedDesigns,
  reserveDesignSlot,
  reserveStorage,
  toDesign,
  toDesignSummary,
  type DesignOwner,
} from './design-queries';
import { routeOf } from '../http/endpoint-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Someone else's design, another shop's, a deleted one and a malformed id all answer the same 404:
// the answer never tells that a design exists.
const noSuchDesign = () => notFound('No such design');

const bearer = [{ bearerAuth: [] }];

/** A page of the owner's designs, newest save first, with the number of all that match (compiled once per filter). */
const designsPage = new CompiledOnce(
  (tx: TenantTx, shape: { product: boolean; search: boolean }, values: DesignOwner & { product: string; pattern: string; limit: number; offset: number }) => {
    let owned = ownedDesigns(tx, values);
    if (shape.product) owned = owned.where('product', '=', values.product);
    if (shape.search) owned = owned.where(sql<string>`normalize(name, NFC)`, 'ilike', values.pattern);
    return (
      owned
        .select(['id', 'tenant_id', 'user_id', 'product', 'name', 'version', 'thumbnail', 'stored_bytes'])
        .select([isoText('designs.created_at').as('created_at'), isoText('designs.updated_at').as('updated_at')])
        .select(sql<number>`(count(*) over ())::int`.as('total'))
        // Qualified: the times are selected as text under their own names, and sorted as times.
        .orderBy('designs.updated_at', 'desc')
        .orderBy('designs.created_at', 'desc')
        .orderBy('designs.id', 'desc')
        .limit(values.limit)
        .offset(values.offset)
    );
  },
);

/** A user's saved designs (issue 5): create, list, read, save with a version check, delete, duplicate. */
export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  const designId = (id: string): string => {
    if (!UUID.test(id)) throw noSuchDesign();
    return id;
  };

  app.route({
    ...routeOf(designEndpoints.create, {
      tags: ['designs'],
      summary: 'Save a new design',
      description:
        "Stores the studio's document (checked here only for its envelope and size) at version 1. 409 " +
        "DESIGN_LIMIT_REACHED when the user already has the shop's maximum of designs " +
        '(`settings.designs.maxPerUser`, 20 by default); 409 STORAGE_LIMIT_REACHED when their designs would ' +
        'store more than the shop allows per account (`settings.storage.maxBytesPerUser`, 20 MiB by default).',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const { document, name, thumbnail } = request.body;
      const row = await withTenant(app.db, owner.tenantId, async (tx) => {
        await lockOwner(tx, owner);
        await reserveDesignSlot(tx, owner, maxDesignsPerUser(tenant));
        await reserveStorage(tx, owner, maxStoredBytesPerUser(tenant), designBytes(document, thumbnail ?? null));
        return insertDesign(tx, owner, {
          product: document.product,
          name: name ?? defaultDesignName(document),
          document,
          thumbnail: thumbnail ?? null,
          now: app.clock.now(),
        });
      });
      request.log.info({ designId: row.id }, 'design created');
      return reply.code(201).send({ data: toDesign(row) });
    },
  });

  app.route({
    ...routeOf(designEndpoints.list, {
      tags: ['designs'],
      summary: "The signed-in user's designs, most recently saved first (without their documents)",
      description:
        '`product` and `search` (part of the name, any case) filter; `total` counts the matching designs, `count` ' +
        "all of the user's designs, against the shop's `limit`.",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const { product, search, page, pageSize } = request.query;
      const limit = maxDesignsPerUser(tenantOf(request));
      return app.listAnswers.send<DesignListResponse>(reply, { list: 'designs', owner, variant: [request.query, limit] }, async (tx) => {
        const matching = () => {
          let owned = ownedDesigns(tx, owner);
          if (product) owned = owned.where('product', '=', product);
          if (search) owned = owned.where(sql<string>`normalize(name, NFC)`, 'ilike', likePattern(search.normalize('NFC')));
          return owned;
        };
        const counted = async () => {
          if (!product && !search) return null;
          const all = await ownedDesigns(tx, owner).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
          return all.count;
        };
        // The page and the number of all matching rows in one query (the window is counted before
        // LIMIT/OFFSET); only a page past the end, which has no row to carry the count, counts again.
        const found = await designsPage.execute(
          tx,
          { product: Boolean(product), search: Boolean(search) },
          { ...owner, product: product ?? '', pattern: search ? likePattern(search.normalize('NFC')) : '', limit: pageSize, offset: (page - 1) * pageSize },
        );
        const first = found[0];
        const total = first ? first.total : page === 1 ? 0 : (await matching().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
        // Without a filter the matching designs are all of them.
        return { data: found.map(toDesignSummary), total, page, pageSize, count: (await counted()) ?? total, limit };
      });
    },
  });

  app.route({
    ...routeOf(designEndpoints.read, {
      tags: ['designs'],
      summary: 'One of the signed-in user’s designs, with its document and version',
      description: "404 for a design that is not the caller's, is another shop's, or was deleted.",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const id = designId(request.params.id);
      const row = await withTenant(app.db, owner.tenantId, (tx) => findDesign(tx, owner, id));
      if (!row) throw noSuchDesign();
      return { data: toDesign(row) };
    },
  });

  app.route({
    ...routeOf(designEndpoints.save, {
      tags: ['designs'],
      summary: 'Save a design over the version the edit started from',
      description:
        'Saves only if the design is still at `baseVersion` (one atomic `update … where version = baseVersion`), ' +
        'and answers it with `version` one higher. Otherwise 409 DESIGN_CONFLICT with the current version and ' +
        'time, and nothing is saved: reload it, or keep the edit as a copy with `POST /api/designs`.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const id = designId(request.params.id);
      const { document, baseVersion, name, thumbnail } = request.body;
      const tenant = tenantOf(request);
      const now = app.clock.now();
      const row = await withTenant(app.db, owner.tenantId, async (tx) => {
        await lockOwner(tx, owner);
        const current = await findDesign(tx, owner, id, { forUpdate: true });
        if (!current) throw noSuchDesign();
        if (current.product !== document.product) {
          throw validationFailed('document.product', `A design cannot change its product (this one is "${current.product}")`);
        }
        if (current.version !== baseVersion) {
          throw new HttpError(409, 'DESIGN_CONFLICT', DESIGN_CONFLICT_MESSAGE, {
            extra: { current: { version: current.version, updatedAt: current.updated_at.toISOString() } },
          });
        }
        // A stored picture shows the document it was drawn from: a save that changes the document
        // without a picture of it drops the old one (the lists then draw the document itself); a
        // save of the same document (a rename) keeps it.
        const keptThumbnail = thumbnail !== undefined ? thumbnail : sameJson(document, current.document) ? current.thumbnail : null;
        const bytes = designBytes(document, keptThumbnail);
        await reserveStorage(tx, owner, maxStoredBytesPerUser(tenant), bytes, current.id);
        // The row is locked and its version checked; the version condition stays as a guard.
        return tx
          .updateTable('designs')
          .set((eb) => ({
            document: JSON.stringify(document),
            version: eb('version', '+', 1),
            updated_at: now,
            stored_bytes: bytes,
            ...(name !== undefined ? { name } : {}),
            thumbnail: keptThumbnail,
          }))
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', '=', id)
          .where('version', '=', baseVersion)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { data: toDesign(row) };
    },
  });

  app.route({
    ...routeOf(designEndpoints.remove, {
      tags: ['designs'],
      summary: 'Delete one of the signed-in user’s designs',
      description: 'The design is removed at once, with what it stored: it no longer counts toward the limits.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const id = designId(request.params.id);
      const deleted = await withTenant(app.db, owner.tenantId, (tx) =>
        tx
          .deleteFrom('designs')
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!deleted) throw noSuchDesign();
      request.log.info({ designId: id }, 'design deleted');
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(designEndpoints.duplicate, {
      tags: ['designs'],
      summary: 'Copy one of the signed-in user’s designs as a new design named "<name> (copy)"',
      description: 'The copy starts at version 1 and counts toward the limits (409 DESIGN_LIMIT_REACHED, STORAGE_LIMIT_REACHED).',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const id = designId(request.params.id);
      const tenant = tenantOf(request);
      const row = await withTenant(app.db, owner.tenantId, async (tx) => {
        await lockOwner(tx, owner);
        const source = await findDesign(tx, owner, id);
        if (!source) throw noSuchDesign();
        await reserveDesignSlot(tx, owner, maxDesignsPerUser(tenant));
        await reserveStorage(tx, owner, maxStoredBytesPerUser(tenant), source.stored_bytes);
        return insertDesign(tx, owner, {
          product: source.product,
          name: copyName(source.name),
          document: source.document,
          thumbnail: source.thumbnail,
          now: app.clock.now(),
        });
      });
      request.log.info({ designId: row.id, copyOf: id }, 'design duplicated');
      return reply.code(201).send({ data: toDesign(row) });
    },
  });
};
