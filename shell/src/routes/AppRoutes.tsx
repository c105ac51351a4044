import { Route, Routes } from '@teamwear/shared/router';
import { ROUTES, type RouteEntry } from '@teamwear/shared/routes';
import { RemotePage } from '../federation/RemotePage';
import { isRemoteModuleId } from '../federation/remote-modules';
import { MeLayout } from '../layouts/me/MeLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { RequireAccess } from './RequireAccess';
import { SHELL_PAGES } from './shell-pages';

function PageFor({ entry }: { entry: RouteEntry }) {
  if (entry.owner === 'shell') {
    const page = SHELL_PAGES[entry.page];
    if (!page) throw new Error(`The shell has no page ${entry.page}`);
    return page();
  }
  const id = `${entry.owner}/${entry.page.replace(/^\.\//, '')}`;
  if (!isRemoteModuleId(id)) throw new Error(`No remote exposes ${id}`);
  // key: a new page (e.g. another garment) mounts fresh instead of reusing state.
  return <RemotePage key={entry.path} id={id} props={entry.props} />;
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((entry) => {
        const Layout = entry.path.startsWith('/me/') ? MeLayout : PublicLayout;
        return (
          <Route
            key={entry.path}
            path={entry.path}
            element={
              <RequireAccess>
                <Layout>
                  <PageFor entry={entry} />
                </Layout>
              </RequireAccess>
            }
          />
        );
      })}
    </Routes>
  );
}
