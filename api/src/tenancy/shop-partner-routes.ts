import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopPartnerEndpoints, type ShopPartners } from '@teamwear/shared/contracts';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { routeOf } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { oldKeysOf, rotatedKeys } from './shop-keys';
import { embedOriginsOf } from './tenant-settings';

const bearer = [{ bearerAuth: [] }];
const COLUMNS = ['slug', 'settings', 'shop_key', 'previous_shop_key', 'previous_shop_key_until', 'slug_key_until'] as const;
type PartnerRow = Pick<TenantRow, (typeof COLUMNS)[number]>;

function partnersOf(shop: PartnerRow, now: Date): ShopPartners {
  return { allowedOrigins: embedOriginsOf(shop), key: shop.shop_key, oldKeys: oldKeysOf(shop, now) };
}

/** A settings object (a JSON object, not an array); an empty one for anything else. */
const objectAt = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The shop's partner sites (issue 36): the origins whose pages may embed its studio
 * (`settings.embed.allowedOrigins`) and the public key those pages name it with, read and set by
 * its owners. A rotation hands out a new key and keeps the one before (and the slug, at the first
 * rotation) working for SHOP_KEY_GRACE_HOURS, so the partner has time to change its page. Each
 * change is one transaction with its audit entry; every API instance forgets its cached shop (the
 * change feed), so the new list and key answer at once.
 */
export const shopPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const readShop = async (tenantId: string) => {
    const shop = await app.db.selectFrom('tenants').select(COLUMNS).where('id', '=', tenantId).executeTakeFirst();
    if (!shop) throw notFound('No such shop');
    return shop;
  };

  app.route({
    ...routeOf(shopPartnerEndpoints.get, { tags: ['provider'], summary: 'The shop’s partner sites and its shop key', security: bearer }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => ({ data: partnersOf(await readShop(principalOf(request).tenantId), app.clock.now()) }),
  });

  app.route({
    ...routeOf(shopPartnerEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the origins whose pages may embed the shop’s studio',
      description:
        'Each an origin: https:// (http:// only for localhost and 127.0.0.1), a host and an optional port, no path, query or credentials; read lower case, ' +
        'the default port left out. At most 20, none twice. 400 with a message per row (`allowedOrigins.<index>`).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { allowedOrigins } = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const shop = await trx.selectFrom('tenants').select(COLUMNS).where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!shop) throw notFound('No such shop');
        const settings = { ...shop.settings, embed: { ...objectAt(shop.settings.embed), allowedOrigins } };
        const row = await trx.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenantId).returning(COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, { tenantId, actorId: userId, area: 'settings', action: 'partners.changed', subject: null, before: { allowedOrigins: embedOriginsOf(shop) }, after: { allowedOrigins } });
        return row;
      });
      // Every API instance forgets its cached shop: the studio's calls answer the new list at once.
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      request.log.info({ origins: allowedOrigins.length }, 'shop partner sites changed');
      return { data: partnersOf(updated, app.clock.now()) };
    },
  });

  app.route({
    ...routeOf(shopPartnerEndpoints.rotateKey, {
      tags: ['provider'],
      summary: 'Give the shop a new key; the one before keeps working for 48 hours',
      description:
        'Partner pages pass the key to `Teamwear.mount({ shop })`. The key before (and the shop’s slug, which keeps working until the first rotation) ' +
        'is taken for 48 hours more, listed in `oldKeys` with when it stops; a key rotated away earlier stops at once.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const now = app.clock.now();
      const updated = await app.db.transaction().execute(async (trx) => {
        const shop = await trx.selectFrom('tenants').select(COLUMNS).where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!shop) throw notFound('No such shop');
        const row = await trx.updateTable('tenants').set(rotatedKeys(shop, now)).where('id', '=', tenantId).returning(COLUMNS).executeTakeFirstOrThrow();
        // The key is public (partner pages carry it), so the log keeps it whole: the owner can tell which key a page has.
        await recordAudit(trx, { tenantId, actorId: userId, area: 'settings', action: 'shop-key.rotated', subject: null, before: { key: shop.shop_key }, after: { key: row.shop_key, oldKeys: oldKeysOf(row, now) } });
        return row;
      });
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      request.log.info('shop key rotated');
      return { data: partnersOf(updated, now) };
    },
  });
};
