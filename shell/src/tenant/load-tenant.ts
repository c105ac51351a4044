import { apiRequest } from '@teamwear/shared/api';
import type { TenantInfo } from '@teamwear/shared/tenant';

interface WhoamiBody {
  data: {
    id: string;
    name: string;
    logo?: string | null;
    settings?: { homepage?: { theme?: { palette?: { color?: string | null } } } };
    productTypes?: string[];
    templates?: { id: string; name: string; type: string }[];
  };
}

export type TenantLoad = { ok: true; tenant: TenantInfo } | { ok: false; reason: 'not-found' | 'unreachable' };

/** PRODUCT_SPEC §1: at start the app asks the server who the tenant is. */
export async function loadTenant(): Promise<TenantLoad> {
  const result = await apiRequest<WhoamiBody>('/whoami', { auth: false });
  if (!result.ok) return { ok: false, reason: result.status === 404 ? 'not-found' : 'unreachable' };
  const data = result.data.data;
  return {
    ok: true,
    tenant: {
      id: data.id,
      name: data.name,
      logo: data.logo ?? null,
      color: data.settings?.homepage?.theme?.palette?.color ?? null,
      productTypes: data.productTypes ?? [],
      templates: data.templates ?? [],
    },
  };
}
