import { useSyncExternalStore } from 'react';
import type { DesignStore, DesignStoreState } from '../../model';

/** The store's current snapshot; re-renders when the document, selection or undo state changes. */
export function useDesignState(store: DesignStore): DesignStoreState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
