import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LEAD_TIME_DAYS, leadTimeEndpoints, type LeadTimes } from '@teamwear/shared/contracts';
import { principalOf } from '../../auth/bearer-auth';
import type { TenantRow } from '../../db/schema';
import { routeOf } from '../../http/endpoint-route';
import { changeShopSettings, currentShopRow } from '../../tenancy/change-shop-settings';
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
    handler: async (request) => ({ data: view(await currentShopRow(app.db, principalOf(request).tenantId)) }),
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
      const { tenantId, userId } = principalOf(request);
      // The database notifies every API instance; this one forgets its cached shop at once, so the
      // table and the board mark orders by the new days from the next call.
      const updated = await changeShopSettings(app.db, {
        tenantId,
        actorId: userId,
        action: 'lead-times.changed',
        change: (tenant) => ({ settings: withLeadTimes(tenant.settings, request.body) }),
        audit: (before, after) => ({ before: leadTimesOf(before), after: leadTimesOf(after) }),
      });
      request.log.info({ leadTimes: leadTimesOf(updated) }, 'lead times changed');
      return { data: view(updated) };
    },
  });
};
