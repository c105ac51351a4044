import { flushSync } from 'react-dom';
import { layoutConfigStore, updateLayoutConfig } from '@teamwear/shared/ui';

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
