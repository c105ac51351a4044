import { GARMENTS } from '../garments';
import { addLayer, createDesign, noEdits, pictureSource, createSequentialIds, partPaint, PATTERN_TILE_UNITS, setPartPaint, setPattern, setStripe, updateLayer, type Design } from '../model';
import { NOW } from '../model/test-utils';
import { linearGradientLine } from './gradient';
import { scenePaint, thumbnailScene } from './thumbnail-scene';

const ids = () => ({ newId: createSequentialIds('layer') });

describe('thumbnailScene', () => {
  const fresh = createDesign('soccer', NOW);

  it("draws every part of the view in the catalogue's colours, inside a box around the garment", () => {
    const scene = thumbnailScene(fresh, 'front');
    const body = GARMENTS.soccer.parts.find((part) => part.id === 'body');
    expect(scene.shapes.length).toBeGreaterThan(5);
    expect(scene.shapes).toContainEqual(expect.objectContaining({ paint: { kind: 'solid', color: body?.defaultColour }, pattern: null }));
    expect(scene.viewBox.width).toBeGreaterThan(300);
    expect(scene.viewBox.x).toBeGreaterThan(0);
    expect(scene.viewBox.x + scene.viewBox.width).toBeLessThan(1000);
    expect(scene.outline.length).toBeGreaterThan(0);
    expect(scene.shading.length).toBeGreaterThan(0);
    expect(scene.layers).toEqual([]);
  });

  it('paints as the canvas does: the design, the buttons, else the catalogue', () => {
    let doc = setPartPaint(createDesign('polo', NOW), { partId: 'body', paint: '#112233' });
    doc = { ...doc, buttons: { ...doc.buttons, paint: { kind: 'solid', color: '#445566' } } };
    expect(partPaint(doc, 'body')).toEqual({ kind: 'solid', color: '#112233' });
    expect(partPaint(doc, 'buttons')).toEqual({ kind: 'solid', color: '#445566' });
    expect(partPaint(doc, 'collar')).toEqual({ kind: 'solid', color: GARMENTS.polo.parts.find((part) => part.id === 'collar')?.defaultColour });
  });

  it('puts gradients where CSS and the canvas put them', () => {
    const box = { x: 100, y: 50, width: 300, height: 500 };
    const stops = [
      { offset: 0, color: '#ff0000' },
      { offset: 100, color: '#0000ff' },
    ] as [{ offset: number; color: string }, { offset: number; color: string }];
    const { start, end } = linearGradientLine(30, box);
    expect(scenePaint({ kind: 'linear', angle: 30, stops }, box)).toEqual({
      kind: 'linear',
      x1: start.x,
      y1: start.y,
      x2: end.x,
      y2: end.y,
      stops: [
        { offset: 0, color: '#ff0000' },
        { offset: 1, color: '#0000ff' },
      ],
    });
    expect(scenePaint({ kind: 'radial', stops }, box)).toMatchObject({ kind: 'radial', cx: 250, cy: 300, r: Math.hypot(300, 500) / 2 });
  });

  it('adds an enabled stripe right after its part, and the pattern tile at its scale', () => {
    let doc: Design = setStripe(fresh, { stripe: 'second', enabled: true, paint: '#ffcc00' });
    doc = setPattern(doc, { pattern: { id: 'waves', scale: 2, opacity: 0.5, tint: '#abcdef' } });
    const scene = thumbnailScene(doc, 'front');
    const stripe = scene.shapes.findIndex((shape) => shape.paint.kind === 'solid' && shape.paint.color === '#ffcc00');
    expect(stripe).toBeGreaterThan(0);
    expect(scene.shapes[stripe]?.pattern).toBeNull();
    expect(scene.shapes[stripe - 1]?.pattern).toEqual({ file: 'patterns/waves.webp', tile: PATTERN_TILE_UNITS * 2, color: '#abcdef', opacity: 0.5 });
    expect(thumbnailScene(setPattern(doc, { pattern: { id: 'no-such-pattern' } }), 'front').shapes.every((shape) => shape.pattern === null)).toBe(true);
  });

  it("shows the view's visible texts and chosen pictures, bottom to top", () => {
    let doc = addLayer(fresh, { kind: 'text', props: { text: 'ANGKOR\nFC', fontFamily: 'Impact', fontWeight: 900, fontStyle: 'italic', fill: { kind: 'solid', color: '#00ff00' } } }, ids()); // layer-1
    doc = addLayer(doc, { kind: 'logo' }, { newId: () => 'no-picture' });
    doc = addLayer(doc, { kind: 'sponsor', props: { src: 'data:image/png;base64,c3BvbnNvcg==' } }, { newId: () => 'sponsor' });
    doc = addLayer(doc, { kind: 'backNumber', props: { text: '7' } }, { newId: () => 'back' });
    doc = addLayer(doc, { kind: 'text', props: { text: 'hidden' } }, { newId: () => 'hidden' });
    doc = updateLayer(doc, { id: 'hidden', props: { visible: false } });
    const front = thumbnailScene(doc, 'front').layers;
    expect(front.map((layer) => layer.kind)).toEqual(['text', 'image']);
    expect(front[0]).toMatchObject({ lines: ['ANGKOR', 'FC'], fontFamily: 'Impact', fontWeight: 900, fontStyle: 'italic', fill: { kind: 'solid', color: '#00ff00' } });
    expect(front[1]).toMatchObject({ src: 'data:image/png;base64,c3BvbnNvcg==' });
    expect(thumbnailScene(doc, 'back').layers).toEqual([expect.objectContaining({ kind: 'text', lines: ['7'], fontStyle: 'normal' })]);
  });

  it("tags the player's name and number layers, for the players' page to draw what each player types", () => {
    let doc = addLayer(fresh, { kind: 'playerName', props: { text: 'PLAYER' } }, { newId: () => 'name' });
    doc = addLayer(doc, { kind: 'backNumber', props: { text: '10' } }, { newId: () => 'number' });
    doc = addLayer(doc, { kind: 'text', props: { text: 'ANGKOR FC', view: 'back' } }, { newId: () => 'team' });
    const back = thumbnailScene(doc, 'back').layers;
    expect(back.map((layer) => (layer.kind === 'text' ? [layer.lines[0], layer.player] : null))).toEqual([
      ['PLAYER', 'name'],
      ['10', 'number'],
      ['ANGKOR FC', undefined],
    ]);
  });

  it("keeps a picture's edits, so the thumbnail draws the same edited picture as the canvas", () => {
    const src = 'data:image/png;base64,Y3Jlc3Q=';
    let doc = addLayer(fresh, { kind: 'logo', props: { src } }, { newId: () => 'crest' });
    const edits = { ...noEdits(400, 300), quarterTurns: 1, flipX: true, brightness: 0.2, removeColour: { color: '#ffffff', tolerance: 0.1 } };
    doc = updateLayer(doc, { id: 'crest', props: { edits } });
    const [picture] = thumbnailScene(doc, 'front').layers;
    expect(picture).toMatchObject({ kind: 'image', src, edits });
    const layer = doc.layers.find((entry) => entry.id === 'crest');
    const drawn = pictureSource(picture as { src: string; edits: typeof edits });
    expect(drawn).toMatch(/^data:image\/svg\+xml/);
    expect(drawn).toBe(pictureSource(layer as { src: string; edits: typeof edits }));
    // A picture with nothing edited is drawn as it is.
    doc = updateLayer(doc, { id: 'crest', props: { edits: noEdits(400, 300) } });
    expect(thumbnailScene(doc, 'front').layers[0]).toMatchObject({ src, edits: null });
  });
});
