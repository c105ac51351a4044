/** Where the back office signs in, and comes back to after it. */
export const STAFF_SIGN_IN_PATH = '/backoffice/signin';
export const STAFF_HOME_PATH = '/backoffice/orders';

/** The sign-in page that returns to `next` (a back office page) after it. */
export function signInAddress(next: string): string {
  return `${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ next }).toString()}`;
}

/** Where to go after signing in: `next` when it is a back office page of this site, else the orders. */
export function afterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/backoffice') || next.startsWith('//') || next.startsWith(STAFF_SIGN_IN_PATH)) return STAFF_HOME_PATH;
  return /^\/backoffice(\/|\?|$)/.test(next) ? next : STAFF_HOME_PATH;
}
