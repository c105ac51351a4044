import { flushSync } from 'react-dom';
import { LAYOUT_CONFIG_STORAGE_KEY, layoutConfigStore, updateLayoutConfig } from '@teamwear/shared/ui';

/** docs/product.md §2: dark mode is a `dark` class on the document root (also `app-dark`, the
 *  class the colour picker reads), switched inside a view transition where the browser has one. */
export function applyDarkClass(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('app-dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setDarkMode(dark: boolean): void {
  const apply = () => {
    updateLayoutConfig({ darkTheme: dark });
    applyDarkClass(dark);
  };
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (typeof document.startViewTransition === 'function' && !reducedMotion) {
    // flushSync so the new theme is rendered inside the transition's snapshot.
    document.startViewTransition(() => flushSync(apply));
  } else {
    apply();
  }
}

/** Puts the stored choice on the document before the first render (no light flash). */
export function applyStoredDarkMode(): void {
  applyDarkClass(layoutConfigStore.getState().darkTheme);
}

/** Whether the stored layout choices (`layout-config`) hold the customer's own light or dark. */
export function choseModeIn(stored: string | null): boolean {
  try {
    const config: unknown = JSON.parse(stored ?? 'null');
    return typeof config === 'object' && config !== null && typeof (config as { darkTheme?: unknown }).darkTheme === 'boolean';
  } catch {
    return false;
  }
}

function customerChoseMode(): boolean {
  try {
    return choseModeIn(globalThis.localStorage?.getItem(LAYOUT_CONFIG_STORAGE_KEY) ?? null);
  } catch {
    return false;
  }
}

/**
 * The shop's light or dark brand (issue 36) is the theme until the customer picks their own: it is
 * not stored as their choice, so a shop that changes its mode is followed on the next page load.
 */
export function followShopMode(mode: 'light' | 'dark' | undefined): void {
  if (customerChoseMode()) return;
  const dark = mode === 'dark';
  if (layoutConfigStore.getState().darkTheme !== dark) layoutConfigStore.setState({ darkTheme: dark });
  applyDarkClass(dark);
}
