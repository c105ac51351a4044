import type { EntryLink } from './entry-link';

/**
 * The collection's code and, on a private link (`/join/<code>?entry=<id>&token=<token>`, as the
 * API's mail writes it), the player's own entry.
 */
export function joinAddressOf(pathname: string, search: string): { code: string; link: EntryLink | null } {
  const code = decodeURIComponent(pathname.replace(/^\/join\/?/, '').split('/')[0] ?? '');
  const query = new URLSearchParams(search);
  const id = query.get('entry');
  const token = query.get('token');
  return { code, link: id && token ? { id, token } : null };
}
