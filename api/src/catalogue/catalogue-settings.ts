import { z } from 'zod';
import {
  DEFAULT_PRODUCTION_DAYS,
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
import { priceListOf } from '../tenancy/tenant-settings';

/** `tenants.settings.catalogue.productionDays`: a value out of range (written by hand) counts as unset. */
const StoredCatalogue = z.object({ productionDays: z.number().int().min(PRODUCTION_DAYS_MIN).max(PRODUCTION_DAYS_MAX) });

export function productionDaysOf(tenant: Pick<TenantRow, 'settings'>): number {
  const parsed = StoredCatalogue.safeParse(tenant.settings.catalogue ?? {});
  return parsed.success ? parsed.data.productionDays : DEFAULT_PRODUCTION_DAYS;
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
    garments: [...offered, ...rest].map((productType) => ({ productType, offered: offered.includes(productType), tiers: prices.products[productType]?.tiers ?? [] })),
    currency: 'USD',
    nameCents: prices.nameCents,
    numberCents: prices.numberCents,
    deliveryCents: prices.deliveryCents,
    productionDays: productionDaysOf(tenant),
  };
}

/** The shop's settings with another price list and production days, the rest kept. */
export function withCatalogue(settings: Record<string, unknown>, change: { prices?: PriceList; productionDays?: number }): Record<string, unknown> {
  const next = { ...settings };
  if (change.prices) next.prices = change.prices;
  if (change.productionDays !== undefined) {
    const catalogue = typeof settings.catalogue === 'object' && settings.catalogue !== null && !Array.isArray(settings.catalogue) ? settings.catalogue : {};
    next.catalogue = { ...catalogue, productionDays: change.productionDays };
  }
  return next;
}
