import type { DesignSlug } from '@teamwear/design/slugs';

/** Garments sold with shorts: a player picks a shirt size and a shorts size. */
const WITH_SHORTS: readonly DesignSlug[] = ['soccer'];

export function hasShorts(product: DesignSlug): boolean {
  return WITH_SHORTS.includes(product);
}

/** Numbers that two or more of the selected players share (flagged before an order is placed). */
export function duplicateNumbers(players: readonly { number: number }[]): Set<number> {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const { number } of players) {
    if (seen.has(number)) repeated.add(number);
    seen.add(number);
  }
  return repeated;
}

/** How many pieces of each size an order has (players' and extras'), in the given size order. */
export function sizeRun(
  players: readonly { size: string }[],
  extras: readonly { size: string; quantity: number }[],
  sizeOrder: readonly string[],
): { size: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const player of players) counts.set(player.size, (counts.get(player.size) ?? 0) + 1);
  for (const extra of extras) counts.set(extra.size, (counts.get(extra.size) ?? 0) + extra.quantity);
  const rank = (size: string) => {
    const index = sizeOrder.indexOf(size);
    return index === -1 ? sizeOrder.length : index;
  };
  return [...counts.entries()].map(([size, count]) => ({ size, count })).sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size));
}
