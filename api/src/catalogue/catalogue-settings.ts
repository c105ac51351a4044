import { z } from 'zod';
import {
  currentGuideRows,
  DEFAULT_PRODUCTION_DAYS,
  type GarmentSizeGuide,
  type GarmentSizeGuideRows,
  SizeGuideRow,
  sizesOf,
  PRODUCT_TYPES,
  PRODUCTION_DAYS_MAX,
  PRODUCTION_DAYS_MIN,
  ProductType,
  type Catalogue,
  type DeliveryEstimate,
  type PriceList,
} from '@teamwear/shared/contracts';
import { deliveryDayOf } from '@teamwear/shared/orders';
import type { TenantRow } from '../db/schema';
import { priceListOf, sizeChartOf } from '../tenancy/tenant-settings';

/** `tenants.settings.catalogue.productionDays`: a value out of range (written by hand) counts as unset. */
const StoredCatalogue = z.object({ productionDays: z.number().int().min(PRODUCTION_DAYS_MIN).max(PRODUCTION_DAYS_MAX) });

export function productionDaysOf(tenant: Pick<TenantRow, 'settings'>): number {
  const parsed = StoredCatalogue.safeParse(tenant.settings.catalogue ?? {});
  return parsed.success ? parsed.data.productionDays : DEFAULT_PRODUCTION_DAYS;
}

/** `settings.catalogue.sizeGuides[productType]` as stored; a guide written by hand that does not read is unset. */
const StoredGuide = z.object({ main: z.array(SizeGuideRow), shorts: z.array(SizeGuideRow).nullable() });

function storedGuideOf(tenant: Pick<TenantRow, 'settings'>, productType: ProductType): GarmentSizeGuideRows | null {
  const guides: unknown = (tenant.settings.catalogue as { sizeGuides?: unknown } | undefined)?.sizeGuides;
  if (typeof guides !== 'object' || guides === null) return null;
  const parsed = StoredGuide.safeParse((guides as Record<string, unknown>)[productType]);
  return parsed.success ? parsed.data : null;
}

/**
 * A garment's size guide against the shop's sizes today (size-guide-rules.ts `currentGuideRows`): a
 * garment the shop has not measured is offered in every size of its chart.
 */
export function sizeGuideOf(tenant: Pick<TenantRow, 'settings'>, productType: ProductType): GarmentSizeGuide {
  const stored = storedGuideOf(tenant, productType);
  return { productType, ...currentGuideRows(productType, stored, sizesOf(sizeChartOf(tenant))), measured: stored !== null };
}

/** When an order placed at `placedAt` in this shop should arrive. */
export function deliveryEstimateOf(tenant: Pick<TenantRow, 'settings'>, placedAt: Date): DeliveryEstimate {
  const productionDays = productionDaysOf(tenant);
  return { productionDays, deliveryBy: deliveryDayOf(placedAt, productionDays) };
}

/** The garments the shop offers, in the order it shows them (names the catalogue does not know dropped). */
export function offeredTypesOf(tenant: Pick<TenantRow, 'product_types'>): ProductType[] {
  const known = tenant.product_types.filter((type): type is ProductType => ProductType.safeParse(type).success);
  return [...new Set(known)];
}

/** The catalogue as the back office shows it: all eight garments, the offered ones first in their order. */
export function catalogueOf(tenant: Pick<TenantRow, 'settings' | 'product_types'>): Catalogue {
  const prices = priceListOf(tenant);
  const offered = offeredTypesOf(tenant);
  const rest = PRODUCT_TYPES.filter((type) => !offered.includes(type));
  return {
    garments: [...offered, ...rest].map((productType) => {
      const { main, shorts, measured } = sizeGuideOf(tenant, productType);
      return { productType, offered: offered.includes(productType), tiers: prices.products[productType]?.tiers ?? [], sizeGuide: { main, shorts, measured } };
    }),
    currency: 'USD',
    nameCents: prices.nameCents,
    numberCents: prices.numberCents,
    deliveryCents: prices.deliveryCents,
    productionDays: productionDaysOf(tenant),
    sizes: sizesOf(sizeChartOf(tenant)),
  };
}

/** The shop's settings with another price list and production days, the rest kept. */
export function withCatalogue(
  settings: Record<string, unknown>,
  change: { prices?: PriceList; productionDays?: number; sizeGuide?: { productType: ProductType; rows: GarmentSizeGuideRows } },
): Record<string, unknown> {
  const next = { ...settings };
  if (change.prices) next.prices = change.prices;
  const objectOr = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (change.productionDays !== undefined) next.catalogue = { ...objectOr(next.catalogue), productionDays: change.productionDays };
  if (change.sizeGuide) {
    const catalogue = objectOr(next.catalogue);
    next.catalogue = { ...catalogue, sizeGuides: { ...objectOr(catalogue.sizeGuides), [change.sizeGuide.productType]: change.sizeGuide.rows } };
  }
  return next;
}
