import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@teamwear/shared/router';
import { useStore } from 'zustand';
import { layoutConfigStore } from '@teamwear/shared/ui';
import { closeFloatingMenus, INITIAL_MENU_STATE, sidebarPresentation, toggleMenu } from './menu-state';
import { MeSideMenu } from './MeSideMenu';
import { MeTopbar } from './MeTopbar';
import { SignOutDialog } from '../common/SignOutDialog';
import { WithAntd } from '../../app/antd/WithAntd';

// The profile and layout drawers (antd's Drawer, the layout options' switches and sliders) are
// downloaded when first opened, with antd if the page has not brought it yet: a /me page's first
// load is its frame and the page.
const ProfileSidebar = lazy(() => import('./ProfileSidebar').then((module) => ({ default: module.ProfileSidebar })));
const ConfigSidebar = lazy(() => import('./ConfigSidebar').then((module) => ({ default: module.ConfigSidebar })));

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const SIDEBAR_WIDTH = 260;

/** docs/product.md §2 signed-in layout: top bar, collapsible sidebar (static or overlay), main area.
 *  Drawn without antd, on the theme variables as the public frame is (app/global-styles.ts): a
 *  /me page's frame and title are on the screen before antd's code has arrived or run. */
export function MeLayout({ children }: { children: ReactNode }) {
  const menuMode = useStore(layoutConfigStore, (s) => s.menuMode);
  const viewportWidth = useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => 1280);
  const [menu, setMenu] = useState(INITIAL_MENU_STATE);
  const [profileOpen, setProfileOpen] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);
  // Once opened, a drawer stays mounted (so that it can close with its animation).
  const [profileOpened, setProfileOpened] = useState(false);
  const [configOpened, setConfigOpened] = useState(false);
  if (profileOpen && !profileOpened) setProfileOpened(true);
  if (configOpen && !configOpened) setConfigOpened(true);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const sidebar = sidebarPresentation(menu, menuMode, viewportWidth);

  const closeFloating = useCallback(() => setMenu((m) => closeFloatingMenus(m)), []);

  // A floating menu closes on a click outside it (the toggle itself excepted) and on navigation.
  useEffect(() => {
    if (!sidebar.visible || !sidebar.floating) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      closeFloating();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [sidebar.visible, sidebar.floating, closeFloating]);
  // A navigation closes the floating menus (state adjusted during render, not in an effect).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenu(closeFloatingMenus);
  }

  return (
    <div className="me-layout">
      <MeTopbar
        toggleRef={toggleRef}
        menuExpanded={sidebar.visible}
        onToggleMenu={() => setMenu((m) => toggleMenu(m, menuMode, window.innerWidth))}
        onOpenProfile={() => setProfileOpen(true)}
        onOpenConfig={() => setConfigOpen(true)}
        onSignOut={() => setSignOutOpen(true)}
      />
      <div style={{ display: 'flex', flex: 1, position: 'relative' }}>
        <aside
          id="me-sidebar"
          ref={sidebarRef}
          className={`me-sidebar${sidebar.floating ? ' me-sidebar-floating' : ''}`}
          data-testid="me-sidebar"
          data-visible={sidebar.visible}
          data-floating={sidebar.floating}
          hidden={!sidebar.visible}
          style={{ width: SIDEBAR_WIDTH }}
        >
          <MeSideMenu />
        </aside>
        {sidebar.visible && sidebar.floating ? <div className="me-sidebar-mask" aria-hidden="true" /> : null}
        <main id="content" className="me-content">
          {children}
        </main>
      </div>
      {profileOpened || configOpened ? (
        <WithAntd fallback={null}>
          <Suspense fallback={null}>
            {profileOpened ? <ProfileSidebar open={profileOpen} onClose={() => setProfileOpen(false)} onSignOut={() => setSignOutOpen(true)} /> : null}
            {configOpened ? <ConfigSidebar open={configOpen} onClose={() => setConfigOpen(false)} /> : null}
          </Suspense>
        </WithAntd>
      ) : null}
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}
