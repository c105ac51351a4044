import { lazy } from 'react';
import { useLocation } from '@teamwear/shared/router';
import { findRoute, type RouteEntry } from '@teamwear/shared/routes';
import { WithAntd } from '../app/antd/WithAntd';
import { RemotePage } from '../federation/RemotePage';
import { remoteModuleOf } from '../federation/remote-modules';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { RequireAccess } from './RequireAccess';
import { SHELL_PAGES } from './shell-pages';

// The signed-in layout is built with antd: it loads with antd, on the first /me page.
const MeLayout = lazy(async () => ({ default: (await import('../layouts/me/MeLayout')).MeLayout }));

function PageFor({ entry }: { entry: RouteEntry }) {
  if (entry.owner === 'shell') {
    const page = SHELL_PAGES[entry.page];
    if (!page) throw new Error(`The shell has no page ${entry.page}`);
    return page();
  }
  const id = remoteModuleOf(entry);
  if (!id) throw new Error(`No remote exposes ${entry.owner}/${entry.page}`);
  // key: a new page (e.g. another garment) mounts fresh instead of reusing state.
  return <RemotePage key={entry.path} id={id} props={entry.props} />;
}

function RoutePage({ entry }: { entry: RouteEntry }) {
  if (entry.path.startsWith('/me/')) {
    return (
      <WithAntd>
        <MeLayout>
          <PageFor entry={entry} />
        </MeLayout>
      </WithAntd>
    );
  }
  return (
    <PublicLayout>
      {entry.withoutAntd ? (
        <PageFor entry={entry} />
      ) : (
        <WithAntd>
          <PageFor entry={entry} />
        </WithAntd>
      )}
    </PublicLayout>
  );
}

/** The page of the current address, found in the route table by the same rule as the access
 *  check and the start-up prefetch use (findRoute). The table's paths are plain, so react-router's
 *  own matching (ranking every route, compiling a pattern for each, on every render) is not
 *  needed: it only keeps the location. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RequireAccess>
      <RoutePage entry={findRoute(pathname)} />
    </RequireAccess>
  );
}
