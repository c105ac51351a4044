import { spreadsheetCsv } from '../csv/spreadsheet-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkPlayer,
  playerEndpoints,
  ROSTER_CSV_COLUMNS,
  type PlayerListResponse,
  type SizeChart,
  type ValidPlayer,
} from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { withTenant } from '../db/tenant-scope';
import { fieldsInvalid, HttpError, notFound } from '../http/errors';
import { anonymousRateLimit } from '../http/rate-limits';
import { cachePublicPerShop } from '../http/public-cache';
import { tenantOf } from '../tenancy/tenant-plugin';
import { sizeChartOf } from '../tenancy/tenant-settings';
import {
  findPlayer,
  insertPlayers,
  listPlayers,
  ownedPlayers,
  reserveRosterPlaces,
  toPlayer,
} from './player-queries';
import { routeOf } from '../http/endpoint-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Another customer's player, another shop's and a malformed id all answer the same 404.
const noSuchPlayer = () => notFound('No such player');
const bearer = [{ bearerAuth: [] }];

/** A player's fields as the shop accepts them, or 400 VALIDATION_FAILED with each field's message. */
function validPlayer(input: unknown, chart: SizeChart): ValidPlayer {
  const check = checkPlayer(input, chart);
  if (check.ok) return check.player;
  throw fieldsInvalid(check.errors);
}

/** The shop's sizes, and each customer's roster (issue 13): list, add, edit, delete, import, export. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const playerId = (id: string): string => {
    if (!UUID.test(id)) throw noSuchPlayer();
    return id;
  };

  app.route({
    ...routeOf(playerEndpoints.sizeChart, {
      tags: ['players'],
      summary: "The shop's size chart (adult and kids sizes) and the shirt numbers it prints",
      description: '`settings.sizes` of the shop, else adult XS–5XL, kids 4Y–14Y and numbers 0–99.',
    }),
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      cachePublicPerShop(reply);
      return { data: sizeChartOf(tenantOf(request)) };
    },
  });

  app.route({
    ...routeOf(playerEndpoints.list, {
      tags: ['players'],
      summary: "The signed-in customer's players, filtered, sorted and paged",
      description:
        '`team` (empty: players without a team), `size`, `search` (part of a name or team, any script; a whole ' +
        'number also finds that shirt number), `sort` (a field, `-` first for descending). Each player says ' +
        'whether another of the same team has its number (`duplicateNumber`).',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const { team, size, search, sort, page, pageSize } = request.query;
      return app.listAnswers.send<PlayerListResponse>(reply, { list: 'players', owner, variant: request.query }, async (tx) => {
        const { rows, total, overview } = await listPlayers(tx, owner, { team, size, search }, sort, page, pageSize);
        return { data: rows.map(toPlayer), total, page, pageSize, teams: overview.teams, rosterSize: overview.size };
      });
    },
  });

  app.route({
    ...routeOf(playerEndpoints.create, {
      tags: ['players'],
      summary: 'Add a player to the roster',
      description: "400 VALIDATION_FAILED with each field's message; 400 PLAYER_LIMIT_REACHED past 1,000 players.",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const player = validPlayer(request.body, sizeChartOf(tenantOf(request)));
      const row = await withTenant(app.db, owner.tenantId, async (tx) => {
        await reserveRosterPlaces(tx, owner, 1);
        const [id] = await insertPlayers(tx, owner, [player], app.clock.now());
        return findPlayer(tx, owner, id as string);
      });
      if (!row) throw noSuchPlayer();
      return reply.code(201).send({ data: toPlayer(row) });
    },
  });

  app.route({
    ...routeOf(playerEndpoints.update, {
      tags: ['players'],
      summary: 'Change a player of the roster',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const id = playerId(request.params.id);
      const player = validPlayer(request.body, sizeChartOf(tenantOf(request)));
      const row = await withTenant(app.db, owner.tenantId, async (tx) => {
        const updated = await tx
          .updateTable('players')
          .set({ name: player.name, number: player.number, size: player.size, team: player.team, updated_at: app.clock.now() })
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        return updated ? findPlayer(tx, owner, id) : undefined;
      });
      if (!row) throw noSuchPlayer();
      return { data: toPlayer(row) };
    },
  });

  app.route({
    ...routeOf(playerEndpoints.remove, {
      tags: ['players'],
      summary: 'Remove a player from the roster',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const id = playerId(request.params.id);
      const deleted = await withTenant(app.db, owner.tenantId, (tx) =>
        tx
          .deleteFrom('players')
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!deleted) throw noSuchPlayer();
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(playerEndpoints.removeMany, {
      tags: ['players'],
      summary: 'Remove several players at once (ids that are not the customer’s are skipped)',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const deleted = await withTenant(app.db, owner.tenantId, (tx) =>
        tx
          .deleteFrom('players')
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', 'in', request.body.ids)
          .returning('id')
          .execute(),
      );
      return { deleted: deleted.length };
    },
  });

  app.route({
    ...routeOf(playerEndpoints.import, {
      tags: ['players'],
      summary: 'Add many players at once: every row, or none',
      description:
        'Each row is `{ name, number, size, team? }` (number as a number or as digits). When any row is refused: 400 ' +
        'IMPORT_INVALID with each refused row (0-based) and its fields’ messages, and nothing is saved. 400 ' +
        'PLAYER_LIMIT_REACHED when the roster would pass 1,000 players.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const chart = sizeChartOf(tenantOf(request));
      const valid: ValidPlayer[] = [];
      const refused: { row: number; errors: Record<string, string> }[] = [];
      request.body.rows.forEach((row, index) => {
        const check = checkPlayer(row, chart);
        if (check.ok) valid.push(check.player);
        else refused.push({ row: index, errors: check.errors });
      });
      if (refused.length) {
        const message = refused.length === 1 ? `Row ${(refused[0]?.row ?? 0) + 1} is invalid: nothing was imported` : `${refused.length} rows are invalid: nothing was imported`;
        throw new HttpError(400, 'IMPORT_INVALID', message, { extra: { rows: refused } });
      }
      const created = await withTenant(app.db, owner.tenantId, async (tx) => {
        await reserveRosterPlaces(tx, owner, valid.length);
        return insertPlayers(tx, owner, valid, app.clock.now());
      });
      request.log.info({ created: created.length }, 'roster imported');
      return reply.code(201).send({ created: created.length });
    },
  });

  app.route({
    ...routeOf(playerEndpoints.export, {
      tags: ['players'],
      summary: 'The whole roster as CSV (UTF-8 with a byte order mark, so spreadsheets read Khmer names right)',
      description: 'Columns name, number, size, team; by team, then number, then name.',
      security: bearer,
      produces: ['text/csv'],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const rows = await withTenant(app.db, owner.tenantId, (tx) =>
        ownedPlayers(tx, owner)
          .select(['name', 'number', 'size', 'team'])
          .orderBy('team', (ob) => ob.asc().nullsFirst())
          .orderBy('number')
          .orderBy('name')
          .execute(),
      );
      const csv = spreadsheetCsv(ROSTER_CSV_COLUMNS, rows.map((row) => [row.name, row.number, row.size, row.team ?? '']));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="roster.csv"')
        .send(`\uFEFF${csv}`);
    },
  });
};
