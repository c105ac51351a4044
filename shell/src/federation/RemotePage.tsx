import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../light-ui/Spinner';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './remote-retry';
import { loadRemoteModule, reloadRemote, remoteGeneration } from './remote-registry';
import type { RemoteModuleId, RemoteName } from './remote-modules';

type AnyPage = ComponentType<Record<string, unknown>>;

/** One lazy component per module and registration of its remote, kept across navigations so
 *  that returning to a page does not flash the loading state again. */
const pages = new Map<string, LazyExoticComponent<AnyPage>>();

function pageFor(id: RemoteModuleId, generation: number): LazyExoticComponent<AnyPage> {
  const key = `${id}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const loaded = await loadRemoteModule(id);
      return { default: loaded.default as unknown as AnyPage };
    });
    pages.set(key, page);
  }
  return page;
}

export function RemotePage({ id, props }: { id: RemoteModuleId; props?: Record<string, unknown> }) {
  const remote = id.split('/')[0] as RemoteName;
  // The remote's registration when the page mounts: registered afresh since (a promoted
  // release, a retry), the page loads its module anew.
  const [generation, setGeneration] = useState(() => remoteGeneration(remote));
  // Reads remotes.json again, registers the remote afresh and loads the page from it.
  const loadAgain = useCallback(() => {
    void reloadRemote(remote).then(() => setGeneration(remoteGeneration(remote)));
  }, [remote]);
  // pageFor caches by id and generation, so the component keeps its identity across renders.
  const Page = useMemo(() => pageFor(id, generation), [id, generation]);
  return (
    <RemoteRetryContext.Provider value={loadAgain}>
      <RemoteErrorBoundary resetKey={`${id}#${generation}`} loadAgain={loadAgain}>
        <Suspense fallback={<PageSpinner />}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per (id, generation) in pageFor */}
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
