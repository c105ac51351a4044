import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../light-ui/Spinner';
import { PageLoadBoundary } from '../../routes/PageLoadBoundary';

// antd is large, shared by component by every app through federation. The shell's own
// first load (the public header and footer, the home page) is drawn without it; everything
// that uses it sits under this boundary, which loads antd and its theme on first need.
// Named: the start-up script asks for its files at once when a signed-in page opens (webpack.config.js).
const AntdRoot = lazy(() => import(/* webpackChunkName: "antd-root" */ './AntdRoot'));

export function WithAntd({ children, fallback = <PageSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={fallback}>
        <AntdRoot>{children}</AntdRoot>
      </Suspense>
    </PageLoadBoundary>
  );
}
