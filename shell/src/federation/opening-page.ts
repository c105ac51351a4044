import { mountOf } from '@teamwear/shared/routes';
import type { RemoteName } from './remote-modules';

/** The remote of the page at `pathname` when its page may be loaded before the first render:
 *  only a public page's (a visitor's /me goes to sign-in instead); null for the shell's own. */
export function openingRemote(pathname: string): RemoteName | null {
  const mount = mountOf(pathname);
  return mount.public && mount.owner !== 'shell' ? mount.owner : null;
}
