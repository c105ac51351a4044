import { z } from 'zod';
import { DEFAULT_INKS, NamedColour, PrintAreaOverrides, type PrintAreaOverrides as Overrides } from '@teamwear/shared/orders';
import type { TenantRow } from '../db/schema';

/**
 * `tenants.settings.production`: the shop's own ink or thread list (the proof names the nearest of
 * each colour) and its print areas per garment, size and side in cm; the defaults when unset or
 * invalid, as every other setting.
 */
const ProductionSettings = z.object({
  inks: z.array(NamedColour).min(1).max(500).optional(),
  printAreas: PrintAreaOverrides.optional(),
});

function settingsOf(tenant: TenantRow): z.infer<typeof ProductionSettings> {
  const parsed = ProductionSettings.safeParse(tenant.settings.production ?? {});
  return parsed.success ? parsed.data : {};
}

export function inksOf(tenant: TenantRow): readonly NamedColour[] {
  return settingsOf(tenant).inks ?? DEFAULT_INKS;
}

export function printAreaOverridesOf(tenant: TenantRow): Overrides {
  return settingsOf(tenant).printAreas ?? {};
}
