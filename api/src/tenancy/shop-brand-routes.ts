import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopBrandEndpoints, type ShopBrand } from '@teamwear/shared/contracts';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { shopContactOf } from './tenant-settings';

const bearer = [{ bearerAuth: [] }];

function brandOf(tenant: Pick<TenantRow, 'name' | 'palette_color' | 'settings'>): ShopBrand {
  const contact = shopContactOf(tenant);
  return {
    name: tenant.name,
    color: tenant.palette_color,
    contact: {
      address: contact.address,
      hours: contact.hours,
      phone: contact.phone,
      email: contact.email,
      kh: { address: contact.translations?.kh.address ?? null, hours: contact.translations?.kh.hours ?? null },
    },
  };
}

/** A settings object (a JSON object, not an array); an empty one for anything else. */
const objectAt = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `settings.contact` with the brand's contact written in, keeping what else the shop set there. */
function withContact(settings: Record<string, unknown>, contact: ShopBrand['contact']): Record<string, unknown> {
  const kept = objectAt(settings.contact);
  const translations = objectAt(kept.translations);
  const next: Record<string, unknown> = { ...kept, translations: { ...translations, kh: { ...objectAt(translations.kh), address: contact.kh.address, hours: contact.kh.hours } } };
  for (const key of ['address', 'hours', 'phone', 'email'] as const) {
    if (contact[key] === null) delete next[key];
    else next[key] = contact[key];
  }
  return { ...settings, contact: next };
}

/**
 * The shop's brand (issue 36): its name, colour and contact, read and set by its owners. The shop's
 * row changes in one transaction with its audit entry; every API instance forgets its cached shop
 * (the change feed), so whoami, the icon and the contact page answer the new brand at once, and the
 * customer app shows it on its next page load.
 */
export const shopBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopBrandEndpoints.get, { tags: ['provider'], summary: 'The shop’s name, colour and contact', security: bearer }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const tenant = await app.db.selectFrom('tenants').select(['name', 'palette_color', 'settings']).where('id', '=', principalOf(request).tenantId).executeTakeFirst();
      if (!tenant) throw notFound('No such shop');
      return { data: brandOf(tenant) };
    },
  });

  app.route({
    ...routeOf(shopBrandEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the shop’s name, colour (#rrggbb) and contact; an empty contact field is left out',
      description: 'The customer app’s title, theme and generated icon follow on its next page load. 400 with a message per field.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { name, color, contact } = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').select(['name', 'palette_color', 'settings']).where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        const row = await trx
          .updateTable('tenants')
          .set({ name, palette_color: color.toLowerCase(), settings: JSON.stringify(withContact(tenant.settings, contact)) })
          .where('id', '=', tenantId)
          .returning(['name', 'palette_color', 'settings'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { tenantId, actorId: userId, area: 'settings', action: 'brand.changed', subject: null, before: brandOf(tenant), after: brandOf(row) });
        return row;
      });
      // Every API instance forgets its cached shop: whoami, the icon and the mail use the new brand.
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      request.log.info({ color: updated.palette_color }, 'shop brand changed');
      return { data: brandOf(updated) };
    },
  });
};
