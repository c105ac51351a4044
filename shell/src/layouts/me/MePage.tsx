import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@teamwear/shared/session';
import { WithAntd } from '../../app/antd/WithAntd';
import { RemotePage, type PageFrame } from '../../federation/RemotePage';
import { signedInFrameWasPainted } from '../../federation/signed-in-frame';
import { MeLayout } from './MeLayout';
import { PageTitleWhileLoading } from './PageTitleWhileLoading';

// Built with antd's Alert and Button, and shown only until the email is confirmed: loaded then,
// so that the frame's own file does not bring antd with it.
const EmailConfirmationBanner = lazy(() => import('./EmailConfirmationBanner').then((module) => ({ default: module.EmailConfirmationBanner })));

/**
 * False until the frame's first paint, then true. Lighthouse counts every script that ran before
 * the largest paint (the title, on a phone) as needed for it: antd's code and the page's (with
 * its first calls, federation/prefetch-route.ts) are asked for only once that paint is done (the
 * frame after the one that drew it). A hidden tab paints nothing: there they are asked for at once.
 */
function useFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => {
        signedInFrameWasPainted();
        setPainted(true);
      });
    };
    let frame = 0;
    if (document.visibilityState === 'hidden') afterPaint();
    else frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

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
 * for only once they are on the screen, for the page and the email banner: on a phone the title
 * is the largest paint, and it no longer waits for antd's code to arrive and run.
 */
export function MePage({ pathname }: { pathname: string }) {
  const frameShown = useFramePainted();
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
