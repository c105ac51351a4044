import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ShopContact } from '../contracts/tenant';
import type { SocialLinks } from '../contracts/social-links';

/** What the apps know of the shop they run for (GET /whoami). */
export interface TenantInfo {
  id: string;
  name: string;
  logo: string | null;
  color: string | null;
  productTypes: string[];
  templates: { id: string; name: string; type: string }[];
  /** How to reach the shop (its contact page); each field null where the shop gives none. */
  contact: ShopContact;
  /** The shop's light or dark theme, which the app follows until the customer picks their own; light when unset. */
  mode?: 'light' | 'dark';
  /** The shop's social links (https addresses), null where it gives none; none from an API from before. */
  social?: SocialLinks;
}

export const tenantStore = createStore<{ tenant: TenantInfo | null }>()(() => ({ tenant: null }));

export function setTenant(tenant: TenantInfo): void {
  tenantStore.setState({ tenant });
}

export function useTenant(): TenantInfo | null {
  return useStore(tenantStore, (s) => s.tenant);
}
