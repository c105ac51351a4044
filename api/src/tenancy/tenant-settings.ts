import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_MAX_DESIGNS_PER_USER } from '@teamwear/shared/contracts';
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
 * The browser origin for links in mail: `settings.publicOrigin` when the tenant has one, else the
 * origin the request came to (X-Forwarded-Proto/Host from the trusted gateway). The host part has
 * already matched one of the tenant's domains, so a forged Host cannot point links elsewhere.
 */
export function publicOrigin(request: FastifyRequest, tenant: TenantRow): string {
  const configured = tenant.settings.publicOrigin;
  if (typeof configured === 'string' && /^https?:\/\/[^/\s]+$/.test(configured)) return configured;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${request.host}`;
}

/** `tenants.settings.designs.maxPerUser`: live designs one user may keep (deleted ones do not count). */
const TenantDesignSettings = z.object({ maxPerUser: z.number().int().min(0).max(100_000) });

export function maxDesignsPerUser(tenant: TenantRow): number {
  const parsed = TenantDesignSettings.safeParse(tenant.settings.designs ?? {});
  return parsed.success ? parsed.data.maxPerUser : DEFAULT_MAX_DESIGNS_PER_USER;
}

const ContactEmail = z.object({ email: z.email() });

/** `tenants.settings.contact.email`: where contact-form messages are mailed; null when not set. */
export function contactEmailOf(tenant: TenantRow): string | null {
  const parsed = ContactEmail.safeParse(tenant.settings.contact ?? {});
  return parsed.success ? parsed.data.email : null;
}
