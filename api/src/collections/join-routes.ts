import { timingSafeEqual } from 'node:crypto';
import { migrateDesign, pictureSource } from '@teamwear/design';
import { thumbnailScene, type ThumbnailScene } from '@teamwear/design/scene';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTION_ENTRIES_MAX, COLLECTION_MESSAGES, DesignProduct, ENTRY_TOKEN_HEADER, joinEndpoints, type OwnEntry, type PlayerShare } from '@teamwear/shared/contracts';
import { isoOf } from '../db/iso-text';
import type { TenantRow } from '../db/schema';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { anonymousRateLimit, joinWritesRateLimit } from '../http/rate-limits';
import { sizeGuideOf } from '../catalogue/catalogue-settings';
import { tenantOf } from '../tenancy/tenant-plugin';
import { queueEntryCopy } from './collection-mail';
import { paymentLinesOf, playerShareOf } from './players-pay';
import { sizeChartOf } from '../tenancy/tenant-settings';
import {
  checkedEntry,
  collectionByCode,
  entryRows,
  entryCount,
  isOpen,
  newEntryToken,
  noSuchEntry,
  numberTaken,
  piecesOf,
  productTypeOf,
  refuseTakenNumber,
  refusingNumberClash,
  reserveEntries,
  toEntry,
  tokenHash,
  type EntryRow,
} from './collection-queries';

const closed = () => new HttpError(409, 'COLLECTION_CLOSED', COLLECTION_MESSAGES.closed);

const ownEntry = (row: EntryRow, share: PlayerShare | null): OwnEntry => {
  const { id, name, number, size, shortsSize, email, updatedAt } = toEntry(row);
  return { id, name, number, size, shortsSize, email, updatedAt, share };
};

/**
 * The design's front and back as the players' page draws them (its player name and number layers
 * tagged), so that the page need not read, migrate and draw the design document itself: an edited
 * picture is sent already edited. Null for a document the studio could not open either.
 */
function joinScenes(document: unknown): { front: ThumbnailScene; back: ThumbnailScene } | null {
  const migrated = migrateDesign(document);
  if (!migrated.ok) return null;
  const drawn = (scene: ThumbnailScene): ThumbnailScene => ({
    ...scene,
    layers: scene.layers.map((layer) => (layer.kind === 'image' && layer.edits ? { ...layer, src: pictureSource({ src: layer.src, edits: layer.edits }), edits: null } : layer)),
  });
  return { front: drawn(thumbnailScene(migrated.doc, 'front')), back: drawn(thumbnailScene(migrated.doc, 'back')) };
}

/** The entry whose token this is; the same 404 for no such entry and a wrong token (nothing tells them apart). */
function entryWithToken(rows: EntryRow[], entryId: string, token: unknown): EntryRow {
  const row = rows.find((each) => each.id === entryId);
  if (!row?.token_hash || typeof token !== 'string' || token.length > 128) throw noSuchEntry();
  const given = Buffer.from(tokenHash(token));
  const kept = Buffer.from(row.token_hash);
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) throw noSuchEntry();
  return row;
}

