import { z } from 'zod';
import {
  DEFAULT_MAX_DESIGNS_PER_USER,
  DEFAULT_MAX_STORED_BYTES_PER_USER,
  DEFAULT_SIZE_CHART,
  PriceList,
  SizeChart,
  SOCIAL_NETWORKS,
  type ShopContact,
  type SocialLinks,
  socialLinkProblem,
} from '@teamwear/shared/contracts';
import { DEFAULT_PRICE_LIST } from '@teamwear/shared/orders';
import type { AppConfig } from '../config';
import type { TenantRow } from '../db/schema';

/** An OpenID Connect issuer a tenant trusts for social sign-in. */
export const OidcProviderSettings = z.object({
  /** What the browser sends as `provider`, e.g. "google". */
  id: z.string().min(1).max(64),
  issuer: z.string().min(1),
  jwksUri: z.url(),
  /** The audience our ID tokens must carry: the tenant's client id at that provider. */
  clientId: z.string().min(1),
});
export type OidcProviderSettings = z.infer<typeof OidcProviderSettings>;

/** `tenants.settings.auth` (server-side only; whoami never shows it). */
const TenantAuthSettings = z.object({
  otpOnNewDevice: z.boolean().default(false),
  oidcProviders: z.array(OidcProviderSettings).default([]),
});
export type TenantAuthSettings = z.infer<typeof TenantAuthSettings>;

const DEFAULT_AUTH_SETTINGS: TenantAuthSettings = { otpOnNewDevice: false, oidcProviders: [] };

export function authSettingsOf(tenant: TenantRow): TenantAuthSettings {
  const parsed = TenantAuthSettings.safeParse(tenant.settings.auth ?? {});
  return parsed.success ? parsed.data : DEFAULT_AUTH_SETTINGS;
}

/** Whether a sign-in from an unknown browser needs a mailed code (tenant setting or OTP_TENANTS). */
export function otpOnNewDevice(tenant: TenantRow, config: AppConfig): boolean {
  return authSettingsOf(tenant).otpOnNewDevice || config.auth.otpTenants.includes(tenant.slug);
}

/**
 * `settings.publicOrigin` when it is an origin and nothing more (`https://shop.example.com`, or
 * `http://localhost:3000` for the local demo): scheme, host and port, no user info, path or query.
 */
export function configuredPublicOrigin(tenant: TenantRow): string | null {
  const configured = tenant.settings.publicOrigin;
  if (typeof configured !== 'string') return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === configured.replace(/\/$/, '') ? url.origin : null;
}

/** `tenants.settings.designs.maxPerUser`: designs one user may keep. */
const TenantDesignSettings = z.object({ maxPerUser: z.number().int().min(0).max(100_000) });

export function maxDesignsPerUser(tenant: TenantRow): number {
  const parsed = TenantDesignSettings.safeParse(tenant.settings.designs ?? {});
  return parsed.success ? parsed.data.maxPerUser : DEFAULT_MAX_DESIGNS_PER_USER;
}

/** `tenants.settings.storage.maxBytesPerUser`: bytes all of one user's designs may store together. */
const TenantStorageSettings = z.object({ maxBytesPerUser: z.number().int().min(0).max(2 ** 40) });

export function maxStoredBytesPerUser(tenant: TenantRow): number {
  const parsed = TenantStorageSettings.safeParse(tenant.settings.storage ?? {});
  return parsed.success ? parsed.data.maxBytesPerUser : DEFAULT_MAX_STORED_BYTES_PER_USER;
}

const ContactEmail = z.object({ email: z.email() });

/** `tenants.settings.contact.email`: where contact-form messages are mailed; null when not set. */
export function contactEmailOf(tenant: Pick<TenantRow, 'settings'>): string | null {
  const parsed = ContactEmail.safeParse(tenant.settings.contact ?? {});
  return parsed.success ? parsed.data.email : null;
}

/** `tenants.settings.sizes`: the shop's size chart and number range; the defaults when unset or invalid. */
export function sizeChartOf(tenant: Pick<TenantRow, 'settings'>): SizeChart {
  const parsed = SizeChart.safeParse(tenant.settings.sizes);
  return parsed.success ? parsed.data : DEFAULT_SIZE_CHART;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A settings object (a JSON object, not an array); an empty one for anything else. */
const objectAt = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What the contact page shows (`settings.contact`: address, hours, phone, email, and the address
 * and hours in Khmer under `translations.kh`); null where unset.
 */
export function shopContactOf(tenant: Pick<TenantRow, 'settings'>): ShopContact {
  const contact = objectAt(tenant.settings.contact);
  const kh = objectAt(objectAt(contact.translations).kh);
  return {
    address: text(contact.address),
    hours: text(contact.hours),
    phone: text(contact.phone),
    email: contactEmailOf(tenant),
    translations: { kh: { address: text(kh.address), hours: text(kh.hours) } },
  };
}

/** `tenants.settings.prices`: the shop's price list (tiers per product type, extras, delivery); the defaults when unset or invalid. */
export function priceListOf(tenant: Pick<TenantRow, 'settings'>): PriceList {
  const parsed = PriceList.safeParse(tenant.settings.prices);
  return parsed.success ? parsed.data : DEFAULT_PRICE_LIST;
}

/**
 * `tenants.settings.embed.allowedOrigins`: the partner sites (origins such as
 * `https://club.example.org`) whose pages may embed the shop's studio and call its public API.
 */
export function embedOriginsOf(tenant: Pick<TenantRow, 'settings'>): string[] {
  const parsed = z.object({ allowedOrigins: z.array(z.string()) }).safeParse(tenant.settings.embed ?? {});
  if (!parsed.success) return [];
  return parsed.data.allowedOrigins.filter((origin) => {
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
}

/** `tenants.settings.notifications.newOrdersTo`: the address a shop set for its new-order mail. */
const NewOrderMailSetting = z.object({ newOrdersTo: z.email() });

/** The address the shop set for its new-order mail itself (null: it set none, the default applies). */
export function configuredNewOrderMailOf(tenant: TenantRow): string | null {
  const parsed = NewOrderMailSetting.safeParse(tenant.settings.notifications ?? {});
  return parsed.success ? parsed.data.newOrdersTo : null;
}

/**
 * Where the shop is told of each new order: `settings.notifications.newOrdersTo`, else the shop's
 * contact address (`settings.contact.email`, which also receives the contact form); null when it
 * has neither (the order is placed all the same; the log says no mail went to the shop).
 */
export function newOrderMailOf(tenant: TenantRow): string | null {
  return configuredNewOrderMailOf(tenant) ?? contactEmailOf(tenant);
}

/** No link to any network. */
export const emptySocialLinks = (): SocialLinks => ({ facebook: null, instagram: null, tiktok: null, telegram: null, youtube: null, website: null });

/**
 * `tenants.settings.brand`: the shop's light or dark theme and its social links (issue 36); light
 * and no link where unset. A link that is not an https address (set by hand) is left out.
 */
export function brandLookOf(tenant: Pick<TenantRow, 'settings'>): { mode: 'light' | 'dark'; social: SocialLinks } {
  const brand = objectAt(tenant.settings.brand);
  const given = objectAt(brand.social);
  const social = emptySocialLinks();
  for (const network of SOCIAL_NETWORKS) {
    const link = given[network];
    if (typeof link === 'string' && socialLinkProblem(network, link) === null) social[network] = link;
  }
  return { mode: brand.mode === 'dark' ? 'dark' : 'light', social };
}
