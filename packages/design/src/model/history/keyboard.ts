/** The parts of a KeyboardEvent the studio reads; a plain object in tests. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
}

export type KeyAction =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'delete' }
  | { type: 'duplicate' }
  | { type: 'nudge'; dx: number; dy: number };

/** Garment units an arrow key moves the selected layer; with Shift, the larger step. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key press does in the studio, or null to leave it to the browser. The UI calls
 * this only for key presses outside text fields (there Ctrl+Z undoes typing, and
 * Backspace deletes a character, not a layer), and prevents the default when it gets an action.
 *
 * Ctrl/Cmd+Z undo; Shift+Ctrl/Cmd+Z and Ctrl+Y redo; with a selected layer: Delete or
 * Backspace delete it, Ctrl/Cmd+D duplicates it, arrows nudge it by 1 (Shift: 10).
 */
export function keyToAction(event: KeyLike, selection: { layerId: string | null } | null): KeyAction | null {
  // Alt combinations belong to the system (and AltGr arrives as Ctrl+Alt on Windows).
  if (event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const command = event.ctrlKey || event.metaKey;
  const selected = Boolean(selection?.layerId);

  if (command) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return { type: 'redo' };
    if (key === 'd' && !event.shiftKey && selected) return { type: 'duplicate' };
    return null;
  }
  if (!selected) return null;
  if (key === 'Delete' || key === 'Backspace') return event.shiftKey ? null : { type: 'delete' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = event.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
}
