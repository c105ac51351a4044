import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@teamwear/shared/router';
import { useTenant } from '@teamwear/shared/tenant';

/** The signed-in layout of /me (issue 4 completes the top bar, sidebar modes and menus). */
export function MeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ height: 60, display: 'flex', alignItems: 'center', background: '#fff' }}>
        <Link to="/me/dashboard" aria-label={tenant?.name ?? 'Dashboard'}>
          {tenant?.logo ? <img src={tenant.logo} alt={tenant.name} height={40} /> : <strong>{tenant?.name}</strong>}
        </Link>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light">
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            items={[
              { type: 'group', key: 'home', label: t('nav.home'), children: [{ key: '/me/dashboard', label: <Link to="/me/dashboard">{t('nav.dashboard')}</Link> }] },
              {
                type: 'group',
                key: 'resources',
                label: t('nav.groupResources'),
                children: [
                  { key: '/me/players', label: <Link to="/me/players">{t('nav.players')}</Link> },
                  { key: '/me/assets', label: <Link to="/me/assets">{t('nav.myDesigns')}</Link> },
                ],
              },
              { type: 'group', key: 'ordering', label: t('nav.groupOrdering'), children: [{ key: '/me/histories', label: <Link to="/me/histories">{t('nav.orders')}</Link> }] },
            ]}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
