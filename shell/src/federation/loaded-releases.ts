import type { RemoteLocations } from './remote-locations';
import type { RemoteName } from './remote-modules';

/**
 * Which release of each remote this page has run code of, and whether remotes.json has named
 * another since (a release promoted, or rolled back, while the page was open): the page then
 * offers a reload (app/hosts/LazyNewVersionHost.tsx) and forces none. Kept without React or a
 * store library: the federation code that notes it is in the shell's entry.
 */
const loaded = new Map<RemoteName, string>();
const listeners = new Set<() => void>();
let stale = false;

/** Code of the remote's release at `manifest` (as remotes.json named it) ran on this page. */
export function noteReleaseLoaded(name: RemoteName, manifest: string): void {
  loaded.set(name, manifest);
}

export function hasLoadedReleases(): boolean {
  return loaded.size > 0;
}

/** remotes.json as just read: the page is behind when it names another release (or none) for a
 *  remote whose code runs here. Named again as loaded (rolled back again), it is not. */
export function noteLatestReleases(latest: RemoteLocations): void {
  const behind = [...loaded].some(([name, manifest]) => latest[name] !== manifest);
  if (behind === stale) return;
  stale = behind;
  listeners.forEach((listener) => listener());
}

export function releasesAreStale(): boolean {
  return stale;
}

export function onStaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