/**
 * A size collection's public calls (issue 37): the players' page reads the collection by its link's
 * code, a player joins (name, number, sizes, an e-mail for a copy) and gets a private token that
 * alone reads and changes their entry until the deadline. Nothing of the manager's, nor another
 * player's entry, is ever answered here; joins of one collection take turns on its row, so its
 * limit and its numbers hold when players send at the same moment.
 */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  // Besides each IP's limit, one per collection: a flood spread over many addresses stops at the
  // collection it aims at, and other teams' links keep working. (A second route rateLimit would
  // not run: the plugin applies one per request, so this one is counted by hand.)
  const collectionLimit = app.config.rateLimit
    ? app.createRateLimit({
        max: app.config.rateLimit.collectionWritesPerMinute ?? 120,
        timeWindow: 60_000,
        keyGenerator: (request) => `collection:${tenantOf(request).id}:${(request.params as { code?: string }).code ?? ''}`,
      })
    : null;
  const perCollection = async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await collectionLimit?.(request);
    // isAllowed means an allow-listed key; a counted request is refused only once it is over the limit.
    if (!outcome || outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    throw new HttpError(429, 'RATE_LIMITED', `Too many players are sending at once: try again in ${outcome.ttlInSeconds} seconds`);
  };
  /** The taken number's 409, read after a transaction that met the one-number index. */
  const takenAfterClash = (tenant: TenantRow, code: string, number: number | null | undefined) =>
    readAsTenant(app.db, tenant.id, async (tx) => numberTaken(tx, tenant, (await collectionByCode(tx, tenant.id, code)).id, number ?? 0));

  app.route({
    ...routeOf(joinEndpoints.view, {
      tags: ['collections'],
      summary: 'A size collection as its players see it: the design, the deadline, the pieces, the size guide',
      description: '404 for a code that is not one of the shop’s collections.',
    }),
    config: anonymousRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const data = await readAsTenant(app.db, tenant.id, async (tx) => {
        const row = await collectionByCode(tx, tenant.id, request.params.code);
        const design = row.design_id
          ? await tx.selectFrom('designs').select('document').where('tenant_id', '=', tenant.id).where('id', '=', row.design_id).executeTakeFirst()
          : undefined;
        const count = await entryCount(tx, tenant.id, row.id);
        return {
          code: row.code,
          title: row.title,
          deadline: isoOf(row.deadline),
          open: isOpen(row, app.clock.now()),
          product: DesignProduct.parse(row.product),
          // The design as the manager keeps it now; the copy taken at the start once they delete it.
          scenes: joinScenes(design?.document ?? row.document),
          pieces: piecesOf(row),
          printNames: row.print_names,
          printNumbers: row.print_numbers,
          message: row.message,
          entryCount: count,
          entriesMax: COLLECTION_ENTRIES_MAX,
          numberRange: sizeChartOf(tenant).numberRange,
          sizeGuide: sizeGuideOf(tenant, productTypeOf(row)),
          shareCents: row.share_cents,
        };
      });
      reply.header('cache-control', 'no-store');
      return { data };
    },
  });

  app.route({
    ...routeOf(joinEndpoints.join, {
      tags: ['collections'],
      summary: 'Join a size collection: the name and number to print, the sizes, an e-mail for a copy',
      description:
        'Answers the entry and its private token (send it as `X-Entry-Token` to read or change the entry). 409 NUMBER_TAKEN with ' +
        '`freeNumbers`; 409 COLLECTION_CLOSED after the deadline; 409 COLLECTION_FULL at 100 entries.',
    }),
    config: joinWritesRateLimit(app.config),
    preHandler: perCollection,
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const token = newEntryToken();
      const entry = await refusingNumberClash(
        () =>
          withTenant(app.db, tenant.id, async (tx) => {
            const row = await collectionByCode(tx, tenant.id, request.params.code, true);
            if (!isOpen(row, app.clock.now())) throw closed();
            await reserveEntries(tx, tenant.id, row.id, 1);
            const fields = checkedEntry(tenant, row, request.body);
            await refuseTakenNumber(tx, tenant, row, fields.number, null);
            const inserted = await tx
              .insertInto('size_collection_entries')
              .values({
                tenant_id: tenant.id,
                collection_id: row.id,
                name: fields.name,
                number: fields.number,
                size: fields.size,
                shorts_size: fields.shortsSize,
                email: fields.email,
                language: request.body.language,
                source: 'player',
                token_hash: tokenHash(token),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (fields.email)
              await queueEntryCopy(tx, app.clock, tenant, row, { ...fields, id: inserted.id, email: fields.email, language: request.body.language }, token);
            const rows = await entryRows(tx, tenant.id, row.id).where('id', '=', inserted.id).execute();
            return ownEntry(rows[0] as EntryRow, playerShareOf(tenant, row, inserted.id, [], app.clock.now()));
          }),
        () => takenAfterClash(tenant, request.params.code, request.body.number),
      );
      if (entry.email) app.mailer.kick();
      return reply.code(201).send({ data: entry, token });
    },
  });

  app.route({
    ...routeOf(joinEndpoints.read, {
      tags: ['collections'],
      summary: 'A player’s own entry, with the private token they got when joining (`X-Entry-Token`); where players pay, their share with a KHQR code',
      description: '404 alike for an entry that does not exist and a token that is not its own.',
    }),
    config: anonymousRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const data = await readAsTenant(app.db, tenant.id, async (tx) => {
        const row = await collectionByCode(tx, tenant.id, request.params.code);
        const mine = entryWithToken(await entryRows(tx, tenant.id, row.id).execute(), request.params.entryId, request.headers[ENTRY_TOKEN_HEADER]);
        const lines = row.share_cents === null ? [] : await paymentLinesOf(tx, tenant.id, row.id, mine.id);
        return ownEntry(mine, playerShareOf(tenant, row, mine.id, lines, app.clock.now()));
      });
      reply.header('cache-control', 'no-store');
      return { data };
    },
  });

  app.route({
    ...routeOf(joinEndpoints.change, {
      tags: ['collections'],
      summary: 'Change one’s own entry until the deadline, with its private token (`X-Entry-Token`)',
      description: '409 COLLECTION_CLOSED after the deadline; 409 NUMBER_TAKEN with `freeNumbers`.',
    }),
    config: joinWritesRateLimit(app.config),
    preHandler: perCollection,
    handler: async (request) => {
      const tenant = tenantOf(request);
      const data = await refusingNumberClash(
        () =>
          withTenant(app.db, tenant.id, async (tx) => {
            const row = await collectionByCode(tx, tenant.id, request.params.code, true);
            const mine = entryWithToken(await entryRows(tx, tenant.id, row.id).execute(), request.params.entryId, request.headers[ENTRY_TOKEN_HEADER]);
            if (!isOpen(row, app.clock.now())) throw closed();
            const fields = checkedEntry(tenant, row, request.body);
            await refuseTakenNumber(tx, tenant, row, fields.number, mine.id);
            await tx
              .updateTable('size_collection_entries')
              .set({
                name: fields.name,
                number: fields.number,
                size: fields.size,
                shorts_size: fields.shortsSize,
                email: fields.email,
                language: request.body.language,
                updated_at: app.clock.now(),
              })
              .where('tenant_id', '=', tenant.id)
              .where('id', '=', mine.id)
              .execute();
            const rows = await entryRows(tx, tenant.id, row.id).where('id', '=', mine.id).execute();
            const lines = row.share_cents === null ? [] : await paymentLinesOf(tx, tenant.id, row.id, mine.id);
            return ownEntry(rows[0] as EntryRow, playerShareOf(tenant, row, mine.id, lines, app.clock.now()));
          }),
        () => takenAfterClash(tenant, request.params.code, request.body.number),
      );
      return { data };
    },
  });
};
