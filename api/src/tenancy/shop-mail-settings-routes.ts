import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopMailSettingsEndpoints, type ShopMailSettings } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import type { TenantRow } from '../db/schema';
import { routeOf } from '../http/endpoint-route';
import { changeShopSettings, currentShopRow } from './change-shop-settings';
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
    handler: async (request) => ({ data: view(await currentShopRow(app.db, principalOf(request).tenantId)) }),
  });

  app.route({
    ...routeOf(shopMailSettingsEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the address new orders are mailed to; null mails them to the shop’s contact address again',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { newOrdersTo } = request.body;
      const configured = (tenant: TenantRow) => (tenant.settings.notifications as Record<string, unknown> | undefined)?.newOrdersTo ?? null;
      const updated = await changeShopSettings(app.db, {
        tenantId,
        actorId: userId,
        action: 'order-mail.changed',
        change: (tenant) => {
          const notifications: Record<string, unknown> = { ...((tenant.settings.notifications as Record<string, unknown> | undefined) ?? {}) };
          if (newOrdersTo === null) delete notifications.newOrdersTo;
          else notifications.newOrdersTo = newOrdersTo;
          return { settings: { ...tenant.settings, notifications } };
        },
        audit: (before) => ({ before: { newOrdersTo: configured(before) }, after: { newOrdersTo } }),
      });
      request.log.info({ newOrdersTo: newOrdersTo === null ? 'contact email' : 'set' }, 'shop mail settings changed');
      return { data: view(updated) };
    },
  });
};
