import { useDeferredValue } from 'react';
import { RemotePage, type PageFrame } from '../../federation/RemotePage';
import { MeLayout } from './MeLayout';
import { PageTitleWhileLoading } from './PageTitleWhileLoading';

/** A /me page: inside the signed-in layout, which already has antd around it. */
const meFrame: PageFrame = (page) => page;

/**
 * The account remote's page at `pathname` in the signed-in layout, its title shown while its
 * code loads. The frame is put on the screen before the page is drawn: the first render runs as
 * a transition (startup/bootstrap.tsx), in which React kept the whole new tree off the screen
 * until the page's code was there, so the frame, ready much earlier, waited for the remote's
 * last chunks and the page's render (measured with a phone's network and CPU: 1 s).
 */
export function MePage({ pathname }: { pathname: string }) {
  // false on the first render, then true in a render of its own, after the frame is on the screen.
  const frameShown = useDeferredValue(true, false);
  return (
    <MeLayout>
      {frameShown ? (
        <RemotePage key={pathname} remote="account" pathname={pathname} frame={meFrame} loading={<PageTitleWhileLoading pathname={pathname} />} />
      ) : (
        <PageTitleWhileLoading pathname={pathname} />
      )}
    </MeLayout>
  );
}
