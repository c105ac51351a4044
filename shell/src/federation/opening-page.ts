import { mountOf } from '@teamwear/shared/routes';
import type { RemoteName } from './remote-modules';

/**
 * The remote of the page at `pathname` when its page may be loaded before the first render: a
 * public page's, and a signed-in page's when a session is stored (a visitor without one goes to
 * sign-in instead; a stored session that has expired costs only the download, while a signed-in
 * customer's dashboard no longer waits for the shell's code before its own starts); null for the
 * shell's own pages.
 */
export function openingRemote(pathname: string, sessionStored: boolean): RemoteName | null {
  const mount = mountOf(pathname);
  if (mount.owner === 'shell') return null;
  return mount.public || sessionStored ? mount.owner : null;
}
