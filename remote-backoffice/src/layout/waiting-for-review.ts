import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * How many of the shop's orders wait for review, for the menu's badge: whoever reads the board
 * last says (the board page, and the layout's own light watch on the other pages). Null until read.
 */
export const waitingForReview = createStore<{ count: number | null }>()(() => ({ count: null }));

export function setWaitingForReview(count: number): void {
  if (waitingForReview.getState().count !== count) waitingForReview.setState({ count });
}

export function useWaitingForReview(): number | null {
  return useStore(waitingForReview, (state) => state.count);
}
