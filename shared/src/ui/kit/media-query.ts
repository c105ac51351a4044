import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes. Drawn outside a browser (a test's
 *  static render), no query matches: the page is laid out for the wide screen. */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: the snapshot is read on every render.
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}

/** antd's breakpoints (its theme's screenSM and screenMD), which the apps' layouts follow. */
const BREAKPOINT_WIDTHS = { sm: 576, md: 768 } as const;

/** Whether the screen is narrower than antd's breakpoint (`sm` 576 px, `md` 768 px): where a list
 *  or a form of many columns is laid out one item under another. As antd's Grid.useBreakpoint
 *  says it, without antd's grid and responsive observer, and right from the first render. */
export function useBelow(breakpoint: keyof typeof BREAKPOINT_WIDTHS): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINT_WIDTHS[breakpoint] - 0.02}px)`);
}
