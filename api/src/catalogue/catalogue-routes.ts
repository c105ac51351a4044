import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueEndpoints, inShopOrder, sizeGuideEndpoints, sizeGuideFields, sizesOf, type PriceList, type ProductType } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { changeFeedOf } from '../db/change-feed';
import type { TenantRow } from '../db/schema';
import { routeOf } from '../http/endpoint-route';
import { fieldsInvalid, notFound, validationFailed } from '../http/errors';
import { priceListOf, sizeChartOf } from '../tenancy/tenant-settings';
import { catalogueOf, offeredTypesOf, productionDaysOf, sizeGuideOf, withCatalogue } from './catalogue-settings';

const bearer = [{ bearerAuth: [] }];
type ShopRow = Pick<TenantRow, 'settings' | 'product_types'>;

/**
 * The shop's catalogue (issue 36), read and changed by its owner (the `catalogue` permission):
 * the garments offered and their order (`tenants.product_types`), each garment's price tiers, the
 * printed name and number and the delivery fee (`settings.prices`), and the production days
 * (`settings.catalogue.productionDays`). Each change is in the shop's audit log with its before and
 * after, in the transaction that makes it. Placed orders keep their snapshot: nothing here reads
 * or writes an order.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Changes the shop's row under a lock, records the change and forgets the cached shop: the
   * database notifies every API instance, so whoami and quotes answer from the new catalogue at once.
   */
  async function change(
    tenantId: string,
    write: (shop: ShopRow) => Promise<{ audit: { action: string; subject: string | null; before: unknown; after: unknown }; set: Partial<ShopRow> }>,
    actorId: string,
  ): Promise<ShopRow> {
    const updated = await app.db.transaction().execute(async (trx) => {
      const shop = await trx.selectFrom('tenants').select(['settings', 'product_types']).where('id', '=', tenantId).forUpdate().executeTakeFirst();
      if (!shop) throw notFound('No such shop');
      const { audit, set } = await write(shop);
      await recordAudit(trx, { tenantId, actorId, area: 'catalogue', ...audit });
      return trx
        .updateTable('tenants')
        .set({ ...(set.settings ? { settings: JSON.stringify(set.settings) } : {}), ...(set.product_types ? { product_types: set.product_types } : {}) })
        .where('id', '=', tenantId)
        .returning(['settings', 'product_types'])
        .executeTakeFirstOrThrow();
    });
    changeFeedOf(app.db).emit({ kind: 'tenants' });
    return updated;
  }

  app.route({
    ...routeOf(catalogueEndpoints.get, {
      tags: ['provider'],
      summary: 'The shop’s catalogue: garments offered and their order, price tiers, extras, delivery fee, production days',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('catalogue'),
    handler: async (request) => {
      // The row as stored now: the request's may be a cached copy from before a change.
      const shop = await app.db.selectFrom('tenants').select(['settings', 'product_types']).where('id', '=', principalOf(request).tenantId).executeTakeFirst();
      if (!shop) throw notFound('No such shop');
      return { data: catalogueOf(shop) };
    },
  });

  app.route({
    ...routeOf(catalogueEndpoints.garments, {
      tags: ['provider'],
      summary: 'Set the garments the shop offers, in the order its customers see them',
      description: 'A garment without prices cannot be offered (400 with fields). Designs and orders of a garment no longer offered stay as they are.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('catalogue'),
    handler: async (request) => {
      const principal = principalOf(request);
      const offered = request.body.offered;
      const updated = await change(
        principal.tenantId,
        async (shop) => {
          const prices = priceListOf(shop);
          const unpriced = offered.findIndex((type) => !prices.products[type]?.tiers.length);
          if (unpriced >= 0) throw validationFailed(`offered.${unpriced}`, `${offered[unpriced]} has no prices yet: set its price tiers first`);
          return { audit: { action: 'garments.changed', subject: null, before: offeredTypesOf(shop), after: offered }, set: { product_types: [...offered] } };
        },
        principal.userId,
      );
      return { data: catalogueOf(updated) };
    },
  });

  app.route({
    ...routeOf(catalogueEndpoints.prices, {
      tags: ['provider'],
      summary: 'Set a garment’s price tiers (its whole table)',
      description:
        'Tiers from 1 piece up, each from more pieces than the one before (no gaps, no repeats), prices in whole cents. ' +
        'Answers 400 with fields such as `tiers.1.minQuantity`. Orders already placed keep the prices they were placed with.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('catalogue'),
    handler: async (request) => {
      const principal = principalOf(request);
      const productType: ProductType = request.body.productType;
      const updated = await change(
        principal.tenantId,
        async (shop) => {
          const prices = priceListOf(shop);
          const next: PriceList = { ...prices, products: { ...prices.products, [productType]: { tiers: request.body.tiers } } };
          return {
            audit: {
              action: 'prices.changed',
              subject: SLUG_BY_PRODUCT_TYPE[productType],
              before: prices.products[productType]?.tiers ?? null,
              after: request.body.tiers,
            },
            set: { settings: withCatalogue(shop.settings, { prices: next }) },
          };
        },
        principal.userId,
      );
      return { data: catalogueOf(updated) };
    },
  });

  app.route({
    ...routeOf(catalogueEndpoints.terms, {
      tags: ['provider'],
      summary: 'Set the price of a printed name and number, the delivery fee and the production days',
      description: 'Money in whole cents; production days whole, 1 to 365. Orders already placed keep their prices and delivery estimate.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('catalogue'),
    handler: async (request) => {
      const principal = principalOf(request);
      const { nameCents, numberCents, deliveryCents, productionDays } = request.body;
      const updated = await change(
        principal.tenantId,
        async (shop) => {
          const prices = priceListOf(shop);
          const before = {
            nameCents: prices.nameCents,
            numberCents: prices.numberCents,
            deliveryCents: prices.deliveryCents,
            productionDays: productionDaysOf(shop),
          };
          return {
            audit: { action: 'terms.changed', subject: null, before, after: { nameCents, numberCents, deliveryCents, productionDays } },
            set: { settings: withCatalogue(shop.settings, { prices: { ...prices, nameCents, numberCents, deliveryCents }, productionDays }) },
          };
        },
        principal.userId,
      );
      return { data: catalogueOf(updated) };
    },
  });

  app.route({
    ...routeOf(sizeGuideEndpoints.put, {
      tags: ['provider'],
      summary: 'Set a garment’s size guide: the sizes each piece is offered in and their measurements in cm',
      description:
        'Sizes from the shop’s chart (`GET /api/sizes`), each once, at least one per piece; `shorts` for the soccer kit only (null otherwise). ' +
        'Measurements in cm, more than 0, at most 250, to the half centimetre: the shirt’s chest, length and sleeve; shorts’ and trunks’ waist, hip and length. ' +
        'Answers 400 with fields such as `main.2.cm.chest`. Orders already placed keep their sizes; new orders are refused a size a piece is not offered in.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('catalogue'),
    handler: async (request) => {
      const principal = principalOf(request);
      const { productType } = request.body;
      const updated = await change(
        principal.tenantId,
        async (shop) => {
          const shopSizes = sizesOf(sizeChartOf(shop));
          const fields = sizeGuideFields(request.body, shopSizes);
          if (Object.keys(fields).length) throw fieldsInvalid(fields);
          const before = sizeGuideOf(shop, productType);
          const rows = inShopOrder({ main: request.body.main, shorts: request.body.shorts }, shopSizes);
          return {
            audit: {
              action: 'size-guide.changed',
              subject: SLUG_BY_PRODUCT_TYPE[productType],
              before: before.measured ? { main: before.main, shorts: before.shorts } : null,
              after: rows,
            },
            set: { settings: withCatalogue(shop.settings, { sizeGuide: { productType, rows } }) },
          };
        },
        principal.userId,
      );
      return { data: sizeGuideOf(updated, productType) };
    },
  });
};
