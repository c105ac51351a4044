import Menu from 'antd/es/menu';
import { AppstoreOutlined, HistoryOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, useLocation } from '@teamwear/shared/router';
import { useTranslation } from '@teamwear/shared/i18n';

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
            children: [{ key: '/me/dashboard', icon: <HomeOutlined />, label: <Link to="/me/dashboard">{t('nav.dashboard')}</Link> }],
          },
          {
            type: 'group',
            key: 'resources',
            label: t('nav.groupResources'),
            children: [
              { key: '/me/players', icon: <TeamOutlined />, label: <Link to="/me/players">{t('nav.players')}</Link> },
              { key: '/me/assets', icon: <AppstoreOutlined />, label: <Link to="/me/assets">{t('nav.myDesigns')}</Link> },
            ],
          },
          {
            type: 'group',
            key: 'ordering',
            label: t('nav.groupOrdering'),
            children: [{ key: '/me/histories', icon: <HistoryOutlined />, label: <Link to="/me/histories">{t('nav.orders')}</Link> }],
          },
        ]}
      />
    </nav>
  );
}
