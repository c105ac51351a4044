import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  COLOR_HISTORY_DEBOUNCE_MS,
  COLOR_HISTORY_STORAGE_KEY,
  parseColourHistory,
  pushColourHistory,
  serialiseColourHistory,
  type Paint,
} from '@teamwear/design';

/**
 * Recent colours (docs/product.md §9): 8 at most, newest first, under `color-history` in local
 * storage, one list for every picker on the page. A colour is recorded once the user has
 * stopped changing it for 500 ms, so that dragging across the square records one colour.
 */
let history: readonly Paint[] | null = null;
const listeners = new Set<() => void>();

function read(): readonly Paint[] {
  if (history === null) {
    try {
      history = parseColourHistory(globalThis.localStorage?.getItem(COLOR_HISTORY_STORAGE_KEY));
    } catch {
      history = [];
    }
  }
  return history;
}

export function recordColour(paint: Paint): void {
  const next = pushColourHistory(read(), paint);
  if (next === history) return;
  history = next;
  try {
    globalThis.localStorage?.setItem(COLOR_HISTORY_STORAGE_KEY, serialiseColourHistory(next));
  } catch {
    // Full or private storage: the list still works for this visit.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColourHistory(): readonly Paint[] {
  return useSyncExternalStore(subscribe, read, read);
}

/** Records the latest paint passed in after it has stayed the same for the debounce time. */
export function useRecordColourWhenSettled(): (paint: Paint) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Paint | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) recordColour(pending.current);
    },
    [],
  );
  return (paint: Paint) => {
    pending.current = paint;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (pending.current) recordColour(pending.current);
      pending.current = null;
    }, COLOR_HISTORY_DEBOUNCE_MS);
  };
}
