import { Button, Dropdown, Flex, Grid } from 'antd';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { LanguageSelect } from '../common/LanguageSelect';
import { ShopLogo } from '../common/ShopLogo';
import { SignedInIdentity } from '../common/SignedInIdentity';
import { SignOutDialog } from '../common/SignOutDialog';

const NAV = [
  { path: '/', key: 'nav.home' },
  { path: '/features', key: 'nav.features' },
  { path: '/products', key: 'nav.products' },
  { path: '/contact', key: 'nav.contact' },
] as const;

function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex component="ul" vertical={vertical} gap={vertical ? 8 : 24} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {NAV.map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            end
            className="public-nav-link"
            style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}
          >
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </Flex>
  );
}

function MeMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'who',
            type: 'group',
            label: <SignedInIdentity testId="me-menu-identity" />,
          },
          { type: 'divider' },
          {
            key: 'dashboard',
            label: (
              <a href="/me/dashboard" target="_blank" rel="noopener" aria-label={t('chrome.openInNewTab', { label: t('nav.dashboard') })}>
                {t('nav.dashboard')}
              </a>
            ),
          },
          {
            key: 'assets',
            label: (
              <a href="/me/assets" target="_blank" rel="noopener" aria-label={t('chrome.openInNewTab', { label: t('nav.myDesigns') })}>
                {t('nav.myDesigns')}
              </a>
            ),
          },
          { type: 'divider' },
          { key: 'signout', label: t('nav.signOut'), onClick: onSignOut },
        ],
      }}
    >
      <Button icon={<UserOutlined />} data-testid="me-button">
        {t('chrome.me')}
      </Button>
    </Dropdown>
  );
}

/** PRODUCT_SPEC §2 public header: logo, nav (current link bold), language, and either
 *  Sign in / Sign up or the Me menu. */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedInCustomer);
  const screens = Grid.useBreakpoint();
  const [signOutOpen, setSignOutOpen] = useState(false);
  const narrow = screens.md === false;
  return (
    <header className="public-header">
      <Flex align="center" gap={24} style={{ maxWidth: 1200, margin: '0 auto', padding: '12px 16px' }}>
        <Link to="/" aria-label={t('nav.home')}>
          <ShopLogo height={40} />
        </Link>
        {narrow ? null : (
          <nav aria-label={t('chrome.mainNavigation')} style={{ flex: 1 }}>
            <NavLinks />
          </nav>
        )}
        <Flex gap="small" align="center" style={{ marginLeft: 'auto' }}>
          <LanguageSelect />
          {signedIn ? (
            <MeMenu onSignOut={() => setSignOutOpen(true)} />
          ) : narrow ? null : (
            <>
              <Link to="/auth/signin">
                <Button>{t('nav.signIn')}</Button>
              </Link>
              <Link to="/auth/signup">
                <Button type="primary">{t('nav.signUp')}</Button>
              </Link>
            </>
          )}
          {narrow ? (
            <Dropdown
              trigger={['click']}
              popupRender={() => (
                <div className="public-nav-popup">
                  <nav aria-label={t('chrome.mainNavigation')}>
                    <NavLinks vertical />
                  </nav>
                  {signedIn ? null : (
                    <Flex vertical gap="small" style={{ marginTop: 12 }}>
                      <Link to="/auth/signin">
                        <Button block>{t('nav.signIn')}</Button>
                      </Link>
                      <Link to="/auth/signup">
                        <Button type="primary" block>
                          {t('nav.signUp')}
                        </Button>
                      </Link>
                    </Flex>
                  )}
                </div>
              )}
            >
              <Button icon={<MenuOutlined />} aria-label={t('chrome.toggleMenu')} />
            </Dropdown>
          ) : null}
        </Flex>
      </Flex>
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </header>
  );
}
