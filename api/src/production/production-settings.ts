import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sizesOf, type PrintAreaInUse, type PrintAreaSetting, type ProductionSettings as SettingsView } from '@teamwear/shared/contracts';
import { DEFAULT_INKS, GARMENT_SIDES, NamedColour, PrintAreaOverrides, printAreaCm, type PrintAreaOverrides as Overrides } from '@teamwear/design/print';
import type { DesignSlug } from '@teamwear/shared/routes';
import { offeredSlugs } from '@teamwear/shared/tenant';
import type { TenantRow } from '../db/schema';
import { sizeChartOf } from '../tenancy/tenant-settings';

/**
 * `tenants.settings.production`: the shop's own ink or thread list (the proof names the nearest of
 * each colour) and its print areas per garment, size and side in cm; the defaults when unset or
 * invalid, as every other setting. The shop's administrators set them through the provider API
 * (production-settings-routes.ts).
 */
const StoredProductionSettings = z.object({
  inks: z.array(NamedColour).min(1).max(500).optional(),
  printAreas: PrintAreaOverrides.optional(),
});
export type StoredProductionSettings = z.infer<typeof StoredProductionSettings>;

export function settingsOf(tenant: Pick<TenantRow, 'settings'>): StoredProductionSettings {
  const parsed = StoredProductionSettings.safeParse(tenant.settings.production ?? {});
  return parsed.success ? parsed.data : {};
}

export function inksOf(tenant: Pick<TenantRow, 'settings'>): readonly NamedColour[] {
  return settingsOf(tenant).inks ?? DEFAULT_INKS;
}

export function printAreaOverridesOf(tenant: Pick<TenantRow, 'settings'>): Overrides {
  return settingsOf(tenant).printAreas ?? {};
}

/**
 * sha-256 of what the shop's settings change in an order's print files and proofs (the inks as
 * they are used, the print areas): part of a production job's hash, so the files of open orders
 * are made again when the shop changes either.
 */
export function productionSettingsHash(tenant: Pick<TenantRow, 'settings'>): string {
  const areas = printAreaOverridesOf(tenant);
  const sortedAreas = Object.keys(areas)
    .sort()
    .map((garment) => [garment, Object.entries(areas[garment] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([size, sides]) => [size, Object.entries(sides).sort(([a], [b]) => (a < b ? -1 : 1))])]);
  return createHash('sha256').update(JSON.stringify({ inks: inksOf(tenant), printAreas: sortedAreas })).digest('hex');
}

/** The rows a shop sent, as they are stored: per garment, per size, per side. */
export function overridesFromRows(rows: readonly PrintAreaSetting[]): Overrides {
  const overrides: Overrides = {};
  for (const { garment, size, side, widthCm, heightCm } of rows) {
    const sizes = (overrides[garment] ??= {});
    (sizes[size] ??= {})[side] = { widthCm, heightCm };
  }
  return overrides;
}

/**
 * What the shop prints with: its inks (or the defaults) and, for every garment it sells, at every
 * size of its chart, each side's print area (its own figure, else the catalogue's graded one). A
 * garment it no longer sells but set areas for is listed too, so nothing it stored is hidden.
 */
export function productionSettingsView(tenant: TenantRow): SettingsView {
  const own = settingsOf(tenant);
  const overrides = own.printAreas ?? {};
  const sizes = sizesOf(sizeChartOf(tenant));
  const garments = new Set<DesignSlug>([...offeredSlugs(tenant.product_types), ...(Object.keys(overrides) as DesignSlug[]).filter((slug) => slug in GARMENT_SIDES)]);
  const printAreas: PrintAreaInUse[] = [];
  for (const garment of garments) {
    const ownSizes = Object.keys(overrides[garment] ?? {}).filter((size) => !sizes.includes(size));
    for (const size of [...sizes, ...ownSizes]) {
      for (const side of GARMENT_SIDES[garment]) {
        const shopSet = Boolean(overrides[garment]?.[size]?.[side.side]);
        printAreas.push({ garment, size, side: side.side, ...printAreaCm(garment, side, size, overrides), shopSet });
      }
    }
  }
  return { inks: [...(own.inks ?? DEFAULT_INKS)], inksAreDefault: !own.inks, printAreas };
}
