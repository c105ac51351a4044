/**
 * Which catalogue families have pieces on their way (font-loader.ts counts them). Apart from the
 * loader so that fontStack, which thumbnails use everywhere, stays free of the API client.
 */
const pending = new Map<string, number>();

export const isFamilyPending = (family: string): boolean => (pending.get(family) ?? 0) > 0;

export function markPending(family: string, change: 1 | -1): void {
  const count = (pending.get(family) ?? 0) + change;
  if (count > 0) pending.set(family, count);
  else pending.delete(family);
}

const asked = new Set<string>();

/** True the first time a family is asked for: its texts wait for it (see fontStack). */
export function firstAsk(family: string): boolean {
  if (asked.has(family)) return false;
  asked.add(family);
  return true;
}
