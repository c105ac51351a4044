import { useEffect } from 'react';
import { shopOrderBoardRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../session';
import { setWaitingForReview } from './waiting-for-review';

/** How often the menu asks whether the shop's orders changed (one row read by the API). */
const BADGE_POLL_MS = 10_000;

/**
 * Keeps the menu's "waiting for review" count current on every back office page: the version of
 * the shop's orders every few seconds while the page is visible (and at once on coming back), and
 * the board's count (one card per column) only when that version changed.
 */
export function useReviewBadgeWatch(): void {
  useEffect(() => {
    let seen: string | null = null;
    let asking = false;
    let stopped = false;
    const look = async () => {
      if (stopped || asking || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const version = await staffCall(shopOrderBoardRoutes.version);
        if (stopped || !version.ok || version.data.data.version === seen) return;
        const board = await staffCall(shopOrderBoardRoutes.board, { query: { cards: 1 } });
        if (stopped || !board.ok) return;
        seen = version.data.data.version;
        setWaitingForReview(board.data.data.waitingForReview);
      } finally {
        asking = false;
      }
    };
    void look();
    const timer = window.setInterval(() => void look(), BADGE_POLL_MS);
    const wake = () => void look();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
    };
  }, []);
}
