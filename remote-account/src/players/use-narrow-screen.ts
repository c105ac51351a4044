import Grid from 'antd/es/grid';

/** A phone held upright (below antd's `sm`, 576 px): the roster shows each player in one column. */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: lay out for the wide screen.
  return screens.sm === false;
}
