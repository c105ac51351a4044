import { lazy, Suspense, use, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { NOT_FOUND_OWNER } from '@teamwear/shared/routes';
import { PageSpinner } from '../light-ui/Spinner';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './remote-retry';
import type { RemoteModuleId, RemoteName } from './remote-modules';
import { pagesOfRemote, remotePageIn } from './remote-pages';
import { loadRemoteModule, reloadRemote, remoteGeneration, reportRemoteUnavailable } from './remote-registry';

type AnyPage = ComponentType<Record<string, unknown>>;

/** What the shell draws around a remote's page, once it knows which page it is: antd, unless
 *  the page is drawn without it. */
export type PageFrame = (page: ReactNode, found: { withoutAntd: boolean }) => ReactNode;

/** One lazy component per module and registration of its remote, kept across navigations so
 *  that returning to a page does not flash the loading state again. */
const pages = new Map<string, LazyExoticComponent<AnyPage>>();

function pageFor(id: RemoteModuleId, generation: number): LazyExoticComponent<AnyPage> {
  const key = `${id}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const loaded = await loadRemoteModule<{ default: AnyPage }>(id);
      return { default: loaded.default };
    });
    pages.set(key, page);
  }
  return page;
}

interface PageProps {
  remote: RemoteName;
  pathname: string;
  frame: PageFrame;
  /** Only the remote's '*' page: the not-found page, for a path no list has. */
  notFoundOnly?: boolean;
  /** What shows while the page's code loads; a spinner unless the frame knows better. */
  loading?: ReactNode;
}

/** The page of `pathname` in the remote's own list (read from its manifest); a path the list
 *  does not have is the not-found page. */
function RemotePageOf({ remote, pathname, frame, notFoundOnly, loading, generation }: PageProps & { generation: number }) {
  const list = use(pagesOfRemote(remote));
  const found = remotePageIn(remote, notFoundOnly ? list.filter((page) => page.path === '*') : list, pathname);
  if (!found) {
    if (remote === NOT_FOUND_OWNER) throw new Error(`The ${remote} remote lists no '*' page`);
    return <RemotePage remote={NOT_FOUND_OWNER} pathname={pathname} frame={frame} notFoundOnly loading={loading} />;
  }
  const Page = pageFor(found.id, generation);
  // eslint-disable-next-line react-hooks/static-components -- cached per (id, generation) in pageFor
  return frame(<Page {...found.props} />, found);
}

/** A page below a remote's prefix. A remote that cannot be reached (its manifest, its entry or
 *  the page's chunks), or a page that throws, shows the remote's fallback with Try again. */
export function RemotePage(props: PageProps) {
  const { remote, pathname } = props;
  // The remote's registration when the page mounts: registered afresh since (a promoted
  // release, a retry), its page list and module are read anew.
  const [generation, setGeneration] = useState(() => remoteGeneration(remote));
  // Reads remotes.json again, registers the remote afresh and loads the page from it.
  const loadAgain = useCallback(() => {
    void reloadRemote(remote).then(() => setGeneration(remoteGeneration(remote)));
  }, [remote]);
  const resetKey = useMemo(() => `${remote}${pathname}#${generation}`, [remote, pathname, generation]);
  return (
    <RemoteRetryContext.Provider value={loadAgain}>
      <RemoteErrorBoundary resetKey={resetKey} loadAgain={loadAgain} onUnavailable={() => reportRemoteUnavailable(remote)}>
        <Suspense fallback={props.loading ?? <PageSpinner />}>
          <RemotePageOf {...props} generation={generation} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
