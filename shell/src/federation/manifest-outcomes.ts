/**
 * Whether each remote manifest came the last time it was asked for. After a failed load the
 * shell loads a remote again only when that may help: not when its manifest did not come (the
 * remote's server is down or hangs), but when a chunk or the entry failed after it did (the
 * remote was replaced under the page).
 */
const unreachable = new Set<string>();

function keyOf(url: string): string {
  return new URL(url, document.baseURI).href;
}

export function noteManifestOutcome(url: string, came: boolean): void {
  if (came) unreachable.delete(keyOf(url));
  else unreachable.add(keyOf(url));
}

export function manifestWasUnreachable(url: string): boolean {
  return unreachable.has(keyOf(url));
}
