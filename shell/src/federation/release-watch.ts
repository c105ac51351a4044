import { hasLoadedReleases } from './loaded-releases';

/** remotes.json is read again this often while the page is shown… */
export const RELEASE_CHECK_EVERY_MS = 10 * 60_000;
/** …and when the visitor comes back to the tab, but never more often than this. */
export const RELEASE_CHECK_AT_MOST_EVERY_MS = 60_000;

/**
 * Reads remotes.json again, at a modest rate, once a remote's code runs on the page (`read`:
 * the registry's currentRemoteLocations, which notes what it finds in ./loaded-releases.ts): a
 * tab left open on a release that was rolled back learns it. A page that failed to load a
 * remote reads it at once anyway (./load-again.ts). Started a minute after the page
 * (./start-remotes.ts), when its first check is due: it reads at once.
 */
export function watchReleases(read: () => Promise<unknown>): void {
  let lastRead = 0;
  const check = () => {
    if (document.visibilityState !== 'visible' || !hasLoadedReleases()) return;
    if (Date.now() - lastRead < RELEASE_CHECK_AT_MOST_EVERY_MS) return;
    lastRead = Date.now();
    void read();
  };
  check();
  setInterval(check, RELEASE_CHECK_EVERY_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', check);
}
