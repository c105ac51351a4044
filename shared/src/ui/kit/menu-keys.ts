/**
 * Where a key sends the focus in a menu (WAI-ARIA menu pattern): arrows to the next or previous
 * item that can be chosen, round the ends; Home and End to the first and last. Disabled items
 * are passed over, as antd's menu does. `at` is the focused item's index (-1: none yet);
 * `enabled` says which items can be chosen. Null: the key is not the menu's, or nothing can be chosen.
 */
export function menuKeyTarget(key: string, at: number, enabled: readonly boolean[]): number | null {
  const count = enabled.length;
  const firstFrom = (start: number, step: 1 | -1): number | null => {
    for (let moved = 0; moved < count; moved += 1) {
      const index = (((start + step * moved) % count) + count) % count;
      if (enabled[index]) return index;
    }
    return null;
  };
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return firstFrom(at + 1, 1);
    case 'ArrowUp':
      return firstFrom(at < 0 ? count - 1 : at - 1, -1);
    case 'Home':
      return firstFrom(0, 1);
    case 'End':
      return firstFrom(count - 1, -1);
    default:
      return null;
  }
}
