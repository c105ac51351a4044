import { shopOrderBoardRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../session';

/** How often an open order page asks whether the shop's orders changed. */
export const ORDER_PAGE_POLL_MS = 5000;

async function askVersion(): Promise<string | null> {
  const result = await staffCall(shopOrderBoardRoutes.version);
  if (!result.ok) return null;
  const version = (result.data as { data?: { version?: unknown } } | null)?.data?.version;
  return typeof version === 'string' ? version : null;
}

/**
 * Calls `onChange` when the shop's orders' version moves while the page is visible (one row read
 * every few seconds, at once on coming back to the page): the order page then reads its order
 * again. A failed ask is tried at the next tick. Answers how to stop.
 */
export function watchShopOrders(onChange: () => void, intervalMs = ORDER_PAGE_POLL_MS): () => void {
  let seen: string | null = null;
  let asking = false;
  let stopped = false;
  const look = async () => {
    if (stopped || asking || document.visibilityState !== 'visible') return;
    asking = true;
    try {
      const version = await askVersion();
      if (stopped || version === null) return;
      const changed = seen !== null && version !== seen;
      seen = version;
      if (changed) onChange();
    } finally {
      asking = false;
    }
  };
  void look();
  const timer = window.setInterval(() => void look(), intervalMs);
  const wake = () => {
    if (document.visibilityState === 'visible') void look();
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('focus', wake);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('focus', wake);
  };
}
