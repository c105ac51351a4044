import type { ShopContact } from '@teamwear/shared/contracts';

/** How the customer reaches the shop to pay, in the page's language; null when the shop gives no way. */
export interface PayContact {
  phone: string | null;
  email: string | null;
  address: string | null;
}

/**
 * Until the shop takes payment in the app (issue 38), a customer who owes money pays the shop
 * directly: its phone, email and address as its contact page gives them (the address in Khmer on
 * a Khmer page where the shop wrote one).
 */
export function payContactOf(contact: ShopContact | null | undefined, language: string): PayContact | null {
  if (!contact) return null;
  const address = (language === 'kh' ? contact.translations?.kh.address : null) ?? contact.address;
  const found: PayContact = { phone: contact.phone, email: contact.email, address };
  return found.phone || found.email || found.address ? found : null;
}
