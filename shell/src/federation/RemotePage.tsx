import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../light-ui/Spinner';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './remote-retry';
import { loadRemoteModule, resetRemote } from './remote-registry';
import type { RemoteModuleId, RemoteName } from './remote-modules';

type AnyPage = ComponentType<Record<string, unknown>>;

/** One lazy component per module and attempt, kept across navigations so that returning to
 *  a page does not flash the loading state again. */
const pages = new Map<string, LazyExoticComponent<AnyPage>>();
const attempts = new Map<RemoteName, number>();

function pageFor(id: RemoteModuleId, attempt: number): LazyExoticComponent<AnyPage> {
  const key = `${id}#${attempt}`;
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
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const retry = useCallback(() => {
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    resetRemote(remote);
    setAttempt(next);
  }, [remote]);
  // pageFor caches by id and attempt, so the component keeps its identity across renders.
  const Page = useMemo(() => pageFor(id, attempt), [id, attempt]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary resetKey={`${id}#${attempt}`}>
        <Suspense fallback={<PageSpinner />}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per (id, attempt) in pageFor */}
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
