import { lazy, Suspense, useDeferredValue } from 'react';
import { useSession } from '@teamwear/shared/session';
import { WithAntd } from '../../app/antd/WithAntd';
import { RemotePage, type PageFrame } from '../../federation/RemotePage';
import { MeLayout } from './MeLayout';
import { PageTitleWhileLoading } from './PageTitleWhileLoading';

// Built with antd's Alert and Button, and shown only until the email is confirmed: loaded then,
// so that the frame's own file does not bring antd with it.
const EmailConfirmationBanner = lazy(() => import('./EmailConfirmationBanner').then((module) => ({ default: module.EmailConfirmationBanner })));

/** A /me page: inside the signed-in layout, with antd around the page (WithAntd, below). */
const meFrame: PageFrame = (page) => page;

/**
 * The account remote's page at `pathname` in the signed-in layout, its title shown while its
 * code loads. The frame is put on the screen before the page is drawn: the first render runs as
 * a transition (startup/bootstrap.tsx), in which React kept the whole new tree off the screen
 * until the page's code was there, so the frame, ready much earlier, waited for the remote's
 * last chunks and the page's render (measured with a phone's network and CPU: 1 s).
 *
 * The frame and the title are drawn without antd; antd (its code, its theme's styles) is asked
 * for only in the render after them, for the page and the email banner: on a phone the title is
 * the largest paint, and it no longer waits for antd's 60 KB gzip to arrive and run.
 */
export function MePage({ pathname }: { pathname: string }) {
  // false on the first render, then true in a render of its own, after the frame is on the screen.
  const frameShown = useDeferredValue(true, false);
  const emailUnconfirmed = useSession((state) => state.details?.emailVerified === false);
  const title = <PageTitleWhileLoading pathname={pathname} />;
  return (
    <MeLayout>
      {frameShown ? (
        <WithAntd fallback={title}>
          {emailUnconfirmed ? (
            <Suspense fallback={null}>
              <EmailConfirmationBanner />
            </Suspense>
          ) : null}
          <RemotePage key={pathname} remote="account" pathname={pathname} frame={meFrame} loading={title} />
        </WithAntd>
      ) : (
        title
      )}
    </MeLayout>
  );
}
