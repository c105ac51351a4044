import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** The public frame. Drawn without antd, so a public page's first load carries only what it
 *  shows; the pages inside bring antd when they use it (see routes/AppRoutes). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <PublicHeader />
      <main id="content" className="public-content">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
