/** Which app draws the pages below a prefix: the shell its own (sign-in), each remote its area. */
export type RouteOwner = 'shell' | 'marketing' | 'designer' | 'account' | 'backoffice';
export type RemoteOwner = Exclude<RouteOwner, 'shell'>;

export interface Mount {
  /** A path prefix, matched by whole segments: '/design' is '/design' and '/design/…'. */
  prefix: string;
  owner: RouteOwner;
  /** Public pages are open to visitors; every other needs a signed-in customer. */
  public: boolean;
}

/**
 * docs/product.md §2, as the shell knows it: only prefixes. Which pages are below a remote's
 * prefix is the remote's own list (its pages.json, written into its manifest), so a remote adds
 * a page with no shell release. Most specific first; '/' takes every other path, and the
 * marketing remote's list ends with the not-found page.
 */
export const MOUNTS: readonly Mount[] = [
  { prefix: '/auth', owner: 'shell', public: true },
  // A design handed over from the studio on a partner's site (`?token=…`): public, as the link
  // arrives signed out; the page sends the visitor to sign in and back.
  { prefix: '/handoff', owner: 'shell', public: true },
  { prefix: '/design', owner: 'designer', public: true },
  { prefix: '/preview', owner: 'designer', public: true },
  { prefix: '/me', owner: 'account', public: false },
  // The shop's team's pages (docs/product.md §15): public to the shell, whose access check is the
  // customer's; the back office keeps its own session and sends anyone without one to its sign-in.
  { prefix: '/backoffice', owner: 'backoffice', public: true },
  { prefix: '/', owner: 'marketing', public: true },
];

/** The remote that draws a page no other list has: the not-found page. */
export const NOT_FOUND_OWNER: RemoteOwner = 'marketing';

/** The path without a trailing slash ('/' stays '/'). */
export function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function isBelow(pathname: string, prefix: string): boolean {
  return prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The mount of a pathname. */
export function mountOf(pathname: string, mounts: readonly Mount[] = MOUNTS): Mount {
  const path = normalisedPath(pathname);
  const found = mounts.find((mount) => isBelow(path, mount.prefix));
  if (!found) throw new Error("The mount table needs a '/' entry");
  return found;
}
