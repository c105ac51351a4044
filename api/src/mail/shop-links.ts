import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { configuredPublicOrigin } from '../tenancy/tenant-settings';

/** The pages of the customer app that mail links open. */
export interface ShopLinks {
  origin: string;
  signIn: string;
  forgot: string;
  reset: (token: string) => string;
  unlock: (token: string) => string;
  verifyEmail: (token: string) => string;
  order: (orderId: string) => string;
  handoff: (token: string) => string;
  /** The back office's page where an invited team member chooses their password. */
  staffInvitation: (token: string) => string;
  /** A size collection's page for its players; with an entry and its token, the page that changes that entry. */
  join: (code: string, entry?: { id: string; token: string }) => string;
  /** The team manager's page of a collection. */
  collection: (id: string) => string;
}

export function linksFrom(origin: string): ShopLinks {
  const withToken = (path: string) => (token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;
  return {
    origin,
    signIn: `${origin}/auth/signin`,
    forgot: `${origin}/auth/forgotpassword`,
    reset: withToken('/auth/resetpassword'),
    unlock: withToken('/auth/unlock'),
    verifyEmail: withToken('/auth/verifyemail'),
    order: (orderId) => `${origin}/me/order?id=${encodeURIComponent(orderId)}`,
    handoff: withToken('/handoff'),
    staffInvitation: withToken('/backoffice/invitation'),
    join: (code, entry) => `${origin}/join/${encodeURIComponent(code)}${entry ? `?entry=${encodeURIComponent(entry.id)}&token=${encodeURIComponent(entry.token)}` : ''}`,
    collection: (id) => `${origin}/me/collection?id=${encodeURIComponent(id)}`,
  };
}

/**
 * Links in a shop's mail are built from what the shop is configured with, never from a request:
 * `settings.publicOrigin`, else `https://` and the shop's first domain. A Host or X-Forwarded-Host
 * header is the client's to write, so a link built from it could send a reset token anywhere.
 */
export async function shopLinks(tx: TenantTx, tenant: TenantRow): Promise<ShopLinks> {
  const configured = configuredPublicOrigin(tenant);
  if (configured) return linksFrom(configured);
  const domain = await tx
    .selectFrom('tenant_domains')
    .select('host')
    .where('tenant_id', '=', tenant.id)
    .orderBy('created_at')
    .orderBy('host')
    .limit(1)
    .executeTakeFirst();
  if (!domain) throw new Error(`Shop ${tenant.slug} has neither settings.publicOrigin nor a domain to link to`);
  return linksFrom(`https://${domain.host}`);
}
