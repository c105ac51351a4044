import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log';
import { DEFAULT_LEAD_TIME_DAYS, leadTimeEndpoints, type LeadTimes } from '@teamwear/shared/contracts';
import { principalOf } from '../../auth/bearer-auth';
import { changeFeedOf } from '../../db/change-feed';
import type { TenantRow } from '../../db/schema';
import { routeOf } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { leadTimesOf, withLeadTimes } from './lead-times';

const bearer = [{ bearerAuth: [] }];

function view(tenant: Pick<TenantRow, 'settings'>): LeadTimes {
  return { days: leadTimesOf(tenant), defaults: { ...DEFAULT_LEAD_TIME_DAYS } };
}

/**
 * How long the shop's orders may wait in each status before its back office marks them (issue 35),
 * read and set by its administrators, kept in `tenants.settings.orders.leadTimeDays` beside the
 * shop's other order settings. Only this shop's administrators: a customer 403, another shop's token 401.
 */
export const leadTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(leadTimeEndpoints.get, {
      tags: ['provider'],
      summary: 'The days an order may wait in each status before the back office marks it, and their defaults',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      // The row as stored now: the request's may be a cached copy from before a change.
      const tenant = await app.db.selectFrom('tenants').select('settings').where('id', '=', principalOf(request).tenantId).executeTakeFirst();
      if (!tenant) throw notFound('No such shop');
      return { data: view(tenant) };
    },
  });

  app.route({
    ...routeOf(leadTimeEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the days an order may wait in some statuses (whole days, 1 to 365); null puts a status’s default back',
      description: 'A status left out stays as it is. Days that are not whole, out of range, or of a status without a lead time answer 400 with fields.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').select('settings').where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        const settings = withLeadTimes(tenant.settings, request.body);
        await recordAudit(trx, {
          tenantId,
          actorId: principalOf(request).userId,
          area: 'settings',
          action: 'lead-times.changed',
          subject: null,
          before: leadTimesOf(tenant),
          after: leadTimesOf({ settings }),
        });
        return trx.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenantId).returning('settings').executeTakeFirstOrThrow();
      });
      // The database notifies every API instance; this one forgets its cached shop at once, so the
      // table and the board mark orders by the new days from the next call.
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      request.log.info({ leadTimes: leadTimesOf(updated) }, 'lead times changed');
      return { data: view(updated) };
    },
  });
};
