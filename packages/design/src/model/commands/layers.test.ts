import { designSchema } from '../document/schema';
import type { Design, TextLayer } from '../document/types';
import { designWith } from '../test-utils';
import { createSequentialIds } from './context';
import { addLayer, deleteLayer, duplicateLayer, moveLayer, nudgeLayer, reorderLayer, rotateLayer, updateLayer } from './layers';

const ids = (doc: Design) => doc.layers.map((layer) => layer.id);
const layer = (doc: Design, id: string) => doc.layers.find((candidate) => candidate.id === id)!;
const valid = (design: Design) => expect(designSchema().safeParse(design).success).toBe(true);

describe('adding layers', () => {
  const doc = designWith();
  const ctx = { newId: createSequentialIds('new') };

  it('adds a layer on top with the defaults of its kind and an id from the generator', () => {
    const next = addLayer(doc, { kind: 'backNumber' }, ctx);
    expect(next.layers).toHaveLength(1);
    expect(next.layers[0]).toMatchObject({ id: 'new-1', kind: 'backNumber', view: 'back', text: '10', visible: true, locked: false });
    expect(doc.layers).toHaveLength(0);
    valid(next);
  });

  it('takes a view and starting properties, clamped', () => {
    const next = addLayer(doc, { kind: 'text', view: 'back', props: { text: 'GO', opacity: 3, x: 5000 } }, ctx);
    expect(next.layers[0]).toMatchObject({ view: 'back', text: 'GO', opacity: 1, x: 1200 });
  });

  it('adds an image layer with its source', () => {
    const next = addLayer(doc, { kind: 'sponsor', props: { src: 'data:image/png;base64,cw==', width: 400 } }, ctx);
    expect(next.layers[0]).toMatchObject({ kind: 'sponsor', src: 'data:image/png;base64,cw==', width: 400 });
  });

  it('ignores an unknown kind', () => {
    expect(addLayer(doc, { kind: 'video' as 'text' }, ctx)).toBe(doc);
  });

  it('uses crypto.randomUUID when no generator is given', () => {
    expect(addLayer(doc, { kind: 'logo' }).layers[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('editing a layer', () => {
  const doc = designWith(['text', 'logo']);

  it('updates some properties and leaves the others and the other layers alone', () => {
    const next = updateLayer(doc, { id: 'layer-1', props: { text: 'CHAMPIONS', fontSize: 96, fill: { kind: 'solid', color: '#FF0000' } } });
    expect(layer(next, 'layer-1')).toMatchObject({ text: 'CHAMPIONS', fontSize: 96, fill: { kind: 'solid', color: '#ff0000' }, x: 500 });
    expect(layer(next, 'layer-2')).toBe(layer(doc, 'layer-2'));
    expect((layer(doc, 'layer-1') as TextLayer).text).toBe('TEAM');
  });

  it('clamps opacity to 0–1, stroke width and font size into range', () => {
    expect(layer(updateLayer(doc, { id: 'layer-1', props: { opacity: 1.7 } }), 'layer-1').opacity).toBe(1);
    expect(layer(updateLayer(doc, { id: 'layer-1', props: { opacity: -0.2 } }), 'layer-1').opacity).toBe(0);
    expect(layer(updateLayer(doc, { id: 'layer-1', props: { stroke: { width: 900 } } }), 'layer-1').stroke).toEqual({ width: 50, color: '#000000' });
    expect(layer(updateLayer(doc, { id: 'layer-1', props: { fontSize: 1 } }), 'layer-1')).toMatchObject({ fontSize: 4 });
  });

  it('ignores unreadable values, properties the kind lacks, and the id and kind', () => {
    expect(updateLayer(doc, { id: 'layer-1', props: { opacity: Number.NaN } })).toBe(doc);
    expect(updateLayer(doc, { id: 'layer-2', props: { fontSize: 40 } })).toBe(doc);
    expect(updateLayer(doc, { id: 'layer-1', props: { id: 'hacked', kind: 'logo' } as never })).toBe(doc);
    expect(updateLayer(doc, { id: 'missing', props: { opacity: 0.5 } })).toBe(doc);
    expect(updateLayer(doc, { id: 'layer-1', props: { text: 'TEAM' } })).toBe(doc);
  });

  it('moves a layer to the other side of the garment', () => {
    expect(layer(updateLayer(doc, { id: 'layer-1', props: { view: 'back' } }), 'layer-1').view).toBe('back');
  });
});

describe('moving, nudging and rotating', () => {
  const doc = designWith(['text']);

  it('moves a layer to a point', () => {
    expect(layer(moveLayer(doc, { id: 'layer-1', x: 120, y: 880 }), 'layer-1')).toMatchObject({ x: 120, y: 880 });
  });

  it('lets a layer hang off the edge but never be lost (−200..1200)', () => {
    expect(layer(moveLayer(doc, { id: 'layer-1', x: -5000, y: 99999 }), 'layer-1')).toMatchObject({ x: -200, y: 1200 });
    expect(layer(moveLayer(doc, { id: 'layer-1', x: -150, y: 1100 }), 'layer-1')).toMatchObject({ x: -150, y: 1100 });
  });

  it('nudges by the step it is given, and stops at the edge', () => {
    expect(layer(nudgeLayer(doc, { id: 'layer-1', dx: 1, dy: -10 }), 'layer-1')).toMatchObject({ x: 501, y: 490 });
    const atEdge = moveLayer(doc, { id: 'layer-1', x: 1200, y: 0 });
    expect(nudgeLayer(atEdge, { id: 'layer-1', dx: 10, dy: 0 })).toBe(atEdge);
  });

  it('rotates modulo 360', () => {
    expect(layer(rotateLayer(doc, { id: 'layer-1', rotation: 370 }), 'layer-1').rotation).toBe(10);
    expect(layer(rotateLayer(doc, { id: 'layer-1', rotation: -90 }), 'layer-1').rotation).toBe(270);
    expect(layer(rotateLayer(doc, { id: 'layer-1', rotation: 360 }), 'layer-1').rotation).toBe(0);
    expect(rotateLayer(doc, { id: 'layer-1', rotation: 720 })).toBe(doc);
  });

  it('leaves a locked layer where it is until it is unlocked', () => {
    const locked = updateLayer(doc, { id: 'layer-1', props: { locked: true } });
    expect(moveLayer(locked, { id: 'layer-1', x: 0, y: 0 })).toBe(locked);
    expect(nudgeLayer(locked, { id: 'layer-1', dx: 1, dy: 0 })).toBe(locked);
    expect(rotateLayer(locked, { id: 'layer-1', rotation: 45 })).toBe(locked);
    expect(deleteLayer(locked, { id: 'layer-1' })).toBe(locked);
    const unlocked = updateLayer(locked, { id: 'layer-1', props: { locked: false } });
    expect(layer(moveLayer(unlocked, { id: 'layer-1', x: 0, y: 0 }), 'layer-1').x).toBe(0);
  });
});

describe('deleting and duplicating', () => {
  const doc = designWith(['text', 'logo', 'sponsor']);

  it('deletes one layer', () => {
    expect(ids(deleteLayer(doc, { id: 'layer-2' }))).toEqual(['layer-1', 'layer-3']);
    expect(deleteLayer(doc, { id: 'nope' })).toBe(doc);
  });

  it('duplicates a layer just above the original, offset by +20,+20, with a new id', () => {
    const next = duplicateLayer(doc, { id: 'layer-1' }, { newId: () => 'copy' });
    expect(ids(next)).toEqual(['layer-1', 'copy', 'layer-2', 'layer-3']);
    const original = layer(doc, 'layer-1');
    expect(layer(next, 'copy')).toEqual({ ...original, id: 'copy', x: original.x + 20, y: original.y + 20 });
    valid(next);
  });

  it('keeps a duplicate of a layer at the edge inside the bounds, and unlocked', () => {
    const atEdge = updateLayer(moveLayer(doc, { id: 'layer-1', x: 1195, y: 1200 }), { id: 'layer-1', props: { locked: true } });
    expect(layer(duplicateLayer(atEdge, { id: 'layer-1' }, { newId: () => 'copy' }), 'copy')).toMatchObject({ x: 1200, y: 1200, locked: false });
  });

  it('ignores a missing layer', () => {
    expect(duplicateLayer(doc, { id: 'nope' }, { newId: () => 'copy' })).toBe(doc);
  });
});

describe('stacking order', () => {
  // front: layer-1 (text), layer-3 (sponsor); back: layer-2 (backNumber), layer-4 (playerName)
  const doc = designWith(['text', 'backNumber', 'sponsor', 'playerName']);

  it('brings a layer to the top or sends it to the bottom', () => {
    expect(ids(reorderLayer(doc, { id: 'layer-1', to: 'top' }))).toEqual(['layer-2', 'layer-3', 'layer-4', 'layer-1']);
    expect(ids(reorderLayer(doc, { id: 'layer-4', to: 'bottom' }))).toEqual(['layer-4', 'layer-1', 'layer-2', 'layer-3']);
  });

  it('steps up or down past the next layer on the same side, so each step shows', () => {
    expect(ids(reorderLayer(doc, { id: 'layer-1', to: 'up' }))).toEqual(['layer-2', 'layer-3', 'layer-1', 'layer-4']);
    expect(ids(reorderLayer(doc, { id: 'layer-4', to: 'down' }))).toEqual(['layer-1', 'layer-4', 'layer-2', 'layer-3']);
  });

  it('returns the same document when the layer is already there', () => {
    expect(reorderLayer(doc, { id: 'layer-4', to: 'top' })).toBe(doc);
    expect(reorderLayer(doc, { id: 'layer-1', to: 'bottom' })).toBe(doc);
    expect(reorderLayer(doc, { id: 'layer-3', to: 'up' })).toBe(doc);
    expect(reorderLayer(doc, { id: 'layer-2', to: 'down' })).toBe(doc);
    expect(reorderLayer(doc, { id: 'nope', to: 'up' })).toBe(doc);
  });
});
