import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** What the apps know of the shop they run for (GET /whoami). */
export interface TenantInfo {
  id: string;
  name: string;
  logo: string | null;
  color: string | null;
  productTypes: string[];
  templates: { id: string; name: string; type: string }[];
}

export const tenantStore = createStore<{ tenant: TenantInfo | null }>()(() => ({ tenant: null }));

export function setTenant(tenant: TenantInfo): void {
  tenantStore.setState({ tenant });
}

export function useTenant(): TenantInfo | null {
  return useStore(tenantStore, (s) => s.tenant);
}
