import { MOUNTS, mountOf, type Mount } from './mounts';

const SIGN_IN_PATH = '/auth/signin';

/** Whether a visitor may open `pathname`: decided by its mount alone, so a visitor learns
 *  nothing of which pages exist below a private prefix (/me). */
export function isPublicPath(pathname: string, mounts: readonly Mount[] = MOUNTS): boolean {
  return mountOf(pathname, mounts).public;
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

/** docs/product.md §2 access rule: visitors stay on public routes; anything else goes to
 *  sign-in with the current location as redirect_to. */
export function decideAccess(
  location: { pathname: string; search?: string; hash?: string },
  signedIn: boolean,
  mounts: readonly Mount[] = MOUNTS,
): AccessDecision {
  if (signedIn || isPublicPath(location.pathname, mounts)) return { allow: true };
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
