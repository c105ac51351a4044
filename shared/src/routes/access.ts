import { ROUTES, type RouteEntry } from './route-table';

const SIGN_IN_PATH = '/auth/signin';

function matches(entry: RouteEntry, pathname: string): boolean {
  if (entry.path === '*') return true;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return entry.path === normalised;
}

/** The route-table entry for a pathname; unknown paths fall to the not-found entry. */
export function findRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry {
  const found = routes.find((entry) => matches(entry, pathname));
  if (!found) throw new Error('The route table needs a catch-all entry');
  return found;
}

/** Paths under /me (and any future non-public path) need a signed-in customer, even
 *  when the path itself is unknown: a visitor must not learn which /me pages exist. */
export function isPublicPath(pathname: string, routes: readonly RouteEntry[] = ROUTES): boolean {
  if (pathname === '/me' || pathname.startsWith('/me/')) return false;
  return findRoute(pathname, routes).public;
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

/** docs/product.md §2 access rule: visitors stay on public routes; anything else goes to
 *  sign-in with the current location as redirect_to. */
export function decideAccess(
  location: { pathname: string; search?: string; hash?: string },
  signedIn: boolean,
  routes: readonly RouteEntry[] = ROUTES,
): AccessDecision {
  if (signedIn || isPublicPath(location.pathname, routes)) return { allow: true };
  const current = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return { allow: false, redirectTo: `${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(current)}` };
}

/** Where to go after signing in: redirect_to when it is a path of this site, else home.
 *  Anything else (absolute or protocol-relative URLs) would be an open redirect. Browsers drop
 *  tabs and newlines from URLs ("/\t/evil.example" is "//evil.example"), so control characters
 *  are refused too, and the result must resolve to this origin. */
export function safeRedirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) {
    return '/';
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(redirectTo)) return '/';
  try {
    const base = 'http://same.invalid';
    if (new URL(redirectTo, base).origin !== base) return '/';
  } catch {
    return '/';
  }
  return redirectTo;
}
