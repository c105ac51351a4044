/**
 * Keeps a page that shows orders current (issue 33: an order stayed "Reviewing" for 45 s after the
 * shop approved it, until a reload). It asks for the version of the customer's orders (GET
 * /api/orders/version, one row read) every `intervalMs` while the page is visible, at once when
 * it becomes visible again or gets the focus, and calls `onChange` when the version differs from
 * the last one it saw. A hidden page asks nothing; a failed ask is tried at the next tick.
 * Why a poll rather than server-sent events: see api/src/orders/order-version-routes.ts.
 */
export interface VersionWatchOptions {
  /** The version now, or null when it could not be read (offline, signed out). */
  ask: () => Promise<string | null>;
  onChange: () => void;
  intervalMs?: number;
  /** The page's visibility and focus (the browser's document and window by default). */
  page?: WatchedPage;
}

export interface WatchedPage {
  visible: () => boolean;
  /** Calls `wake` when the page becomes visible or gets the focus; answers how to stop. */
  onWake: (wake: () => void) => () => void;
  setInterval: (tick: () => void, ms: number) => () => void;
}

export const ORDERS_VERSION_POLL_MS = 10_000;

export function browserPage(): WatchedPage {
  return {
    visible: () => document.visibilityState === 'visible',
    onWake: (wake) => {
      const onVisibility = () => {
        if (document.visibilityState === 'visible') wake();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('focus', wake);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('focus', wake);
      };
    },
    setInterval: (tick, ms) => {
      const timer = window.setInterval(tick, ms);
      return () => window.clearInterval(timer);
    },
  };
}

/** Starts watching; answers how to stop. */
export function watchOrdersVersion({ ask, onChange, intervalMs = ORDERS_VERSION_POLL_MS, page = browserPage() }: VersionWatchOptions): () => void {
  let seen: string | null = null;
  let asking = false;
  let stopped = false;
  const look = async () => {
    if (stopped || asking || !page.visible()) return;
    asking = true;
    try {
      const version = await ask();
      if (stopped || version === null) return;
      const changed = seen !== null && version !== seen;
      seen = version;
      if (changed) onChange();
    } finally {
      asking = false;
    }
  };
  void look();
  const stopTicking = page.setInterval(() => void look(), intervalMs);
  const stopWaking = page.onWake(() => void look());
  return () => {
    stopped = true;
    stopTicking();
    stopWaking();
  };
}
