import { useSyncExternalStore } from 'react';

/**
 * Whether the studio and the preview show the garment on the mannequin (in the design's skin
 * tone) or on its own: a preference of this browser, not part of the design, so it is kept in
 * local storage and shared by every studio tab of the page.
 */
export const MANNEQUIN_STORAGE_KEY = 'teamwear.studio.mannequin';

let shown: boolean | null = null;
const listeners = new Set<() => void>();

function read(): boolean {
  if (shown === null) {
    try {
      shown = globalThis.localStorage?.getItem(MANNEQUIN_STORAGE_KEY) !== 'off';
    } catch {
      shown = true;
    }
  }
  return shown;
}

export function setMannequinShown(on: boolean): void {
  if (read() === on) return;
  shown = on;
  try {
    globalThis.localStorage?.setItem(MANNEQUIN_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Full or private storage: the choice still holds for this visit.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMannequinShown(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
