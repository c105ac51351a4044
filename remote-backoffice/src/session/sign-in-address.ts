import { mayDo, type ShopRole } from '@teamwear/shared/contracts/plain';

/** Where the back office signs in, and comes back to after it. */
export const STAFF_SIGN_IN_PATH = '/backoffice/signin';
/** The back office's own address: the shop's numbers. */
export const STAFF_HOME_PATH = '/backoffice';
export const STAFF_ORDERS_PATH = '/backoffice/orders';

/** Where a role starts: the numbers for those who may see them, the orders for the workshop. */
export function staffHomeOf(role: ShopRole | null): string {
  return mayDo(role, 'numbers') ? STAFF_HOME_PATH : STAFF_ORDERS_PATH;
}

/** The sign-in page that returns to `next` (a back office page) after it. */
export function signInAddress(next: string): string {
  return `${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ next }).toString()}`;
}

/**
 * Where to go after signing in: `next` when it is a back office page of this site, else where the
 * role starts. The home itself also means where the role starts, so the workshop sent to sign in
 * from /backoffice lands on its orders without passing through the numbers.
 */
export function afterSignIn(next: string | null, role: ShopRole | null): string {
  if (!next || !next.startsWith('/backoffice') || next.startsWith('//') || next.startsWith(STAFF_SIGN_IN_PATH)) return staffHomeOf(role);
  if (/^\/backoffice\/?$/.test(next)) return staffHomeOf(role);
  return /^\/backoffice(\/|\?|$)/.test(next) ? next : staffHomeOf(role);
}
