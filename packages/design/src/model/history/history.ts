/**
 * Undo and redo over whole-document snapshots. Documents are immutable and edits share
 * every untouched branch, so a snapshot costs one reference.
 *
 * Steps (what one Ctrl+Z takes back):
 * - each `apply` that changes the document is a step, except that
 * - consecutive applies with the same `coalesceKey` are one step (a slider being dragged,
 *   a field being typed in), and inside a gesture applies without a key share the
 *   gesture's own key, so one drag is one step even if the caller gives no key;
 * - beginning or ending a gesture, `closeStep` (a slider released, a field left), undo, redo and
 *   reset close the current step: the next apply starts a new one even with the same key (two
 *   drags are two steps).
 * A new step clears the redo stack. At most `limit` steps are kept; the oldest go first.
 */

export interface HistoryOptions {
  /** Undo steps kept. */
  limit?: number;
}

export interface ApplyOptions {
  coalesceKey?: string;
}

export interface History<T> {
  readonly present: T;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly undoDepth: number;
  readonly redoDepth: number;
  readonly inGesture: boolean;
  /** Records `doc` as the present and returns it; an unchanged document records nothing. */
  apply(doc: T, options?: ApplyOptions): T;
  /** A pointer went down (drag, slider): what follows until `endGesture` is one step per key. */
  beginGesture(): void;
  endGesture(): void;
  /** Ends the current step: the next apply is a step of its own even with the same key. Inside a
   *  gesture it does nothing: the gesture's step ends with the gesture. */
  closeStep(): void;
  /** Returns the new present (the same one when there is nothing to undo). */
  undo(): T;
  redo(): T;
  /** A different document was opened: forget every step. */
  reset(doc: T): void;
}

export const DEFAULT_HISTORY_LIMIT = 200;

interface Snapshot<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export function createHistory<T>(initial: T, options: HistoryOptions = {}): History<T> {
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_HISTORY_LIMIT));
  let state: Snapshot<T> = { past: [], present: initial, future: [] };
  /** The key of the step that the next apply may still merge into; null when the step is closed. */
  let openKey: string | null = null;
  let gesture: { depth: number; key: string } | null = null;
  let gestureCount = 0;

  const closeStep = () => {
    openKey = null;
  };

  return {
    get present() {
      return state.present;
    },
    get canUndo() {
      return state.past.length > 0;
    },
    get canRedo() {
      return state.future.length > 0;
    },
    get undoDepth() {
      return state.past.length;
    },
    get redoDepth() {
      return state.future.length;
    },
    get inGesture() {
      return gesture !== null;
    },

    apply(doc, { coalesceKey } = {}) {
      if (doc === state.present) return state.present;
      const key = coalesceKey ?? gesture?.key ?? null;
      if (key !== null && key === openKey) {
        state = { past: state.past, present: doc, future: [] };
      } else {
        state = { past: [...state.past, state.present].slice(-limit), present: doc, future: [] };
      }
      openKey = key;
      return state.present;
    },

    beginGesture() {
      if (gesture) {
        gesture.depth += 1;
        return;
      }
      gestureCount += 1;
      gesture = { depth: 1, key: `\u0000gesture-${gestureCount}` };
      closeStep();
    },

    endGesture() {
      if (!gesture) return;
      gesture.depth -= 1;
      if (gesture.depth > 0) return;
      gesture = null;
      closeStep();
    },

    closeStep() {
      if (!gesture) closeStep();
    },

    undo() {
      gesture = null;
      closeStep();
      if (state.past.length === 0) return state.present;
      const previous = state.past[state.past.length - 1] as T;
      state = { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
      return state.present;
    },

    redo() {
      gesture = null;
      closeStep();
      if (state.future.length === 0) return state.present;
      const [next, ...rest] = state.future;
      state = { past: [...state.past, state.present].slice(-limit), present: next as T, future: rest };
      return state.present;
    },

    reset(doc) {
      state = { past: [], present: doc, future: [] };
      gesture = null;
      closeStep();
    },
  };
}
