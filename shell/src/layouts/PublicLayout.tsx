import { Layout, Menu, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTenant } from '@teamwear/shared/tenant';
import { useSession, isSignedInCustomer } from '@teamwear/shared/session';

const NAV = [
  { path: '/', key: 'nav.home' },
  { path: '/features', key: 'nav.features' },
  { path: '/products', key: 'nav.products' },
  { path: '/contact', key: 'nav.contact' },
] as const;

/** Header, main area and footer for public pages (issue 4 completes the chrome). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const signedIn = useSession(isSignedInCustomer);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff' }}>
        <Link to="/" aria-label={tenant?.name ?? 'Home'}>
          {tenant?.logo ? <img src={tenant.logo} alt={tenant.name} height={40} /> : <strong>{tenant?.name}</strong>}
        </Link>
        <Menu
          mode="horizontal"
          selectedKeys={[pathname]}
          style={{ flex: 1, borderBottom: 'none' }}
          items={NAV.map((item) => ({
            key: item.path,
            label: <Link to={item.path}>{t(item.key)}</Link>,
          }))}
        />
        <Flex gap="small">
          {signedIn ? (
            <Link to="/me/dashboard">
              <Button>{t('nav.dashboard')}</Button>
            </Link>
          ) : (
            <>
              <Link to="/auth/signin">
                <Button>{t('nav.signIn')}</Button>
              </Link>
              <Link to="/auth/signup">
                <Button type="primary">{t('nav.signUp')}</Button>
              </Link>
            </>
          )}
        </Flex>
      </Layout.Header>
      <Layout.Content>
        {children}
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>{tenant?.name}</Layout.Footer>
    </Layout>
  );
}
