import Menu from 'antd/es/menu';
import { AppstoreOutlined, HistoryOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@teamwear/shared/router';
import { useTranslation } from '@teamwear/shared/i18n';
import { prefetchPage } from '../../federation/prefetch-route';

/** A menu entry's link: pointing at it (hover, keyboard focus, the start of a touch) starts
 *  downloading its page's code, so that the page opens without waiting for it. */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const prefetch = () => prefetchPage(to);
  return (
    <Link to={to} onPointerEnter={prefetch} onPointerDown={prefetch} onFocus={prefetch}>
      {children}
    </Link>
  );
}

/** Side menu groups of docs/product.md §2: Home (dashboard); Resources (players, designs);
 *  Ordering (orders). */
export function MeSideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('chrome.mainNavigation')}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
        items={[
          {
            type: 'group',
            key: 'home',
            label: t('nav.home'),
            children: [{ key: '/me/dashboard', icon: <HomeOutlined />, label: <PageLink to="/me/dashboard">{t('nav.dashboard')}</PageLink> }],
          },
          {
            type: 'group',
            key: 'resources',
            label: t('nav.groupResources'),
            children: [
              { key: '/me/players', icon: <TeamOutlined />, label: <PageLink to="/me/players">{t('nav.players')}</PageLink> },
              { key: '/me/assets', icon: <AppstoreOutlined />, label: <PageLink to="/me/assets">{t('nav.myDesigns')}</PageLink> },
            ],
          },
          {
            type: 'group',
            key: 'ordering',
            label: t('nav.groupOrdering'),
            children: [{ key: '/me/histories', icon: <HistoryOutlined />, label: <PageLink to="/me/histories">{t('nav.orders')}</PageLink> }],
          },
        ]}
      />
    </nav>
  );
}
