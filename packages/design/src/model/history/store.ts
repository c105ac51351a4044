import { runCommand, type Command } from '../commands';
import { defaultCommandContext, type CommandContext } from '../commands/context';
import type { View } from '../document/constants';
import type { Design } from '../document/types';
import { createHistory, type ApplyOptions } from './history';
import { keyToAction, type KeyAction, type KeyLike } from './keyboard';

/** What the studio has selected: at most one layer, and which side of the garment is shown. */
export interface Selection {
  layerId: string | null;
  view: View;
}

/** One immutable snapshot; a new object only when something in it changed (for useSyncExternalStore). */
export interface DesignStoreState {
  doc: Design;
  selection: Selection;
  canUndo: boolean;
  canRedo: boolean;
}

/** A named command, or any `(doc) → doc` function for edits composed by the UI. */
export type DesignEdit = Command | ((doc: Design, ctx: CommandContext) => Design);

export interface DesignStoreOptions {
  /** Id generator for new layers (default crypto.randomUUID). */
  newId?: () => string;
  historyLimit?: number;
  initialView?: View;
}

export interface DesignStore {
  getState(): DesignStoreState;
  subscribe(listener: () => void): () => void;
  /** Applies an edit as an undo step (see history for `coalesceKey`). A new layer becomes the selection. */
  dispatch(edit: DesignEdit, options?: ApplyOptions): void;
  undo(): void;
  redo(): void;
  beginGesture(): void;
  endGesture(): void;
  /** Ends the current undo step (see history's `closeStep`). */
  closeStep(): void;
  /** Selects a layer (and shows its side of the garment), or nothing. Unknown ids select nothing. */
  select(layerId: string | null): void;
  /** Shows a side of the garment; a selected layer on the other side is deselected. */
  setView(view: View): void;
  /** Opens another document: history is cleared, the selection too. */
  load(doc: Design): void;
  runKeyAction(action: KeyAction): void;
  /** keyToAction + runKeyAction; true when the key did something (the UI then prevents the default). */
  handleKey(event: KeyLike): boolean;
}

/** A small framework-free store; the React UI wraps it with useSyncExternalStore. */
export function createDesignStore(initialDoc: Design, options: DesignStoreOptions = {}): DesignStore {
  const ctx: CommandContext = options.newId ? { newId: options.newId } : defaultCommandContext;
  const history = createHistory(initialDoc, { limit: options.historyLimit });
  const listeners = new Set<() => void>();
  let state: DesignStoreState = {
    doc: initialDoc,
    selection: { layerId: null, view: options.initialView ?? 'front' },
    canUndo: false,
    canRedo: false,
  };

  /** The selection as it must be for `doc`: a vanished layer is deselected, and the view follows the selected layer. */
  function reconcile(doc: Design, selection: Selection): Selection {
    if (selection.layerId === null) return selection;
    const layer = doc.layers.find((candidate) => candidate.id === selection.layerId);
    if (!layer) return { ...selection, layerId: null };
    return layer.view === selection.view ? selection : { ...selection, view: layer.view };
  }

  function publish(doc: Design, wanted: Selection) {
    const selection = reconcile(doc, wanted);
    const next: DesignStoreState = {
      doc,
      selection:
        selection.layerId === state.selection.layerId && selection.view === state.selection.view ? state.selection : selection,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
    };
    if (
      next.doc === state.doc &&
      next.selection === state.selection &&
      next.canUndo === state.canUndo &&
      next.canRedo === state.canRedo
    ) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function selectedId(): string | null {
    return state.selection.layerId;
  }

  const store: DesignStore = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    dispatch(edit, applyOptions) {
      const before = state.doc;
      const after = typeof edit === 'function' ? edit(before, ctx) : runCommand(before, edit, ctx);
      if (after === before) return;
      history.apply(after, applyOptions);
      const known = new Set(before.layers.map((layer) => layer.id));
      const added = after.layers.filter((layer) => !known.has(layer.id));
      const [only] = added;
      publish(after, added.length === 1 && only ? { layerId: only.id, view: only.view } : state.selection);
    },

    undo() {
      publish(history.undo(), state.selection);
    },

    redo() {
      publish(history.redo(), state.selection);
    },

    beginGesture() {
      history.beginGesture();
    },

    endGesture() {
      history.endGesture();
    },

    closeStep() {
      history.closeStep();
    },

    select(layerId) {
      const layer = layerId === null ? undefined : state.doc.layers.find((candidate) => candidate.id === layerId);
      publish(state.doc, layer ? { layerId: layer.id, view: layer.view } : { ...state.selection, layerId: null });
    },

    setView(view) {
      if (view === state.selection.view) return;
      publish(state.doc, { layerId: null, view });
    },

    load(doc) {
      history.reset(doc);
      publish(doc, { ...state.selection, layerId: null });
    },

    runKeyAction(action) {
      const id = selectedId();
      switch (action.type) {
        case 'undo':
          store.undo();
          return;
        case 'redo':
          store.redo();
          return;
        case 'delete':
          if (id) store.dispatch({ type: 'deleteLayer', args: { id } });
          return;
        case 'duplicate':
          if (id) store.dispatch({ type: 'duplicateLayer', args: { id } });
          return;
        case 'nudge':
          if (id) store.dispatch({ type: 'nudgeLayer', args: { id, dx: action.dx, dy: action.dy } });
          return;
      }
    },

    handleKey(event) {
      const action = keyToAction(event, state.selection);
      if (!action) return false;
      store.runKeyAction(action);
      return true;
    },
  };
  return store;
}
