import type { Paint } from '../document/types';
import { readPaint, sameJson } from '../document/values';

/** docs/product.md §9: the colour history keeps 8 entries under this localStorage key. */
export const COLOR_HISTORY_MAX = 8;
export const COLOR_HISTORY_STORAGE_KEY = 'color-history';
/** The UI records a colour only once the user has stopped changing it for this long. */
export const COLOR_HISTORY_DEBOUNCE_MS = 500;
/** The picker reports changes at most this often while dragging. */
export const PICKER_DEBOUNCE_MS = 100;

/**
 * Records a used colour (or gradient): newest first, no duplicates (a colour used again
 * moves to the front), at most 8. Returns the same list when the colour is already first
 * or cannot be read.
 */
export function pushColourHistory(history: readonly Paint[], used: Paint | string): readonly Paint[] {
  const paint = readPaint(used);
  if (!paint) return history;
  if (history[0] && sameJson(history[0], paint)) return history;
  return [paint, ...history.filter((entry) => !sameJson(entry, paint))].slice(0, COLOR_HISTORY_MAX);
}

/** The stored history, repaired: unreadable storage is an empty history, never an error. */
export function parseColourHistory(stored: string | null | undefined): Paint[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  let history: readonly Paint[] = [];
  // Oldest first, so that duplicates resolve to their newest place.
  for (const entry of [...raw].reverse()) history = pushColourHistory(history, entry as Paint | string);
  return [...history];
}

export function serialiseColourHistory(history: readonly Paint[]): string {
  return JSON.stringify(history.slice(0, COLOR_HISTORY_MAX));
}
