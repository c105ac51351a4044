import { apiAddress, apiRequest } from '@teamwear/shared/api';
import type { ShopContact, SocialLinks } from '@teamwear/shared/contracts';
import type { TenantInfo } from '@teamwear/shared/tenant';
import { SOCIAL_NETWORK_ORDER } from './social-networks';

interface WhoamiBody {
  data: {
    id: string;
    name: string;
    logo?: string | null;
    settings?: { homepage?: { theme?: { palette?: { color?: string | null; mode?: string | null } } } };
    productTypes?: string[];
    templates?: { id: string; name: string; type: string }[];
    contact?: WhoamiContact;
    social?: Partial<Record<string, Given>>;
  };
}

type Given = string | null | undefined;

/** whoami's `contact` as an API of any age may send it. */
type WhoamiContact = { address?: Given; hours?: Given; phone?: Given; email?: Given; translations?: { kh?: { address?: Given; hours?: Given } } };

/** The shop's contact details; a field the API leaves out or sends empty is one the shop does not give. */
export function contactOf(contact: WhoamiContact = {}): ShopContact {
  const given = (value: Given) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const kh = contact.translations?.kh;
  return {
    address: given(contact.address),
    hours: given(contact.hours),
    phone: given(contact.phone),
    email: given(contact.email),
    translations: { kh: { address: given(kh?.address), hours: given(kh?.hours) } },
  };
}

/** The shop's social links: only https addresses (the API checks them; a page never links elsewhere). */
export function socialOf(social: Partial<Record<string, Given>> = {}): SocialLinks {
  const links = {} as SocialLinks;
  for (const network of SOCIAL_NETWORK_ORDER) {
    const link = social[network];
    links[network] = typeof link === 'string' && link.startsWith('https://') ? link : null;
  }
  return links;
}

/** The logo's address: one the API serves is on the API's host (another one in the embed). */
const logoAddress = (logo: Given) => (typeof logo === 'string' && logo !== '' ? (logo.startsWith('/') && !logo.startsWith('//') ? apiAddress(logo) : logo) : null);

export type TenantLoad = { ok: true; tenant: TenantInfo } | { ok: false; reason: 'not-found' | 'unreachable' };

/** docs/product.md §1: at start the app asks the server who the tenant is. */
export async function loadTenant(): Promise<TenantLoad> {
  const result = await apiRequest<WhoamiBody>('/whoami', { auth: false });
  if (!result.ok) return { ok: false, reason: result.status === 404 ? 'not-found' : 'unreachable' };
  const data = result.data.data;
  return {
    ok: true,
    tenant: {
      id: data.id,
      name: data.name,
      logo: logoAddress(data.logo),
      color: data.settings?.homepage?.theme?.palette?.color ?? null,
      mode: data.settings?.homepage?.theme?.palette?.mode === 'dark' ? 'dark' : 'light',
      social: socialOf(data.social),
      productTypes: data.productTypes ?? [],
      templates: data.templates ?? [],
      contact: contactOf(data.contact),
    },
  };
}
