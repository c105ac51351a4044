import type { ShopMailSettingsRequest } from '@teamwear/shared/contracts';

/** As the API takes an address (ShopMailSettingsRequest): at most 254 characters. */
export const ORDER_MAIL_MAX_LENGTH = 254;
/** One @, something on each side, a dot in the domain, no spaces: the API's check is the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type OrderMailProblem = 'required' | 'notEmail' | 'tooLong';

/** What Save sends for a typed address, or why it cannot be sent. */
export function orderMailRequest(typed: string): { ok: true; request: ShopMailSettingsRequest } | { ok: false; problem: OrderMailProblem } {
  const address = typed.trim();
  if (address === '') return { ok: false, problem: 'required' };
  if (address.length > ORDER_MAIL_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (!EMAIL.test(address)) return { ok: false, problem: 'notEmail' };
  return { ok: true, request: { newOrdersTo: address } };
}

/** "Back to the contact e-mail": the shop's own address forgotten. */
export const CONTACT_EMAIL_REQUEST: ShopMailSettingsRequest = { newOrdersTo: null };
