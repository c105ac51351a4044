import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit-log';
import { shopMailSettingsEndpoints, type ShopMailSettings } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { configuredNewOrderMailOf, newOrderMailOf } from './tenant-settings';

const bearer = [{ bearerAuth: [] }];

function view(tenant: TenantRow): ShopMailSettings {
  return { newOrdersTo: newOrderMailOf(tenant), newOrdersToIsContactEmail: configuredNewOrderMailOf(tenant) === null };
}

/**
 * Where the shop's own mail goes (issue 33: nothing told the shop of a new order): read and changed
 * by its administrators (`npm run provider -- settings order-mail …`). Only this shop's
 * administrators: a customer 403, another shop's token 401.
 */
export const shopMailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopMailSettingsEndpoints.get, {
      tags: ['provider'],
      summary: 'Where the shop is mailed a new order (its own address, else its contact address)',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      // The row as stored now: the request's may be a cached copy from before a change.
      const tenant = await app.db.selectFrom('tenants').selectAll().where('id', '=', principalOf(request).tenantId).executeTakeFirst();
      if (!tenant) throw notFound('No such shop');
      return { data: view(tenant) };
    },
  });

  app.route({
    ...routeOf(shopMailSettingsEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the address new orders are mailed to; null mails them to the shop’s contact address again',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const tenantId = principalOf(request).tenantId;
      const { newOrdersTo } = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').selectAll().where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        const notifications: Record<string, unknown> = { ...((tenant.settings.notifications as Record<string, unknown> | undefined) ?? {}) };
        if (newOrdersTo === null) delete notifications.newOrdersTo;
        else notifications.newOrdersTo = newOrdersTo;
        const settings = { ...tenant.settings, notifications };
        await recordAudit(trx, {
          tenantId,
          actorId: principalOf(request).userId,
          area: 'settings',
          action: 'order-mail.changed',
          subject: null,
          before: { newOrdersTo: (tenant.settings.notifications as Record<string, unknown> | undefined)?.newOrdersTo ?? null },
          after: { newOrdersTo },
        });
        return trx.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenantId).returningAll().executeTakeFirstOrThrow();
      });
      // The database notifies every API instance; this one forgets its cached shop at once.
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      request.log.info({ newOrdersTo: newOrdersTo === null ? 'contact email' : 'set' }, 'shop mail settings changed');
      return { data: view(updated) };
    },
  });
};
