import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from '@teamwear/shared/router';
import { mountOf, NOT_FOUND_OWNER, normalisedPath } from '@teamwear/shared/routes';
import { WithAntd } from '../app/antd/WithAntd';
import { RemotePage, type PageFrame } from '../federation/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { PageSpinner } from '../light-ui/Spinner';
import { PageLoadBoundary } from './PageLoadBoundary';
import { RequireAccess } from './RequireAccess';
import { shellPageAt } from './shell-pages';

// The signed-in layout loads on the first /me page (named: the start-up script asks for its files
// at once when a signed-in page opens, see webpack.config.js). It is drawn without antd, which
// MePage asks for around the page only.
const MePage = lazy(async () => ({ default: (await import(/* webpackChunkName: "me-page" */ '../layouts/me/MePage')).MePage }));

/** A public page: antd around it unless the remote says it is drawn without. */
const publicFrame: PageFrame = (page, { withoutAntd }) => (withoutAntd ? page : <WithAntd>{page}</WithAntd>);

/** A back office page: antd around it, nothing else (docs/product.md §15). */
const backofficeFrame: PageFrame = (page) => <WithAntd>{page}</WithAntd>;

function PageAt({ pathname }: { pathname: string }): ReactNode {
  const mount = mountOf(pathname);
  if (mount.owner === 'account') {
    return (
      <PageLoadBoundary>
        <Suspense fallback={<PageSpinner />}>
          <MePage pathname={pathname} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  if (mount.owner === 'backoffice') {
    // The shop's team's pages draw their own layout (menu, staff session): no customer header or
    // footer around them. A remote that cannot be reached shows its fallback in the page.
    return <RemotePage key={pathname} remote="backoffice" pathname={pathname} frame={backofficeFrame} />;
  }
  if (mount.owner === 'shell') {
    const shellPage = shellPageAt(pathname);
    return (
      <PublicLayout>
        {shellPage ? (
          shellPage.withoutAntd ? (
            shellPage.render()
          ) : (
            <WithAntd>{shellPage.render()}</WithAntd>
          )
        ) : (
          <RemotePage key={pathname} remote={NOT_FOUND_OWNER} pathname={pathname} frame={publicFrame} notFoundOnly />
        )}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      {/* key: a new page (e.g. another garment) mounts fresh instead of reusing state. */}
      <RemotePage key={pathname} remote={mount.owner} pathname={pathname} frame={publicFrame} />
    </PublicLayout>
  );
}

/** The page of the current address: the shell knows only which app owns each prefix
 *  (@teamwear/shared/routes, MOUNTS, by the same rule as the access check and the start-up
 *  prefetch); a remote's own page list, read from its manifest, says which of its modules draws
 *  the path. react-router's own matching is not needed: it only keeps the location. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RequireAccess>
      <PageAt pathname={normalisedPath(pathname)} />
    </RequireAccess>
  );
}
