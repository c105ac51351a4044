import { closeFloatingMenus, INITIAL_MENU_STATE, isDesktop, sidebarPresentation, toggleMenu } from './menu-state';

describe('signed-in layout menu', () => {
  it('treats widths above 991px as desktop', () => {
    expect(isDesktop(991)).toBe(false);
    expect(isDesktop(992)).toBe(true);
  });

  it('shows the static menu beside the content on desktop, and the toggle hides it', () => {
    expect(sidebarPresentation(INITIAL_MENU_STATE, 'static', 1200)).toEqual({ visible: true, floating: false });
    const toggled = toggleMenu(INITIAL_MENU_STATE, 'static', 1200);
    expect(toggled.staticMenuDesktopInactive).toBe(true);
    expect(sidebarPresentation(toggled, 'static', 1200).visible).toBe(false);
    expect(sidebarPresentation(toggleMenu(toggled, 'static', 1200), 'static', 1200).visible).toBe(true);
  });

  it('flips the mobile menu at or below 991px, floating, and an outside click closes it', () => {
    expect(sidebarPresentation(INITIAL_MENU_STATE, 'static', 800).visible).toBe(false);
    const opened = toggleMenu(INITIAL_MENU_STATE, 'static', 991);
    expect(opened.staticMenuMobileActive).toBe(true);
    expect(opened.staticMenuDesktopInactive).toBe(false);
    expect(sidebarPresentation(opened, 'static', 800)).toEqual({ visible: true, floating: true });
    expect(sidebarPresentation(closeFloatingMenus(opened), 'static', 800).visible).toBe(false);
  });

  it('in overlay mode flips the overlay menu, which floats and closes on an outside click', () => {
    expect(sidebarPresentation(INITIAL_MENU_STATE, 'overlay', 1200).visible).toBe(false);
    const opened = toggleMenu(INITIAL_MENU_STATE, 'overlay', 1200);
    expect(opened.overlayMenuActive).toBe(true);
    expect(sidebarPresentation(opened, 'overlay', 1200)).toEqual({ visible: true, floating: true });
    expect(sidebarPresentation(closeFloatingMenus(opened), 'overlay', 1200).visible).toBe(false);
  });
});
