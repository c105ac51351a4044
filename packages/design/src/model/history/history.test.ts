import { moveLayer, updateLayer } from '../commands/layers';
import { setPartPaint, setTeamName } from '../commands/garment';
import type { Design } from '../document/types';
import { designWith } from '../test-utils';
import { createHistory } from './history';

const start = designWith(['text']);
const xOf = (doc: Design) => doc.layers[0]!.x;

/** One drag: pointer down, 30 moves, pointer up. */
function drag(history: ReturnType<typeof createHistory<Design>>, fromX: number) {
  history.beginGesture();
  for (let step = 1; step <= 30; step += 1) {
    history.apply(moveLayer(history.present, { id: 'layer-1', x: fromX + step * 10, y: 500 }), { coalesceKey: 'move:layer-1' });
  }
  history.endGesture();
}

describe('undo and redo', () => {
  it('undoes and redoes single edits in order', () => {
    const history = createHistory(start);
    const named = history.apply(setTeamName(start, { teamName: 'A' }));
    const painted = history.apply(setPartPaint(named, { partId: 'body', paint: '#000000' }));
    expect(history.canUndo).toBe(true);
    expect(history.undo()).toBe(named);
    expect(history.undo()).toBe(start);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(start);
    expect(history.redo()).toBe(named);
    expect(history.redo()).toBe(painted);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(painted);
  });

  it('records nothing for an edit that changed nothing', () => {
    const history = createHistory(start);
    history.apply(setTeamName(start, { teamName: '' }));
    expect(history.canUndo).toBe(false);
  });

  it('forgets the redo steps when a new edit is made', () => {
    const history = createHistory(start);
    history.apply(setTeamName(start, { teamName: 'A' }));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.apply(setTeamName(start, { teamName: 'B' }));
    expect(history.canRedo).toBe(false);
    expect(history.redo().teamName).toBe('B');
  });

  it('keeps at most the limit of steps, dropping the oldest', () => {
    const history = createHistory(start, { limit: 200 });
    let doc = start;
    for (let i = 1; i <= 250; i += 1) doc = history.apply(setTeamName(doc, { teamName: `name ${i}` }));
    expect(history.undoDepth).toBe(200);
    let undone = 0;
    while (history.canUndo) {
      history.undo();
      undone += 1;
    }
    expect(undone).toBe(200);
    expect(history.present.teamName).toBe('name 50');
  });
});

describe('gestures and coalescing', () => {
  it('one drag of 30 moves is undone with one Ctrl+Z', () => {
    const history = createHistory(start);
    drag(history, 500);
    expect(xOf(history.present)).toBe(800);
    expect(history.undoDepth).toBe(1);
    expect(history.undo()).toBe(start);
    expect(xOf(history.redo())).toBe(800);
  });

  it('two drags of the same layer are two steps', () => {
    const history = createHistory(start);
    drag(history, 500);
    drag(history, 800);
    expect(xOf(history.present)).toBe(1100);
    expect(xOf(history.undo())).toBe(800);
    expect(xOf(history.undo())).toBe(500);
  });

  it('one slider move is one step even without a gesture, as long as the key stays the same', () => {
    const history = createHistory(start);
    for (let i = 1; i <= 10; i += 1) {
      history.apply(updateLayer(history.present, { id: 'layer-1', props: { opacity: 1 - i / 20 } }), { coalesceKey: 'opacity:layer-1' });
    }
    history.apply(setTeamName(history.present, { teamName: 'X' }));
    expect(history.undoDepth).toBe(2);
    expect(history.undo().layers[0]!.opacity).toBe(0.5);
    expect(history.undo()).toBe(start);
  });

  it('a different key inside a gesture starts a new step', () => {
    const history = createHistory(start);
    history.beginGesture();
    history.apply(moveLayer(history.present, { id: 'layer-1', x: 10, y: 10 }), { coalesceKey: 'move' });
    history.apply(updateLayer(history.present, { id: 'layer-1', props: { scale: 2 } }), { coalesceKey: 'scale' });
    history.endGesture();
    expect(history.undoDepth).toBe(2);
  });

  it('a gesture whose applies carry no key is still one step', () => {
    const history = createHistory(start);
    history.beginGesture();
    for (let x = 0; x < 5; x += 1) history.apply(moveLayer(history.present, { id: 'layer-1', x, y: 0 }));
    history.endGesture();
    expect(history.undoDepth).toBe(1);
  });

  it('a click without a drag records nothing', () => {
    const history = createHistory(start);
    history.beginGesture();
    history.endGesture();
    expect(history.canUndo).toBe(false);
  });

  it('a gesture never merges into the step made before it', () => {
    const history = createHistory(start);
    history.apply(moveLayer(start, { id: 'layer-1', x: 1, y: 1 }), { coalesceKey: 'move:layer-1' });
    drag(history, 0);
    expect(history.undoDepth).toBe(2);
  });

  it('closeStep makes the next keyed edit a step of its own (a slider released, then moved again)', () => {
    const history = createHistory(start);
    history.apply(updateLayer(start, { id: 'layer-1', props: { scale: 2 } }), { coalesceKey: 'scale' });
    history.apply(updateLayer(history.present, { id: 'layer-1', props: { scale: 3 } }), { coalesceKey: 'scale' });
    history.closeStep();
    history.apply(updateLayer(history.present, { id: 'layer-1', props: { scale: 4 } }), { coalesceKey: 'scale' });
    expect(history.undoDepth).toBe(2);
    expect(history.undo().layers[0]!.scale).toBe(3);
  });

  it('closeStep inside a gesture leaves the gesture one step', () => {
    const history = createHistory(start);
    history.beginGesture();
    history.apply(moveLayer(start, { id: 'layer-1', x: 1, y: 1 }));
    history.closeStep();
    history.apply(moveLayer(history.present, { id: 'layer-1', x: 2, y: 2 }));
    history.endGesture();
    expect(history.undoDepth).toBe(1);
  });

  it('nested gestures end with the outermost one', () => {
    const history = createHistory(start);
    history.beginGesture();
    history.beginGesture();
    history.endGesture();
    expect(history.inGesture).toBe(true);
    history.endGesture();
    expect(history.inGesture).toBe(false);
  });

  it('undo ends the step being coalesced, so the next edit is a new step', () => {
    const history = createHistory(start);
    history.apply(setTeamName(start, { teamName: 'A' }), { coalesceKey: 'team' });
    history.apply(setTeamName(history.present, { teamName: 'AB' }), { coalesceKey: 'team' });
    history.undo();
    history.apply(setTeamName(history.present, { teamName: 'C' }), { coalesceKey: 'team' });
    history.apply(setTeamName(history.present, { teamName: 'CD' }), { coalesceKey: 'team' });
    expect(history.undoDepth).toBe(1);
    expect(history.undo()).toBe(start);
  });

  it('reset forgets every step', () => {
    const history = createHistory(start);
    history.apply(setTeamName(start, { teamName: 'A' }));
    const other = designWith([], 'polo');
    history.reset(other);
    expect(history.present).toBe(other);
    expect(history.canUndo || history.canRedo).toBe(false);
  });
});
