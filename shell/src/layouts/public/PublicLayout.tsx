import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className="public-layout" style={{ minHeight: '100vh' }}>
      <PublicHeader />
      <Layout.Content id="content">{children}</Layout.Content>
      <PublicFooter />
    </Layout>
  );
}
