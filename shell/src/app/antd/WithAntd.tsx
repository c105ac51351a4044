import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../light-ui/Spinner';
import { PageLoadBoundary } from '../../routes/PageLoadBoundary';

// antd is large, shared by component by every app through federation. The shell's own
// first load (the public header and footer, the home page) is drawn without it; everything
// that uses it sits under this boundary, which loads antd and its theme on first need.
// Named: the start-up script asks for its files at once when a signed-in page opens (webpack.config.js).
const importAntdRoot = () => import(/* webpackChunkName: "antd-root" */ './AntdRoot');
const AntdRoot = lazy(importAntdRoot);

/** Starts antd's and the theme's download before a part that needs them is drawn (the same
 *  module the boundary loads: asked for twice, it downloads once). */
export const preloadAntdRoot = (): Promise<unknown> => importAntdRoot();

export function WithAntd({ children, fallback = <PageSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={fallback}>
        <AntdRoot>{children}</AntdRoot>
      </Suspense>
    </PageLoadBoundary>
  );
}
