/**
 * Loads a module once for everything on the page that draws with it, and copes with its
 * remote being down: a failed load answers null (the callers draw their placeholder) and is
 * tried again only after a pause, so that a grid of cards does not ask a dead server once per
 * card, while a remote that comes back is used again without reloading the page.
 */
export const RETRY_AFTER_MS = 30_000;

export function createThumbnailLoader<T>(load: () => Promise<T | null>, now: () => number = Date.now): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  let failedAt: number | null = null;
  let failed: Promise<T | null> | null = null;
  return () => {
    if (pending) return pending;
    if (failed && failedAt !== null && now() - failedAt < RETRY_AFTER_MS) return failed;
    const attempt = load().catch(() => null);
    pending = attempt;
    void attempt.then((loaded) => {
      if (loaded !== null) return;
      // Keep the answer for the pause, then let the next caller try again.
      pending = null;
      failed = attempt;
      failedAt = now();
    });
    return attempt;
  };
}
