import type { ReactNode } from 'react';
import { Link, useLocation } from '@teamwear/shared/router';
import { installStyleSheet } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';
import { prefetchOnIntent } from '@teamwear/shared/federation';
import { AppstoreOutlined, HistoryOutlined, HomeOutlined, TeamOutlined, UsergroupAddOutlined } from '../../light-ui/icons';

// As antd's inline Menu draws groups and items (40 px rows, the chosen one tinted with the shop's
// colour, its text kept in the text colour: readable on any shop colour), on the theme variables: the Menu itself (with its overflow, tooltip and popup code)
// would be downloaded on every /me page, for four links.
const CSS = `
.me-menu-group { margin: 0; padding: 0; list-style: none; }
.me-menu-group-title { padding: 8px 16px; color: var(--tw-text-secondary); font-size: 14px; line-height: 1.5715; }
.me-menu-item { display: flex; align-items: center; gap: 10px; height: 40px; margin: 4px; padding: 0 16px 0 24px; border-radius: calc(var(--tw-radius) + 2px); color: var(--tw-text); text-decoration: none; transition: background .2s, color .2s; }
.me-menu-item:hover { background: rgba(0,0,0,.06); color: var(--tw-text); }
.dark .me-menu-item:hover { background: rgba(255,255,255,.08); }
.me-menu-item[aria-current="page"] { background: color-mix(in srgb, var(--tw-primary) 14%, transparent); color: var(--tw-text); font-weight: 600; }
.me-menu-item:focus-visible { outline: 2px solid var(--tw-link); outline-offset: -2px; }
`;

/** A menu entry's link: pointing at it (hover, keyboard focus, the start of a touch) starts
 *  downloading its page's code, so that the page opens without waiting for it. */
function PageLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <li>
      <Link
        to={to}
        className="me-menu-item"
        aria-current={pathname === to ? 'page' : undefined}
        {...prefetchOnIntent(to)}
      >
        {icon}
        <span>{children}</span>
      </Link>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li>
      <div className="me-menu-group-title" aria-hidden="true">
        {title}
      </div>
      <ul className="me-menu-group" aria-label={title}>
        {children}
      </ul>
    </li>
  );
}

/** Side menu groups of docs/product.md §2: Home (dashboard); Resources (players, designs, size collections);
 *  Ordering (orders). */
export function MeSideMenu() {
  installStyleSheet('me-side-menu', CSS);
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chrome.mainNavigation')}>
      <ul className="me-menu-group">
        <Group title={t('nav.home')}>
          <PageLink to="/me/dashboard" icon={<HomeOutlined />}>
            {t('nav.dashboard')}
          </PageLink>
        </Group>
        <Group title={t('nav.groupResources')}>
          <PageLink to="/me/players" icon={<TeamOutlined />}>
            {t('nav.players')}
          </PageLink>
          <PageLink to="/me/assets" icon={<AppstoreOutlined />}>
            {t('nav.myDesigns')}
          </PageLink>
          <PageLink to="/me/collections" icon={<UsergroupAddOutlined />}>
            {t('nav.collections')}
          </PageLink>
        </Group>
        <Group title={t('nav.groupOrdering')}>
          <PageLink to="/me/histories" icon={<HistoryOutlined />}>
            {t('nav.orders')}
          </PageLink>
        </Group>
      </ul>
    </nav>
  );
}
