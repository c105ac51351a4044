import { openingRemotePage } from './opening-page';
import { loadRemoteModule } from './remote-registry';

/** Starts loading the remote page of the address being opened as soon as the remotes are
 *  known, instead of after the shell's first render: the remote's manifest, entry and page
 *  then download while the shell still waits for the tenant and the strings. A failure is
 *  left to the page itself, which shows its fallback. */
export function prefetchRoutePage(pathname: string): void {
  const id = openingRemotePage(pathname);
  if (id) loadRemoteModule(id).catch(() => undefined);
}
