import { findRoute } from '@teamwear/shared/routes';
import { remoteModuleOf, type RemoteModuleId } from './remote-modules';

/** The remote module of the page at `pathname` when it may be loaded before the first render:
 *  only a public page's (a visitor's /me goes to sign-in instead); null for the shell's own. */
export function openingRemotePage(pathname: string): RemoteModuleId | null {
  const route = findRoute(pathname);
  return route.public ? remoteModuleOf(route) : null;
}
