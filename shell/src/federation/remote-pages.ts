import { matchPage, parsePages, type PageEntry } from '@teamwear/shared/routes';
import { requestManifest } from './manifest-requests';
import { remoteModuleId, type RemoteModuleId, type RemoteName } from './remote-modules';
import { registeredEntry, remoteGeneration } from './remote-registry';

/** The page lists read, by remote and registration (a remote registered afresh is read again). */
const lists = new Map<string, Promise<PageEntry[]>>();

/**
 * The pages a remote draws, from its manifest (metaData.pages, its pages.json at build): the
 * shell knows only the remote's prefix. Rejects when the remote is not registered or its manifest
 * cannot be read, as loading its page would: the page shows the remote's fallback.
 */
export function pagesOfRemote(name: RemoteName): Promise<PageEntry[]> {
  const entry = registeredEntry(name);
  if (!entry) return Promise.reject(new Error(`The remote ${name} is not registered (remotes.json could not be read)`));
  const key = `${name}#${remoteGeneration(name)}#${entry}`;
  let list = lists.get(key);
  if (!list) {
    list = requestManifest(entry).then(async (response) => {
      if (!response.ok) throw new Error(`The manifest of ${name} answered ${response.status}`);
      const manifest = (await response.json()) as { metaData?: { pages?: unknown } };
      return parsePages(manifest.metaData?.pages);
    });
    // A failure is not kept: the page's Try again reads it afresh.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

export interface RemotePageFound {
  id: RemoteModuleId;
  props: Record<string, string>;
  withoutAntd: boolean;
}

/** The remote module that draws `pathname` in `pages`, or null when the list has no page for it. */
export function remotePageIn(remote: RemoteName, pages: readonly PageEntry[], pathname: string): RemotePageFound | null {
  const found = matchPage(pages, pathname);
  if (!found) return null;
  return { id: remoteModuleId(remote, found.page.module), props: found.params, withoutAntd: found.page.withoutAntd === true };
}
