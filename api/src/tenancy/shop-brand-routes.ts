import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError, SHOP_IMAGE_TYPES, SHOP_LOGO_PATH, shopBrandEndpoints, type ShopBrand } from '@teamwear/shared/contracts';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { notFound, validationFailed } from '../http/errors';
import { varyPerShop } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { decodePicture, looksLike } from '../images/shop-images';
import { svgProblem } from '../images/svg-check';
import { changeShopSettings } from './change-shop-settings';
import { tenantOf } from './tenant-plugin';
import { brandLookOf, shopContactOf } from './tenant-settings';

const bearer = [{ bearerAuth: [] }];

type BrandColumns = Pick<TenantRow, 'name' | 'palette_color' | 'logo' | 'settings'>;
const BRAND_COLUMNS = ['name', 'palette_color', 'logo', 'settings'] as const;

function brandOf(tenant: BrandColumns): ShopBrand {
  const contact = shopContactOf(tenant);
  const look = brandLookOf(tenant);
  return {
    name: tenant.name,
    color: tenant.palette_color,
    logo: tenant.logo,
    mode: look.mode,
    social: look.social,
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

/** `settings.brand` with the mode and links written in, keeping what else is there. */
function withLook(settings: Record<string, unknown>, look: Pick<ShopBrand, 'mode' | 'social'>): Record<string, unknown> {
  return { ...settings, brand: { ...objectAt(settings.brand), mode: look.mode, social: look.social } };
}

/** The logo's address: its version (the first bytes of its hash) changes it, so caches may keep it. */
const logoUrl = (version: string) => `${SHOP_LOGO_PATH}?v=${version}`;

/**
 * The shop's row is written with the API's own role (the app role only reads `tenants`), in the same
 * transaction as its logo: the logos' row-level security holds that role too, to this shop.
 */
async function scopeLogosTo(trx: TenantTx, tenantId: string): Promise<void> {
  await sql`select set_config('app.tenant', ${tenantId}, true)`.execute(trx);
}

/** What the audit log keeps of a logo: where it was served (its version), not its bytes. */
const logoFacts = (logo: string | null) => ({ logo });

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
      const tenant = await app.db.selectFrom('tenants').select(BRAND_COLUMNS).where('id', '=', principalOf(request).tenantId).executeTakeFirst();
      if (!tenant) throw notFound('No such shop');
      return { data: brandOf(tenant) };
    },
  });

  app.route({
    ...routeOf(shopBrandEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the shop’s name, colour (#rrggbb), light or dark mode, contact and social links; an empty field is left out',
      description:
        'The customer app’s title, theme (colour and mode) and generated icon follow on its next page load. `mode` and `social` ' +
        'left out are kept as they are. Each social link is an https address on its network’s site (the website anywhere). ' +
        '400 with a message per field.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const { name, color, contact, mode, social } = request.body;
      // Every API instance forgets its cached shop: whoami, the icon and the mail use the new brand.
      const updated = await changeShopSettings(app.db, {
        tenantId,
        actorId: userId,
        action: 'brand.changed',
        change: (tenant) => {
          const look = brandLookOf(tenant);
          const settings = withLook(withContact(tenant.settings, contact), { mode: mode ?? look.mode, social: social ?? look.social });
          return { settings, columns: { name, palette_color: color.toLowerCase() } };
        },
        audit: (before, after) => ({ before: brandOf(before), after: brandOf(after) }),
      });
      request.log.info({ color: updated.palette_color }, 'shop brand changed');
      return { data: brandOf(updated) };
    },
  });

  app.route({
    ...routeOf(shopBrandEndpoints.putLogo, {
      tags: ['provider'],
      summary: 'Upload the shop’s logo (PNG, JPEG, WebP or SVG, 512 KB at most)',
      description:
        'A base64 data URL, checked as the shop’s library pictures are: its bytes must be of the type it says, and an SVG ' +
        'must be drawing elements that refer to nothing outside itself. It replaces the logo there was; the customer ' +
        'app’s header shows it on its next page load. Owners (permission settings).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const picture = decodePicture(request.body.picture);
      if (!looksLike(picture.contentType, picture.data)) throw validationFailed('picture', 'The logo is not the kind of picture its data URL says');
      const svgRefusal = picture.contentType === 'image/svg+xml' ? svgProblem(picture.data) : null;
      if (svgRefusal) throw validationFailed('picture', `The logo cannot be used: ${svgRefusal}`);
      const version = createHash('sha256').update(picture.data).digest('hex').slice(0, 16);
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').select(BRAND_COLUMNS).where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        await scopeLogosTo(trx, tenantId);
        await trx
          .insertInto('shop_logos')
          .values({ tenant_id: tenantId, content_type: picture.contentType, data: picture.data, version })
          .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ content_type: picture.contentType, data: picture.data, version, updated_at: new Date() }))
          .execute();
        const row = await trx.updateTable('tenants').set({ logo: logoUrl(version) }).where('id', '=', tenantId).returning(BRAND_COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, { tenantId, actorId: userId, area: 'settings', action: 'brand.logo.changed', subject: null, before: logoFacts(tenant.logo), after: logoFacts(row.logo) });
        return row;
      });
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      return { data: brandOf(updated) };
    },
  });

  app.route({
    ...routeOf(shopBrandEndpoints.deleteLogo, {
      tags: ['provider'],
      summary: 'Remove the shop’s logo: the customer app shows the default one and the shop’s name',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      const updated = await app.db.transaction().execute(async (trx) => {
        const tenant = await trx.selectFrom('tenants').select(BRAND_COLUMNS).where('id', '=', tenantId).forUpdate().executeTakeFirst();
        if (!tenant) throw notFound('No such shop');
        await scopeLogosTo(trx, tenantId);
        await trx.deleteFrom('shop_logos').where('tenant_id', '=', tenantId).execute();
        const row = await trx.updateTable('tenants').set({ logo: null }).where('id', '=', tenantId).returning(BRAND_COLUMNS).executeTakeFirstOrThrow();
        if (tenant.logo !== null) {
          await recordAudit(trx, { tenantId, actorId: userId, area: 'settings', action: 'brand.logo.removed', subject: null, before: logoFacts(tenant.logo), after: logoFacts(null) });
        }
        return row;
      });
      changeFeedOf(app.db).emit({ kind: 'tenants' });
      return { data: brandOf(updated) };
    },
  });

  app.get(
    SHOP_LOGO_PATH,
    {
      config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
      schema: {
        tags: ['tenant'],
        summary: 'The shop’s uploaded logo (the address whoami gives as `logo`)',
        querystring: z.object({ v: z.string().max(64).optional().describe('The version whoami names; any other serves the current logo') }),
        produces: [...SHOP_IMAGE_TYPES],
        response: { 200: z.unknown().describe('The logo'), 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const row = await withTenant(app.db, tenant.id, (tx) => tx.selectFrom('shop_logos').select(['content_type', 'data', 'version']).where('tenant_id', '=', tenant.id).executeTakeFirst());
      if (!row) throw notFound('This shop has no logo of its own');
      varyPerShop(reply);
      // The address names the version: the one asked for may be kept a long time, any other briefly.
      const cacheControl = request.query.v === row.version ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
      return reply
        .type(row.content_type)
        .header('cache-control', cacheControl)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(row.data);
    },
  );
};
