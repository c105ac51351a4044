import { mountOf } from '@teamwear/shared/routes';
import { hasStoredSession } from '@teamwear/shared/session';
import { openingRemote } from './opening-page';
import type { RemoteName } from './remote-modules';
import { pagesOfRemote, remotePageIn } from './remote-pages';
import { loadRemoteModule } from './remote-registry';
import { signedInFramePainted } from './signed-in-frame';

/** What a remote's page module may offer besides its page: a function that starts the calls the
 *  page opens with, for the address's query (see remote-account's exposes). */
interface PageModule {
  prefetchData?: (search: string) => void;
}

function prefetch(remote: RemoteName, pathname: string, data?: { search: string }): void {
  pagesOfRemote(remote)
    .then(async (pages) => {
      const found = remotePageIn(remote, pages, pathname);
      if (!found) return;
      const module = await loadRemoteModule<PageModule>(found.id);
      if (data && typeof module.prefetchData === 'function') module.prefetchData(data.search);
    })
    .catch(() => undefined);
}

/** Starts loading the remote page of the address being opened as soon as the remotes are
 *  known, instead of after the shell's first render: the remote's manifest, entry and page
 *  then download while the shell still waits for the tenant and the strings. A signed-in page
 *  (when a session is stored) also starts the calls it opens with, which it takes when it first
 *  draws; it does so once the signed-in frame is on the screen (./signed-in-frame), which its
 *  code would otherwise compete with. A failure is left to the page itself, which shows its
 *  fallback. */
export function prefetchRoutePage(pathname: string, search: string): void {
  const sessionStored = hasStoredSession();
  const remote = openingRemote(pathname, sessionStored);
  if (!remote) return;
  const signedInPage = !mountOf(pathname).public;
  if (signedInPage) void signedInFramePainted.then(() => prefetch(remote, pathname, sessionStored ? { search } : undefined));
  else prefetch(remote, pathname);
}

/** Starts loading the code of a page the visitor is likely to open next (a link hovered, a menu
 *  shown), public or not, and the calls the page opens with; nothing for the shell's own pages,
 *  and no calls for the page already shown (its answers would be taken by its next reload). */
export function prefetchPage(address: string): void {
  const url = new URL(address, window.location.href);
  const { owner } = mountOf(url.pathname);
  if (owner === 'shell') return;
  const elsewhere = url.pathname !== window.location.pathname;
  prefetch(owner, url.pathname, elsewhere ? { search: url.search } : undefined);
}
