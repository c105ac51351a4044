import { isOffered, setTenant } from '@teamwear/shared/tenant';
import type { DesignSlug } from '@teamwear/shared/routes';
import { loadTenant } from '../../tenant/load-tenant';
import type { StudioErrorCode } from '../contract';

export type ShopStart = { kind: 'ready' } | { kind: 'failed'; code: Extract<StudioErrorCode, 'SHOP_UNREACHABLE' | 'UNKNOWN_SHOP' | 'NOT_OFFERED'> };

/**
 * The shop the studio works for (GET /whoami, named by its key: the API client carries it), made
 * the page's tenant (its name, colour, garments and templates), and whether it offers the garment.
 */
export async function startShop(garment: DesignSlug): Promise<ShopStart> {
  const tenant = await loadTenant();
  // A refusal of this origin comes without the header that lets the page read it: the browser
  // reports a failed call, as it does for a shop that cannot be reached.
  if (!tenant.ok) return { kind: 'failed', code: tenant.reason === 'not-found' ? 'UNKNOWN_SHOP' : 'SHOP_UNREACHABLE' };
  setTenant(tenant.tenant);
  if (!isOffered(garment, tenant.tenant.productTypes)) return { kind: 'failed', code: 'NOT_OFFERED' };
  return { kind: 'ready' };
}
