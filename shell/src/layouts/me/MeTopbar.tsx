import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import { BgColorsOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { RefObject } from 'react';
import { Link, useNavigate } from '@teamwear/shared/router';
import { useSession } from '@teamwear/shared/session';
import { CartButton } from '../../cart/CartButton';
import { LanguageSelect } from '../common/LanguageSelect';
import { ShopLogo } from '../common/ShopLogo';
import { SignedInIdentity } from '../common/SignedInIdentity';
import { useTranslation } from '@teamwear/shared/i18n';

interface Props {
  toggleRef: RefObject<HTMLButtonElement | null>;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onOpenProfile: () => void;
  onOpenConfig: () => void;
  onSignOut: () => void;
}

/** Top bar: logo (60px, to the dashboard), the menu toggle, language, layout settings, and
 *  the user menu (names and email, settings, sign out). */
export function MeTopbar({ toggleRef, menuExpanded, onToggleMenu, onOpenProfile, onOpenConfig, onSignOut }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useSession((s) => s.details);
  return (
    <header className="me-topbar">
      <Flex align="center" gap="middle" style={{ height: 60, padding: '0 16px' }}>
        <Link to="/me/dashboard" aria-label={t('nav.dashboard')} style={{ height: 60, display: 'flex', alignItems: 'center' }}>
          <ShopLogo height={60} />
        </Link>
        <Button
          ref={toggleRef}
          type="text"
          icon={<MenuOutlined />}
          onClick={onToggleMenu}
          aria-label={t('chrome.toggleMenu')}
          aria-controls="me-sidebar"
          aria-expanded={menuExpanded}
          data-testid="menu-toggle"
        />
        <Flex gap="small" align="center" style={{ marginLeft: 'auto' }}>
          <LanguageSelect />
          <CartButton />
          <Button type="text" icon={<BgColorsOutlined />} onClick={onOpenConfig} aria-label={t('chrome.layoutSettings')} data-testid="config-button" />
          <Button type="text" icon={<UserOutlined />} onClick={onOpenProfile} aria-label={t('chrome.profile')} data-testid="profile-button" />
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                {
                  key: 'who',
                  type: 'group',
                  label: <SignedInIdentity testId="user-menu-identity" />,
                },
                { type: 'divider' },
                { key: 'settings', icon: <SettingOutlined />, label: t('nav.settings'), onClick: () => navigate('/me/setting') },
                { key: 'signout', label: t('nav.signOut'), onClick: onSignOut },
              ],
            }}
          >
            <Button shape="circle" aria-label={t('chrome.userMenu')} data-testid="user-menu-button">
              {(details?.firstName?.[0] ?? '?').toUpperCase()}
            </Button>
          </Dropdown>
        </Flex>
      </Flex>
    </header>
  );
}
