import { findRoute } from '@teamwear/shared/routes';
import { remoteModuleOf } from './remote-modules';
import { loadRemoteModule } from './remote-registry';

/** Starts loading the remote page of the address being opened as soon as the remotes are
 *  known, instead of after the shell's first render: the remote's manifest, entry and page
 *  then download while the shell still waits for the tenant and the strings. Only for
 *  public pages: a signed-out visit to /me goes to sign-in instead. A failure is left to
 *  the page itself, which shows its fallback. */
export function prefetchRoutePage(pathname: string): void {
  const route = findRoute(pathname);
  const id = route.public ? remoteModuleOf(route) : null;
  if (id) loadRemoteModule(id).catch(() => undefined);
}
