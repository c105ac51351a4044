import { useCallback, useSyncExternalStore } from 'react';
import type { DesignStore, DesignStoreState } from '@teamwear/design';

/** The store's current snapshot; re-renders when the document, selection or undo state changes. */
export function useDesignState(store: DesignStore): DesignStoreState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * One value read from the store; re-renders only when that value changes (compared with ===).
 * The studio's frame (page, header, rail) reads what it shows this way, so that an edit to the
 * document re-renders the panel that shows it, not the whole studio around the canvas.
 * `select` must return the same value for the same state (a primitive, or a part of the state).
 */
export function useDesignSelector<T>(store: DesignStore, select: (state: DesignStoreState) => T): T {
  const read = useCallback(() => select(store.getState()), [store, select]);
  return useSyncExternalStore(store.subscribe, read, read);
}
