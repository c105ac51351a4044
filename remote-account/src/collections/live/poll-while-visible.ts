import { browserPage, type WatchedPage } from '../../orders/changes/orders-version-watch';

/** How often an open collection's page reads it again: a player who joins shows within seconds. */
export const COLLECTION_POLL_MS = 5_000;

/**
 * Reads a collection again every `intervalMs` while the page is visible, and at once when it
 * becomes visible again or gets the focus (a manager back from the team's chat sees who joined
 * meanwhile). A hidden page asks nothing. A poll of the collection itself rather than a version
 * (as orders have): one small read, at most 100 entries. Answers how to stop.
 */
export function pollWhileVisible(refresh: () => void, intervalMs: number = COLLECTION_POLL_MS, page: WatchedPage = browserPage()): () => void {
  const look = () => {
    if (page.visible()) refresh();
  };
  const stopTicking = page.setInterval(look, intervalMs);
  const stopWaking = page.onWake(look);
  return () => {
    stopTicking();
    stopWaking();
  };
}
