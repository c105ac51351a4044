import { z } from 'zod';
import { catalogueAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { PriceTier } from './orders';
import {
  checkPriceTiers,
  DELIVERY_CENTS_MAX,
  EXTRA_CENTS_MAX,
  PRICE_TABLE_MESSAGES,
  PRICE_TIERS_MAX,
  PRODUCTION_DAYS_MAX,
  PRODUCTION_DAYS_MIN,
  TIER_QUANTITY_MAX,
  UNIT_CENTS_MAX,
} from './price-table-rules';
import { SizeGuideRow } from './size-guide';
import { PRODUCT_TYPES, ProductType } from './tenant';

/**
 * The shop's catalogue as its owner edits it in the back office (`/api/provider/catalogue`, the
 * `catalogue` permission): which of the eight garments it offers and in which order its customers
 * see them (`tenants.product_types`), each garment's price tiers, the printed name and number and
 * the delivery fee (`tenants.settings.prices`), and the days production takes
 * (`tenants.settings.catalogue.productionDays`), from which customers see an estimated delivery day.
 * A change never touches a placed order: its prices and estimate are in its snapshot.
 */
export * from './price-table-rules';

const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} cents`);

const ProductionDays = z
  .number({ error: 'productionDays must be a number of days' })
  .int('productionDays must be whole days')
  .min(PRODUCTION_DAYS_MIN, `productionDays must be at least ${PRODUCTION_DAYS_MIN}`)
  .max(PRODUCTION_DAYS_MAX, `productionDays must be at most ${PRODUCTION_DAYS_MAX}`);

export const CatalogueGarment = z.object({
  productType: ProductType,
  /** Whether the shop's customers can design and order it. */
  offered: z.boolean(),
  /** Its price tiers, from 1 piece up; empty when the shop has none for it (it cannot be offered then). */
  tiers: z.array(PriceTier),
  /** The sizes each of its pieces is offered in, with their measurements (size-guide.ts). */
  sizeGuide: z.object({ main: z.array(SizeGuideRow), shorts: z.array(SizeGuideRow).nullable(), measured: z.boolean() }),
});
export type CatalogueGarment = z.infer<typeof CatalogueGarment>;

export const Catalogue = z.object({
  /** All eight garments: the offered ones first, in the order customers see them, then the others. */
  garments: z.array(CatalogueGarment),
  currency: z.literal('USD'),
  /** A printed name, per player piece. */
  nameCents: z.number().int().nonnegative(),
  /** A printed number, per player piece. */
  numberCents: z.number().int().nonnegative(),
  /** The delivery fee, once per order. */
  deliveryCents: z.number().int().nonnegative(),
  /** Days from placing an order to its estimated delivery. */
  productionDays: z.number().int().positive(),
  /** The shop's sizes, in its order: what a size guide offers from. */
  sizes: z.array(z.string()),
});
export type Catalogue = z.infer<typeof Catalogue>;
export const CatalogueResponse = z.object({ data: Catalogue });
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;

/** `PUT /api/provider/catalogue/garments`: the garments offered, in the order customers see them. */
export const OfferedGarmentsRequest = z.strictObject({
  offered: z
    .array(ProductType, { error: `offered must be a list of ${PRODUCT_TYPES.join(', ')}` })
    .min(1, 'Offer at least one garment')
    .max(PRODUCT_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'Each garment is listed once'),
});
export type OfferedGarmentsRequest = z.infer<typeof OfferedGarmentsRequest>;

/** `PUT /api/provider/catalogue/prices`: a garment's whole price table. */
export const PriceTiersRequest = z
  .strictObject({
    productType: z.enum(PRODUCT_TYPES, { error: `productType must be one of ${PRODUCT_TYPES.join(', ')}` }),
    tiers: z
      .array(
        z.strictObject({
          minQuantity: z
            .number({ error: 'The number of pieces must be a number' })
            .int(PRICE_TABLE_MESSAGES.quantityNotWhole)
            .min(1, PRICE_TABLE_MESSAGES.quantityNotWhole)
            .max(TIER_QUANTITY_MAX, PRICE_TABLE_MESSAGES.quantityTooLarge),
          unitCents: cents('The price', UNIT_CENTS_MAX),
        }),
        { error: 'tiers must be a list of { minQuantity, unitCents }' },
      )
      .min(1, PRICE_TABLE_MESSAGES.noTiers)
      .max(PRICE_TIERS_MAX, PRICE_TABLE_MESSAGES.tooManyTiers),
  })
  .superRefine((body, ctx) => {
    // The rules across rows (from 1, ascending): the same the back office's form checks.
    for (const row of checkPriceTiers(body.tiers).rows) {
      ctx.addIssue({ code: 'custom', path: ['tiers', row.index, row.field], message: PRICE_TABLE_MESSAGES[row.problem] });
    }
  });
export type PriceTiersRequest = z.infer<typeof PriceTiersRequest>;

/** `PUT /api/provider/catalogue/terms`: what every order of the shop pays besides its garments, and production days. */
export const CatalogueTermsRequest = z.strictObject({
  nameCents: cents('nameCents', EXTRA_CENTS_MAX),
  numberCents: cents('numberCents', EXTRA_CENTS_MAX),
  deliveryCents: cents('deliveryCents', DELIVERY_CENTS_MAX),
  productionDays: ProductionDays,
});
export type CatalogueTermsRequest = z.infer<typeof CatalogueTermsRequest>;

const providerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const catalogueEndpoints = {
  get: defineEndpoint({ ...catalogueAddresses.get, responses: { 200: CatalogueResponse, ...providerErrors } }),
  garments: defineEndpoint({ ...catalogueAddresses.garments, body: OfferedGarmentsRequest, responses: { 200: CatalogueResponse, 400: ApiError, ...providerErrors } }),
  prices: defineEndpoint({
    ...catalogueAddresses.prices,
    body: PriceTiersRequest,
    responses: { 200: CatalogueResponse, 400: ApiError, ...providerErrors },
  }),
  terms: defineEndpoint({ ...catalogueAddresses.terms, body: CatalogueTermsRequest, responses: { 200: CatalogueResponse, 400: ApiError, ...providerErrors } }),
};
