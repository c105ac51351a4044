import { ProductType, type Tenant } from '@teamwear/shared/contracts';
import type { Db, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { brandLookOf, shopContactOf } from './tenant-settings';

/** Lower-cased host without port or trailing dot: the key of tenant_domains. */
export function normalizeHost(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host; // one trailing dot, without a regular expression per request
}

/** Platform-level lookup (before any tenant is known), so it runs outside withTenant. */
export async function findTenantByHost(db: Db, host: string): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenant_domains')
    .innerJoin('tenants', 'tenants.id', 'tenant_domains.tenant_id')
    .selectAll('tenants')
    .where('tenant_domains.host', '=', host)
    .executeTakeFirst();
}

/**
 * The tenant a public shop key may name: its key, the key it rotated away, or its slug (partner
 * pages passed the slug before shops had keys). Whether the key still opens it is the caller's to
 * check at its clock (shopKeyOpens): the row is kept in memory, an old key's grace ends meanwhile.
 */
export async function findTenantByShopKey(db: Db, key: string): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenants')
    .selectAll()
    .where((eb) => eb.or([eb('shop_key', '=', key), eb('previous_shop_key', '=', key), eb('slug', '=', key)]))
    .executeTakeFirst();
}

/** The whoami document: the tenant's brand, the products it offers and its templates for them. */
export async function loadWhoami(tx: TenantTx, tenant: TenantRow): Promise<Tenant> {
  const productTypes = tenant.product_types.filter((type): type is ProductType => ProductType.safeParse(type).success);
  const templates =
    productTypes.length === 0
      ? []
      : await tx
          .selectFrom('templates')
          .select(['id', 'name', 'type'])
          .where('tenant_id', '=', tenant.id)
          .where('type', 'in', productTypes)
          .where('published', '=', true)
          .orderBy('sort_order')
          .orderBy('name')
          .execute();
  const look = brandLookOf(tenant);
  return {
    id: tenant.id,
    name: tenant.name,
    logo: tenant.logo,
    settings: { homepage: { theme: { palette: { color: tenant.palette_color, mode: look.mode } } } },
    productTypes,
    templates: templates.map((template) => ({ id: template.id, name: template.name, type: template.type as ProductType })),
    contact: shopContactOf(tenant),
    social: look.social,
  };
}
