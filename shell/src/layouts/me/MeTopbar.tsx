import type { RefObject } from 'react';
import { Link, useNavigate } from '@teamwear/shared/router';
import { installStyleSheet } from '@teamwear/shared/ui';
import { useSession } from '@teamwear/shared/session';
import { CartButton } from '../../cart/CartButton';
import { BgColorsOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '../../light-ui/icons';
import { MenuButton } from '../../light-ui/MenuButton';
import { LanguageSelect } from '../common/LanguageSelect';
import { ShopLogo } from '../common/ShopLogo';
import { SignedInIdentity } from '../common/SignedInIdentity';
import { useTranslation } from '@teamwear/shared/i18n';
import { nameInitial } from '../common/name-initial';

interface Props {
  toggleRef: RefObject<HTMLButtonElement | null>;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onOpenProfile: () => void;
  onOpenConfig: () => void;
  onSignOut: () => void;
}

// Drawn without antd (as the public header): the bar and its icon buttons are light-ui's, on the
// theme variables, so that a /me page's frame does not wait for antd. The user menu is the public
// header's (light-ui MenuButton), not antd's Dropdown with its Menu.
const CSS = `.me-user-button { border-radius: 50%; font-weight: 600; }
.me-user-menu-icon { margin-inline-end: 8px; }`;

/** Top bar: logo (60px, to the dashboard), the menu toggle, language, layout settings, and
 *  the user menu (names and email, settings, sign out). */
export function MeTopbar({ toggleRef, menuExpanded, onToggleMenu, onOpenProfile, onOpenConfig, onSignOut }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useSession((s) => s.details);
  installStyleSheet('me-topbar', CSS);
  return (
    <header className="me-topbar">
      <div className="me-topbar-bar">
        <Link to="/me/dashboard" aria-label={t('nav.dashboard')} style={{ height: 60, display: 'flex', alignItems: 'center' }}>
          <ShopLogo height={60} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="tw-button tw-button-icon tw-button-text"
          onClick={onToggleMenu}
          aria-label={t('chrome.toggleMenu')}
          aria-controls="me-sidebar"
          aria-expanded={menuExpanded}
          data-testid="menu-toggle"
        >
          <MenuOutlined />
        </button>
        <div className="me-topbar-actions">
          <LanguageSelect />
          <CartButton />
          <button
            type="button"
            className="tw-button tw-button-icon tw-button-text"
            onClick={onOpenConfig}
            aria-label={t('chrome.layoutSettings')}
            data-testid="config-button"
          >
            <BgColorsOutlined />
          </button>
          <button type="button" className="tw-button tw-button-icon tw-button-text" onClick={onOpenProfile} aria-label={t('chrome.profile')} data-testid="profile-button">
            <UserOutlined />
          </button>
          <MenuButton
            kind="menu"
            className="tw-button tw-button-icon me-user-button"
            ariaLabel={t('chrome.userMenu')}
            testId="user-menu-button"
            label={nameInitial(details?.firstName)}
          >
            {(close) => (
              <>
                <SignedInIdentity testId="user-menu-identity" />
                <ul role="menu" aria-label={t('chrome.userMenu')} className="tw-menu">
                  <li role="none">
                    <button
                      type="button"
                      role="menuitem"
                      className="tw-menu-item"
                      onClick={() => {
                        close();
                        void navigate('/me/setting');
                      }}
                    >
                      <SettingOutlined className="me-user-menu-icon" />
                      {t('nav.settings')}
                    </button>
                  </li>
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
        </div>
      </div>
    </header>
  );
}
