import { mountOf } from '@teamwear/shared/routes';
import { openingRemote } from './opening-page';
import type { RemoteName } from './remote-modules';
import { pagesOfRemote, remotePageIn } from './remote-pages';
import { loadRemoteModule } from './remote-registry';

function prefetch(remote: RemoteName, pathname: string): void {
  pagesOfRemote(remote)
    .then((pages) => {
      const found = remotePageIn(remote, pages, pathname);
      return found ? loadRemoteModule(found.id) : undefined;
    })
    .catch(() => undefined);
}

/** Starts loading the remote page of the address being opened as soon as the remotes are
 *  known, instead of after the shell's first render: the remote's manifest, entry and page
 *  then download while the shell still waits for the tenant and the strings. A failure is
 *  left to the page itself, which shows its fallback. */
export function prefetchRoutePage(pathname: string): void {
  const remote = openingRemote(pathname);
  if (remote) prefetch(remote, pathname);
}

/** Starts loading the code of a page the visitor is likely to open next (a link hovered, a menu
 *  shown), public or not; nothing for the shell's own pages. */
export function prefetchPage(pathname: string): void {
  const { owner } = mountOf(pathname);
  if (owner !== 'shell') prefetch(owner, pathname);
}
