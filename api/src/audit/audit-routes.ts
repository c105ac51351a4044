import { sql, type SelectQueryBuilder } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints, type AuditEntry } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { spreadsheetCsv } from '../csv/spreadsheet-csv';
import type { Database } from '../db/schema';
import { readAsTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';

const bearer = [{ bearerAuth: [] }];
/** A CSV holds at most this many entries, newest first (a year of a busy shop). */
const CSV_MAX_ROWS = 50_000;
const CSV_COLUMNS = ['When', 'Who', 'Area', 'Action', 'Subject', 'Before', 'After'] as const;

interface Filters {
  actor?: string | undefined;
  area?: AuditEntry['area'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type AuditQuery = SelectQueryBuilder<Database, 'audit_log', object>;

/** The shop's entries the filters keep; days are the shop's (Asia/Phnom_Penh), both ends included. */
function filtered(tx: TenantTx, tenantId: string, filters: Filters): AuditQuery {
  let query = tx.selectFrom('audit_log').where('tenant_id', '=', tenantId) as AuditQuery;
  if (filters.actor) query = query.where('actor_id', '=', filters.actor);
  if (filters.area) query = query.where('area', '=', filters.area);
  if (filters.from) query = query.where('created_at', '>=', sql<Date>`(${filters.from}::date)::timestamp at time zone ${SHOP_DAY_TIME_ZONE}`);
  if (filters.to) query = query.where('created_at', '<', sql<Date>`(${filters.to}::date + 1)::timestamp at time zone ${SHOP_DAY_TIME_ZONE}`);
  return query;
}

function entries(query: AuditQuery) {
  return query
    .select(['id', 'created_at', 'actor_id', 'actor_name', 'area', 'action', 'subject', 'before', 'after'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

function entryOf(row: { id: string; created_at: Date; actor_id: string | null; actor_name: string; area: AuditEntry['area']; action: string; subject: string | null; before: unknown; after: unknown }): AuditEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    area: row.area,
    action: row.action,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * The shop's audit log (issue 36, owners only): every change its team made to settings, the
 * catalogue, the team and orders, newest first, by person, area and days; and the same as CSV.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(auditEndpoints.list, {
      tags: ['provider'],
      summary: 'The shop’s audit log: who changed what, when, with the value before and after; newest first',
      description: '`from` and `to` are days in the shop’s time zone, both included. `actors` lists everyone with an entry.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('audit'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const { page, pageSize, ...filters } = request.query;
      return readAsTenant(app.db, tenantId, async (tx) => {
        const [rows, count, actors] = await Promise.all([
          entries(filtered(tx, tenantId, filters))
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
          filtered(tx, tenantId, filters).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
          tx
            .selectFrom('audit_log')
            .select(['actor_id', 'actor_name'])
            .where('tenant_id', '=', tenantId)
            .groupBy(['actor_id', 'actor_name'])
            .orderBy('actor_name')
            .execute(),
        ]);
        return {
          data: rows.map(entryOf),
          total: Number(count.total),
          page,
          pageSize,
          actors: actors.map((actor) => ({ id: actor.actor_id, name: actor.actor_name })),
        };
      });
    },
  });

  app.route({
    ...routeOf(auditEndpoints.csv, {
      tags: ['provider'],
      summary: 'The audit log as CSV for a spreadsheet, with the same filters (UTF-8 with a byte order mark)',
      description: `Newest first, at most ${CSV_MAX_ROWS} entries. Columns ${CSV_COLUMNS.join(', ')}; Before and After as JSON.`,
      security: bearer,
      produces: ['text/csv'],
    }),
    onRequest: app.authenticateStaff('audit'),
    handler: async (request, reply) => {
      const tenantId = principalOf(request).tenantId;
      const rows = await readAsTenant(app.db, tenantId, (tx) => entries(filtered(tx, tenantId, request.query)).limit(CSV_MAX_ROWS).execute());
      const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
      const csv = spreadsheetCsv(
        CSV_COLUMNS,
        rows.map((row) => [row.created_at.toISOString(), row.actor_name, row.area, row.action, row.subject ?? '', json(row.before), json(row.after)]),
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(`\uFEFF${csv}`);
    },
  });
};
