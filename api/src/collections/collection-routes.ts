import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_DEADLINE_DAYS_MAX,
  COLLECTION_MESSAGES,
  DesignProduct,
  guidePiecesOf,
  needByBeforeDeadline,
  offeredSizes,
  sizeCollectionEndpoints,
} from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import { principalOf } from '../auth/bearer-auth';
import { sizeGuideOf } from '../catalogue/catalogue-settings';
import { readAsTenant, withTenant, type TenantTx } from '../db/tenant-scope';
import { findDesign } from '../designs/design-queries';
import { isoOf } from '../db/iso-text';
import { routeOf } from '../http/endpoint-route';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { tenantOf } from '../tenancy/tenant-plugin';
import {
  checkedEntry,
  collectionRows,
  collectionView,
  entryCount,
  reserveEntries,
  newCollectionCode,
  noSuchEntry,
  numberTaken,
  ownedCollection,
  piecesOf,
  productTypeOf,
  refuseTakenNumber,
  refusingNumberClash,
  toSummary,
  type CollectionRow,
  type EntryFields,
} from './collection-queries';
import { chatMessage, queueReminders } from './collection-mail';
import { mergeIntoRoster } from './roster-merge';
import { paymentLinesOf, turnPlayersPay } from './players-pay';

const bearer = [{ bearerAuth: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The team manager's size collections (issue 37, docs/product.md): start one from a saved design,
 * read it with its entries and sizes counted, change it, add, change or remove entries by hand,
 * close it (the entries join the roster) and reopen it. A customer's own, under row-level security.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A deadline ahead, but not absurdly far. */
  const checkDeadline = (deadline: string) => {
    const at = new Date(deadline).getTime();
    const now = app.clock.now().getTime();
    if (at <= now) throw validationFailed('deadline', COLLECTION_MESSAGES.deadlinePast);
    if (at > now + COLLECTION_DEADLINE_DAYS_MAX * DAY_MS) throw validationFailed('deadline', COLLECTION_MESSAGES.deadlineTooFar);
  };
  /** The kits cannot be needed before the collection closes (the day in the shop's time zone). */
  const checkNeedBy = (deadline: string, needBy: string | null | undefined, field: 'needBy' | 'deadline' = 'needBy') => {
    if (needBy && needByBeforeDeadline(new Date(deadline), needBy, SHOP_DAY_TIME_ZONE)) throw validationFailed(field, COLLECTION_MESSAGES.needByBeforeDeadline);
  };

  app.route({
    ...routeOf(sizeCollectionEndpoints.create, {
      tags: ['collections'],
      summary: 'Start collecting the team’s names, numbers and sizes for one of the customer’s designs',
      description: '404 for a design that is not the customer’s; 400 for a deadline past or more than 180 days ahead, or shorts for a garment without.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const body = request.body;
      checkDeadline(body.deadline);
      checkNeedBy(body.deadline, body.needBy);
      const view = await withTenant(app.db, owner.tenantId, async (tx) => {
        const design = await findDesign(tx, owner, body.designId);
        if (!design) throw notFound('No such design');
        const productType = PRODUCT_TYPE_BY_SLUG[DesignProduct.parse(design.product)];
        if (body.pieces.some((piece) => !guidePiecesOf(productType).includes(piece))) throw validationFailed('pieces', COLLECTION_MESSAGES.piecesNotOfGarment);
        const inserted = await tx
          .insertInto('size_collections')
          .values({
            tenant_id: owner.tenantId,
            user_id: owner.userId,
            design_id: design.id,
            product: design.product,
            document: JSON.stringify(design.document),
            code: newCollectionCode(),
            title: body.title,
            deadline: body.deadline,
            pieces: body.pieces,
            print_names: body.printNames,
            print_numbers: body.printNumbers,
            message: body.message,
            expected_players: body.expectedPlayers,
            need_by: body.needBy,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.playersPay) await turnPlayersPay(tx, tenant, await ownedCollection(tx, owner, inserted.id), true, 0, app.clock.now());
        return collectionView(tx, tenant, await ownedCollection(tx, owner, inserted.id), app.clock.now());
      });
      return reply.code(201).send({ data: view });
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.list, { tags: ['collections'], summary: 'The customer’s size collections, newest first', security: bearer }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const data = await readAsTenant(app.db, owner.tenantId, async (tx) => {
        const rows = await collectionRows(tx, owner.tenantId)
          .where('size_collections.user_id', '=', owner.userId)
          .leftJoin('designs', (join) => join.onRef('designs.id', '=', 'size_collections.design_id').on('designs.tenant_id', '=', owner.tenantId))
          .select('designs.name as design_name')
          .select((eb) =>
            eb
              .selectFrom('size_collection_entries')
              .whereRef('size_collection_entries.collection_id', '=', 'size_collections.id')
              .where('size_collection_entries.tenant_id', '=', owner.tenantId)
              .select(eb.fn.countAll<number>().as('count'))
              .as('entry_count'),
          )
          .orderBy('size_collections.created_at', 'desc')
          .limit(100)
          .execute();
        return rows.map((row) => toSummary(row, Number(row.entry_count ?? 0), row.design_name ?? null, app.clock.now()));
      });
      return { data };
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.read, {
      tags: ['collections'],
      summary: 'One collection with its entries, sizes counted, need-by day and price estimate',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const data = await readAsTenant(app.db, owner.tenantId, async (tx) =>
        collectionView(tx, tenant, await ownedCollection(tx, owner, request.params.id), app.clock.now()),
      );
      return { data };
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.change, {
      tags: ['collections'],
      summary: 'Change a collection’s title, deadline (extend it), message, expected players, need-by day or whether players pay',
      description: '409 PLAYERS_PAY_UNAVAILABLE to turn players pay on where the shop takes no KHQR nor bank transfer; 409 PLAYERS_PAID to turn it off once a player paid.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const change = request.body;
      if (change.deadline !== undefined) checkDeadline(change.deadline);
      const data = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await ownedCollection(tx, owner, request.params.id, true);
        // A deadline moved past the need-by day is the deadline's problem; a need-by day moved before the deadline, the need-by's.
        const needBy = change.needBy !== undefined ? change.needBy : row.need_by;
        checkNeedBy(change.deadline ?? isoOf(row.deadline), needBy, change.needBy !== undefined ? 'needBy' : 'deadline');
        await tx
          .updateTable('size_collections')
          .set({
            ...(change.title !== undefined ? { title: change.title } : {}),
            ...(change.deadline !== undefined ? { deadline: change.deadline } : {}),
            ...(change.message !== undefined ? { message: change.message } : {}),
            ...(change.expectedPlayers !== undefined ? { expected_players: change.expectedPlayers } : {}),
            ...(change.needBy !== undefined ? { need_by: change.needBy } : {}),
            updated_at: app.clock.now(),
          })
          .where('tenant_id', '=', owner.tenantId)
          .where('id', '=', row.id)
          .execute();
        // After the other changes: turned on with a new expected count, the share is that count's price.
        if (change.playersPay !== undefined)
          await turnPlayersPay(tx, tenant, await ownedCollection(tx, owner, row.id), change.playersPay, await entryCount(tx, owner.tenantId, row.id), app.clock.now());
        return collectionView(tx, tenant, await ownedCollection(tx, owner, row.id), app.clock.now());
      });
      return { data };
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.close, {
      tags: ['collections'],
      summary: 'Close a collection now: its entries join the roster (a returning player keeps their row)',
      description:
        'Answers the collection and the roster ids of its entries, for the order form. A returning player is found by the e-mail of an earlier ' +
        'entry, else by the one roster row of the same name. 409 when it is closed already; 400 PLAYER_LIMIT_REACHED past the roster’s limit.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const now = app.clock.now();
      return withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await ownedCollection(tx, owner, request.params.id, true);
        if (row.closed_at !== null) throw new HttpError(409, 'CONFLICT', COLLECTION_MESSAGES.alreadyClosed);
        await tx
          .updateTable('size_collections')
          .set({ closed_at: now, updated_at: now })
          .where('tenant_id', '=', owner.tenantId)
          .where('id', '=', row.id)
          .execute();
        const playerIds = await mergeIntoRoster(tx, tenant, owner, row.id, now);
        return { data: await collectionView(tx, tenant, await ownedCollection(tx, owner, row.id), now), playerIds };
      });
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.remind, {
      tags: ['collections'],
      summary: 'Remind the players: a mail to those known by e-mail who have not joined, and a message for the team’s chat',
      description: 'The players known by e-mail are those of the manager’s earlier collections. 409 once the collection is closed.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const data = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await ownedCollection(tx, owner, request.params.id);
        if (row.closed_at !== null || new Date(isoOf(row.deadline)).getTime() <= app.clock.now().getTime())
          throw new HttpError(409, 'COLLECTION_CLOSED', 'The collection is closed: reopen it to remind the players');
        return { mailed: await queueReminders(tx, app.clock, tenant, row), message: await chatMessage(tx, tenant, row, request.body.language) };
      });
      if (data.mailed > 0) app.mailer.kick();
      return { data };
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.reopen, {
      tags: ['collections'],
      summary: 'Open a collection again until a new deadline (late players, or fill-ins after an order)',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      checkDeadline(request.body.deadline);
      const data = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await ownedCollection(tx, owner, request.params.id, true);
        await tx
          .updateTable('size_collections')
          .set({ closed_at: null, deadline: request.body.deadline, updated_at: app.clock.now() })
          .where('tenant_id', '=', owner.tenantId)
          .where('id', '=', row.id)
          .execute();
        return collectionView(tx, tenant, await ownedCollection(tx, owner, row.id), app.clock.now());
      });
      return { data };
    },
  });

  /**
   * Changes a collection's entries as its manager, then answers the collection: the collection's row
   * is locked first, so its limit and numbers hold against players joining at the same moment. A
   * number another entry has is 409 with the free numbers nearest it.
   */
  const changeEntries = async (
    request: Parameters<typeof principalOf>[0],
    collectionId: string,
    number: number | null,
    write: (tx: TenantTx, row: CollectionRow) => Promise<void>,
  ) => {
    const owner = principalOf(request);
    const tenant = tenantOf(request);
    return refusingNumberClash(
      () =>
        withTenant(app.db, owner.tenantId, async (tx) => {
          const row = await ownedCollection(tx, owner, collectionId, true);
          await write(tx, row);
          // A closed collection's entries are on the roster: a late player let in joins it now, for the order form.
          if (row.closed_at !== null) await mergeIntoRoster(tx, tenant, owner, row.id, app.clock.now(), { newOnly: true });
          return collectionView(tx, tenant, await ownedCollection(tx, owner, row.id), app.clock.now());
        }),
      () => readAsTenant(app.db, owner.tenantId, (tx) => numberTaken(tx, tenant, collectionId, number ?? 0)),
    );
  };

  /** `playerId`: the roster row an entry added from the roster is. */
  const insertEntries = (tx: TenantTx, row: CollectionRow, entries: (EntryFields & { playerId?: string })[]) =>
    tx
      .insertInto('size_collection_entries')
      .values(
        entries.map((entry) => ({
          tenant_id: row.tenant_id,
          collection_id: row.id,
          name: entry.name,
          number: entry.number,
          size: entry.size,
          shorts_size: entry.shortsSize,
          email: entry.email,
          player_id: entry.playerId ?? null,
          source: 'manager' as const,
        })),
      )
      .execute();

  app.route({
    ...routeOf(sizeCollectionEndpoints.addEntry, {
      tags: ['collections'],
      summary: 'Add a player by hand to a collection (also a late one, once it is closed)',
      description: '409 NUMBER_TAKEN (with `freeNumbers`) for a number another entry has; 409 COLLECTION_FULL past 100 entries.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const data = await changeEntries(request, request.params.id, request.body.number ?? null, async (tx, row) => {
        const entry = checkedEntry(tenant, row, request.body as EntryFields);
        await reserveEntries(tx, row.tenant_id, row.id, 1);
        await refuseTakenNumber(tx, tenant, row, entry.number, null);
        await insertEntries(tx, row, [entry]);
      });
      return reply.code(201).send({ data });
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.addPlayers, {
      tags: ['collections'],
      summary: 'Add players of the roster to a collection, with their roster names, numbers and sizes',
      description:
        'A roster size the garment is not made in is left empty for the manager to choose. 400 for a player not on the roster; 409 NUMBER_TAKEN ' +
        'for a number another entry has; 409 COLLECTION_FULL past 100 entries.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const ids = [...new Set(request.body.playerIds)];
      const data = await changeEntries(request, request.params.id, null, async (tx, row) => {
        const players = await tx
          .selectFrom('players')
          .select(['id', 'name', 'number', 'size'])
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', 'in', ids)
          .execute();
        const missing = ids.findIndex((id) => !players.some((player) => player.id === id));
        if (missing >= 0) throw validationFailed(`playerIds.${missing}`, 'No such player');
        await reserveEntries(tx, row.tenant_id, row.id, players.length);
        const guide = sizeGuideOf(tenant, productTypeOf(row));
        const made = (piece: 'main' | 'shorts', size: string) => (piecesOf(row).includes(piece) && offeredSizes(guide, piece).includes(size) ? size : null);
        const byId = new Map(players.map((player) => [player.id, player]));
        const entries = ids.map((id) => {
          const player = byId.get(id) as (typeof players)[number];
          return { name: player.name, number: player.number, size: made('main', player.size), shortsSize: made('shorts', player.size), email: null, playerId: id };
        });
        for (const entry of entries) await refuseTakenNumber(tx, tenant, row, entry.number, null);
        await insertEntries(tx, row, entries);
      });
      return reply.code(201).send({ data });
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.changeEntry, { tags: ['collections'], summary: 'Change an entry of a collection', security: bearer }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const tenant = tenantOf(request);
      const data = await changeEntries(request, request.params.id, request.body.number ?? null, async (tx, row) => {
        const entry = checkedEntry(tenant, row, request.body as EntryFields);
        await refuseTakenNumber(tx, tenant, row, entry.number, request.params.entryId);
        const updated = await tx
          .updateTable('size_collection_entries')
          .set({ name: entry.name, number: entry.number, size: entry.size, shorts_size: entry.shortsSize, email: entry.email, updated_at: app.clock.now() })
          .where('tenant_id', '=', row.tenant_id)
          .where('collection_id', '=', row.id)
          .where('id', '=', request.params.entryId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw noSuchEntry();
      });
      return { data };
    },
  });

  app.route({
    ...routeOf(sizeCollectionEndpoints.removeEntry, { tags: ['collections'], summary: 'Remove an entry from a collection', security: bearer }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const tenant = tenantOf(request);
      const data = await withTenant(app.db, owner.tenantId, async (tx) => {
        const row = await ownedCollection(tx, owner, request.params.id, true);
        // A player's payment is the shop's record of money received: their entry stays while it holds one.
        if ((await paymentLinesOf(tx, owner.tenantId, row.id, request.params.entryId)).length > 0)
          throw new HttpError(409, 'PLAYERS_PAID', 'The shop has recorded a payment of this player: their entry stays, with the payment');
        const removed = await tx
          .deleteFrom('size_collection_entries')
          .where('tenant_id', '=', owner.tenantId)
          .where('collection_id', '=', row.id)
          .where('id', '=', request.params.entryId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw noSuchEntry();
        return collectionView(tx, tenant, row, app.clock.now());
      });
      return { data };
    },
  });
};
