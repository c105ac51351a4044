/**
 * Starting a page before it is opened: a remote's menu (the back office's) points at a page the
 * shell loads, so the shell provides how (its federation runtime finds the page's module, loads it
 * and calls the module's `prefetchData` with the address's query: the page's first calls, which
 * the page then takes from its remote's answers cache, @teamwear/shared/api's answersCache).
 * Nothing happens before the shell provides it, or for an address no remote draws.
 */

/** Starts the code and first calls of the page at `address` (a path with its query). */
export type PagePrefetcher = (address: string) => void;

let provided: PagePrefetcher | null = null;

/** The shell calls this once its federation runtime knows the remotes. */
export function providePagePrefetcher(prefetcher: PagePrefetcher | null): void {
  provided = prefetcher;
}

/** Starts the page at `address` (never throws: a page that cannot be had shows its own fallback when opened). */
export function prefetchPage(address: string): void {
  try {
    provided?.(address);
  } catch {
    // The page loads when it is opened, as without the prefetch.
  }
}

/** A menu link's handlers: pointing at it (the pointer resting on it, keyboard focus, the start of
 *  a touch) starts its page, so that it opens without waiting for its code and first calls. */
export function prefetchOnIntent(address: string): { onPointerEnter: () => void; onPointerDown: () => void; onFocus: () => void } {
  const start = () => prefetchPage(address);
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}
