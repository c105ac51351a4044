import type { MenuMode } from '@teamwear/shared/ui';

/** docs/product.md §2: the desktop breakpoint is a window wider than 991px. */
export const DESKTOP_MIN_WIDTH = 992;

export function isDesktop(viewportWidth: number): boolean {
  return viewportWidth > 991;
}

export interface MenuState {
  staticMenuDesktopInactive: boolean;
  staticMenuMobileActive: boolean;
  overlayMenuActive: boolean;
}

export const INITIAL_MENU_STATE: MenuState = {
  staticMenuDesktopInactive: false,
  staticMenuMobileActive: false,
  overlayMenuActive: false,
};

/** The menu toggle: in overlay mode it flips the overlay menu; above 991px it also flips the
 *  static desktop menu, at or below it the mobile menu. */
export function toggleMenu(state: MenuState, mode: MenuMode, viewportWidth: number): MenuState {
  const next = { ...state };
  if (mode === 'overlay') next.overlayMenuActive = !state.overlayMenuActive;
  if (isDesktop(viewportWidth)) next.staticMenuDesktopInactive = !state.staticMenuDesktopInactive;
  else next.staticMenuMobileActive = !state.staticMenuMobileActive;
  return next;
}

/** An outside click (or a navigation) closes the floating menus; the static desktop menu stays. */
export function closeFloatingMenus(state: MenuState): MenuState {
  return { ...state, overlayMenuActive: false, staticMenuMobileActive: false };
}

export type SidebarPresentation = { visible: boolean; floating: boolean };

/** How the sidebar shows: beside the content (static desktop) or floating over it. */
export function sidebarPresentation(state: MenuState, mode: MenuMode, viewportWidth: number): SidebarPresentation {
  if (!isDesktop(viewportWidth)) return { visible: state.staticMenuMobileActive || state.overlayMenuActive, floating: true };
  if (mode === 'overlay') return { visible: state.overlayMenuActive, floating: true };
  return { visible: !state.staticMenuDesktopInactive, floating: false };
}
