import { useState } from 'react';
import { Link, NavLink } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { CartButton } from '../../cart/CartButton';
import { MenuButton } from '../../light-ui/MenuButton';
import { LanguageSelect } from '../common/LanguageSelect';
import { ShopLogo } from '../common/ShopLogo';
import { SignedInIdentity } from '../common/SignedInIdentity';
import { SignOutDialog } from '../common/SignOutDialog';
import { useTranslation } from '@teamwear/shared/i18n';
import { useMediaQuery } from '@teamwear/shared/ui/kit';

const NAV = [
  { path: '/', key: 'nav.home' },
  { path: '/features', key: 'nav.features' },
  { path: '/products', key: 'nav.products' },
  { path: '/contact', key: 'nav.contact' },
] as const;

function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? 'public-nav public-nav-vertical' : 'public-nav'}>
      {NAV.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end className="public-nav-link" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })} onClick={onNavigate}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignInLinks({ block = false, onNavigate }: { block?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const extra = block ? ' tw-button-block' : '';
  return (
    <>
      <Link to="/auth/signin" className={`tw-button${extra}`} onClick={onNavigate}>
        {t('nav.signIn')}
      </Link>
      <Link to="/auth/signup" className={`tw-button tw-button-primary${extra}`} onClick={onNavigate}>
        {t('nav.signUp')}
      </Link>
    </>
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-1c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z" />
    </svg>
  );
}

/** docs/product.md §2: who is signed in, Dashboard and My designs (each in a new tab), Sign out. */
function MeMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const newTab = (href: string, label: string, close: () => void) => (
    <li role="none">
      <a role="menuitem" href={href} target="_blank" rel="noopener" className="tw-menu-item" aria-label={t('chrome.openInNewTab', { label })} onClick={close}>
        {label}
      </a>
    </li>
  );
  return (
    <MenuButton
      kind="menu"
      testId="me-button"
      label={
        <>
          <UserIcon /> {t('chrome.me')}
        </>
      }
    >
      {(close) => (
        <>
          <SignedInIdentity testId="me-menu-identity" />
          <ul role="menu" aria-label={t('chrome.userMenu')} className="tw-menu">
            {newTab('/me/dashboard', t('nav.dashboard'), close)}
            {newTab('/me/assets', t('nav.myDesigns'), close)}
            <li role="separator" className="tw-menu-divider" />
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="tw-menu-item"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                {t('nav.signOut')}
              </button>
            </li>
          </ul>
        </>
      )}
    </MenuButton>
  );
}

/** docs/product.md §2 public header: logo, nav (current link bold), language, and either
 *  Sign in / Sign up or the Me menu. Below 768px the nav and sign-in move behind a button. */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedInCustomer);
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const [signOutOpen, setSignOutOpen] = useState(false);
  return (
    <header className="public-header">
      <div className="public-header-bar">
        <Link to="/" aria-label={t('nav.home')}>
          <ShopLogo height={40} />
        </Link>
        {narrow ? null : (
          <nav aria-label={t('chrome.mainNavigation')} className="public-header-nav">
            <NavLinks />
          </nav>
        )}
        <div className="tw-row public-header-actions">
          <LanguageSelect />
          {signedIn ? <CartButton /> : null}
          {signedIn ? <MeMenu onSignOut={() => setSignOutOpen(true)} /> : narrow ? null : <SignInLinks />}
          {narrow ? (
            <MenuButton kind="panel" ariaLabel={t('chrome.toggleMenu')} className="tw-button tw-button-icon" label={<MenuIcon />}>
              {(close) => (
                <div className="public-nav-popup">
                  <nav aria-label={t('chrome.mainNavigation')}>
                    <NavLinks vertical onNavigate={close} />
                  </nav>
                  {signedIn ? null : (
                    <div className="tw-stack">
                      <SignInLinks block onNavigate={close} />
                    </div>
                  )}
                </div>
              )}
            </MenuButton>
          ) : null}
        </div>
      </div>
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </header>
  );
}
