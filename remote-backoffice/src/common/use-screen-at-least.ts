import { useCallback, useSyncExternalStore } from 'react';
import theme from 'antd/es/theme';

/** One MediaQueryList a query, shared by every component asking it. */
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the window is at least antd's breakpoint wide (`lg`: the side menu; `sm`: the board's
 * columns side by side), read on the first render. antd's Grid.useBreakpoint answers nothing on a
 * component's first render and draws it again once it has subscribed: each back office page (its
 * layout, its board) would be drawn twice as it opens, the first time as on a phone.
 */
export function useScreenAtLeast(breakpoint: 'sm' | 'lg'): boolean {
  const { token } = theme.useToken();
  const query = `(min-width: ${breakpoint === 'lg' ? token.screenLG : token.screenSM}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query).matches,
    () => false,
  );
}
