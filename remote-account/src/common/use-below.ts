import Grid from 'antd/es/grid';

/** Whether the screen is narrower than antd's breakpoint (`sm` 576 px, `md` 768 px): where a
 *  list or a form of many columns is laid out one item under another instead. */
export function useBelow(breakpoint: 'sm' | 'md'): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: lay out for the wide screen.
  return screens[breakpoint] === false;
}
