import { keyToAction, type KeyLike } from './keyboard';

const press = (key: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const selected = { layerId: 'layer-1' };
const nothing = { layerId: null };

describe('keyboard shortcuts', () => {
  it.each([
    ['Ctrl+Z', press('z', { ctrlKey: true })],
    ['Cmd+Z', press('z', { metaKey: true })],
  ])('%s undoes, with or without a selection', (_, event) => {
    expect(keyToAction(event, nothing)).toEqual({ type: 'undo' });
    expect(keyToAction(event, selected)).toEqual({ type: 'undo' });
  });

  it.each([
    ['Shift+Ctrl+Z', press('Z', { ctrlKey: true, shiftKey: true })],
    ['Shift+Cmd+Z', press('Z', { metaKey: true, shiftKey: true })],
    ['Ctrl+Y', press('y', { ctrlKey: true })],
  ])('%s redoes', (_, event) => {
    expect(keyToAction(event, nothing)).toEqual({ type: 'redo' });
  });

  it('leaves Cmd+Y to the browser', () => {
    expect(keyToAction(press('y', { metaKey: true }), nothing)).toBeNull();
  });

  it.each(['Delete', 'Backspace'])('%s deletes the selected layer, and nothing without a selection', (key) => {
    expect(keyToAction(press(key), selected)).toEqual({ type: 'delete' });
    expect(keyToAction(press(key), nothing)).toBeNull();
    expect(keyToAction(press(key), null)).toBeNull();
  });

  it('Ctrl/Cmd+D duplicates the selected layer; without one, the browser keeps the shortcut', () => {
    expect(keyToAction(press('d', { ctrlKey: true }), selected)).toEqual({ type: 'duplicate' });
    expect(keyToAction(press('d', { metaKey: true }), selected)).toEqual({ type: 'duplicate' });
    expect(keyToAction(press('d', { ctrlKey: true }), nothing)).toBeNull();
  });

  it.each([
    ['ArrowLeft', -1, 0],
    ['ArrowRight', 1, 0],
    ['ArrowUp', 0, -1],
    ['ArrowDown', 0, 1],
  ])('%s nudges the selected layer by 1 unit, by 10 with Shift', (key, dx, dy) => {
    expect(keyToAction(press(key), selected)).toEqual({ type: 'nudge', dx, dy });
    expect(keyToAction(press(key, { shiftKey: true }), selected)).toEqual({ type: 'nudge', dx: dx * 10, dy: dy * 10 });
    expect(keyToAction(press(key), nothing)).toBeNull();
  });

  it('ignores other keys, Ctrl+arrows and Alt combinations', () => {
    expect(keyToAction(press('a'), selected)).toBeNull();
    expect(keyToAction(press('z'), selected)).toBeNull();
    expect(keyToAction(press('ArrowLeft', { ctrlKey: true }), selected)).toBeNull();
    expect(keyToAction(press('z', { ctrlKey: true, altKey: true }), selected)).toBeNull();
    expect(keyToAction(press('Escape'), selected)).toBeNull();
  });
});
