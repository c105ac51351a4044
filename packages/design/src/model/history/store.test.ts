import { createSequentialIds } from '../commands/context';
import { createDesign } from '../document/defaults';
import { NOW } from '../test-utils';
import { createDesignStore } from './store';

const ctrl = (key: string, shiftKey = false) => ({ key, ctrlKey: true, metaKey: false, shiftKey });
const plain = (key: string, shiftKey = false) => ({ key, ctrlKey: false, metaKey: false, shiftKey });

function setup() {
  const store = createDesignStore(createDesign('soccer', NOW), { newId: createSequentialIds('layer') });
  const notified = jest.fn();
  store.subscribe(notified);
  return { store, notified };
}

describe('the design store', () => {
  it('applies commands sent as data and tells subscribers once per change', () => {
    const { store, notified } = setup();
    store.dispatch({ type: 'setTeamName', args: { teamName: 'Lions' } });
    expect(store.getState().doc.teamName).toBe('Lions');
    expect(store.getState().canUndo).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('keeps the same state object when an edit changes nothing (no re-render)', () => {
    const { store, notified } = setup();
    const before = store.getState();
    store.dispatch({ type: 'setTeamName', args: { teamName: '' } });
    store.dispatch({ type: 'deleteLayer', args: { id: 'missing' } });
    expect(store.getState()).toBe(before);
    expect(notified).not.toHaveBeenCalled();
  });

  it('accepts a plain (doc) → doc function too', () => {
    const { store } = setup();
    store.dispatch((doc) => ({ ...doc, teamName: 'From a function' }));
    expect(store.getState().doc.teamName).toBe('From a function');
  });

  it('selects a new layer and shows its side of the garment', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'backNumber' } });
    expect(store.getState().selection).toEqual({ layerId: 'layer-1', view: 'back' });
  });

  it('stops listening after unsubscribe', () => {
    const store = createDesignStore(createDesign('soccer', NOW));
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'setTeamName', args: { teamName: 'x' } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('selecting a layer on the back turns the garment round; showing the front deselects it', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'logo' } });
    store.dispatch({ type: 'addLayer', args: { kind: 'playerName' } });
    store.select('layer-1');
    expect(store.getState().selection).toEqual({ layerId: 'layer-1', view: 'front' });
    store.select('layer-2');
    expect(store.getState().selection).toEqual({ layerId: 'layer-2', view: 'back' });
    store.setView('front');
    expect(store.getState().selection).toEqual({ layerId: null, view: 'front' });
    store.select('no-such-layer');
    expect(store.getState().selection.layerId).toBeNull();
  });

  it('one drag is undone with one Ctrl+Z', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'logo' } });
    const before = store.getState().doc;
    store.beginGesture();
    for (let i = 1; i <= 30; i += 1) {
      store.dispatch({ type: 'moveLayer', args: { id: 'layer-1', x: 650 + i, y: 280 + i } }, { coalesceKey: 'move:layer-1' });
    }
    store.endGesture();
    expect(store.getState().doc.layers[0]).toMatchObject({ x: 680, y: 310 });
    expect(store.handleKey(ctrl('z'))).toBe(true);
    expect(store.getState().doc).toBe(before);
    expect(store.handleKey(ctrl('Z', true))).toBe(true);
    expect(store.getState().doc.layers[0]).toMatchObject({ x: 680, y: 310 });
  });

  it('Delete removes the selected layer, and undo brings it back', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'text' } });
    expect(store.handleKey(plain('Delete'))).toBe(true);
    expect(store.getState().doc.layers).toHaveLength(0);
    expect(store.getState().selection.layerId).toBeNull();
    expect(store.handleKey(plain('Delete'))).toBe(false);
    store.undo();
    expect(store.getState().doc.layers).toHaveLength(1);
  });

  it('Ctrl+D duplicates the selected layer and selects the copy', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'text' } });
    store.handleKey(ctrl('d'));
    const { doc, selection } = store.getState();
    expect(doc.layers.map((layer) => layer.id)).toEqual(['layer-1', 'layer-2']);
    expect(selection.layerId).toBe('layer-2');
    expect(doc.layers[1]).toMatchObject({ x: 520, y: 520 });
  });

  it('arrow keys nudge the selected layer by 1, Shift+arrow by 10', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'text' } });
    store.handleKey(plain('ArrowRight'));
    store.handleKey(plain('ArrowDown', true));
    expect(store.getState().doc.layers[0]).toMatchObject({ x: 501, y: 510 });
  });

  it('undoing the creation of the selected layer clears the selection', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'text' } });
    store.undo();
    expect(store.getState().selection.layerId).toBeNull();
    expect(store.getState().canRedo).toBe(true);
  });

  it('opening another design clears history and selection', () => {
    const { store } = setup();
    store.dispatch({ type: 'addLayer', args: { kind: 'text' } });
    const other = createDesign('hoodie', NOW);
    store.load(other);
    expect(store.getState()).toMatchObject({ doc: other, canUndo: false, canRedo: false, selection: { layerId: null } });
  });

  it('respects the history limit it is given', () => {
    const store = createDesignStore(createDesign('soccer', NOW), { historyLimit: 3 });
    for (let i = 0; i < 10; i += 1) store.dispatch({ type: 'setTeamName', args: { teamName: `n${i}` } });
    store.undo();
    store.undo();
    store.undo();
    expect(store.getState()).toMatchObject({ canUndo: false, doc: { teamName: 'n6' } });
  });
});
