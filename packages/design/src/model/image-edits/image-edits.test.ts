import {
  adjustmentMatrix,
  applyMatrix,
  brightnessMatrix,
  clampCrop,
  compose,
  contrastMatrix,
  editedPicture,
  editedPictureDocument,
  editedSize,
  flipped,
  IDENTITY,
  isSquareCrop,
  isUnedited,
  keptFraction,
  mapPoint,
  noEdits,
  pictureSource,
  readImageEdits,
  recolourMatrix,
  saturationMatrix,
  squareCrop,
  turned,
  type ImageEdits,
} from './index';
import { imageEditsSchema } from './edits-schema';
import { runCommand } from '../commands';
import { migrateDesign } from '../document/migrate';
import { createDesignStore } from '../history/store';
import { designWith } from '../test-utils';

const near = (a: readonly number[], b: readonly number[]) => a.forEach((value, index) => expect(value).toBeCloseTo(b[index] ?? NaN, 5));
const base = (): ImageEdits => noEdits(400, 200);

describe('crop', () => {
  it('keeps a crop inside the picture and at least 1% wide', () => {
    expect(clampCrop({ x: 0.9, y: -0.2, width: 0.5, height: 0 })).toEqual({ x: 0.5, y: 0, width: 0.5, height: 0.01 });
  });

  it('square: the largest square in pixels around the crop centre', () => {
    const square = squareCrop(base());
    expect(square).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    expect(isSquareCrop({ ...base(), crop: square })).toBe(true);
    expect(isSquareCrop(base())).toBe(false);
    expect(editedSize({ ...base(), crop: square })).toEqual({ width: 200, height: 200 });
  });
});

describe('turns and flips', () => {
  it('a crop fills the frame; odd turns swap its sides', () => {
    const edits = { ...base(), crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 } };
    expect(editedSize(edits)).toEqual({ width: 200, height: 100 });
    expect(mapPoint(edits, { x: 200, y: 0 })).toEqual({ x: 0, y: 0 });
    const quarter = turned(edits, 1);
    expect(editedSize(quarter)).toEqual({ width: 100, height: 200 });
    // Turned clockwise, the crop's top-left corner is at the frame's top right.
    expect(mapPoint(quarter, { x: 200, y: 0 })).toEqual({ x: 100, y: 0 });
  });

  it('flips mirror what is seen, and turning after a flip still turns what is seen', () => {
    const edits = base();
    expect(mapPoint(flipped(edits, 'x'), { x: 0, y: 0 })).toEqual({ x: 400, y: 0 });
    expect(mapPoint(flipped(edits, 'y'), { x: 0, y: 0 })).toEqual({ x: 0, y: 200 });
    const flippedThenTurned = turned(flipped(edits, 'x'), 1);
    // As seen: the flipped picture's top-left (the original's top-right) goes to the top right when turned clockwise.
    expect(mapPoint(flippedThenTurned, { x: 400, y: 0 })).toEqual({ x: 200, y: 0 });
    expect(flippedThenTurned).toMatchObject({ quarterTurns: 1, flipX: false, flipY: true });
    // Four turns either way, or flipping twice, is no edit.
    let spun = flippedThenTurned;
    for (let i = 0; i < 4; i += 1) spun = turned(spun, -1);
    expect(spun).toEqual(flippedThenTurned);
    expect(isUnedited(flipped(flipped(edits, 'x'), 'x'))).toBe(true);
  });
});

describe('colour matrices', () => {
  it('brightness scales, contrast pivots on grey, saturation keeps greys', () => {
    near(applyMatrix(brightnessMatrix(0.5), [0.2, 0.4, 0.6, 1]), [0.3, 0.6, 0.9, 1]);
    near(applyMatrix(brightnessMatrix(-1), [0.2, 0.4, 0.6, 0.5]), [0, 0, 0, 0.5]);
    near(applyMatrix(contrastMatrix(1), [0.5, 0.25, 0.75, 1]), [0.5, 0, 1, 1]);
    near(applyMatrix(saturationMatrix(-1), [1, 0, 0, 1]), [0.2126, 0.2126, 0.2126, 1]);
    near(applyMatrix(saturationMatrix(0.7), [0.3, 0.3, 0.3, 1]), [0.3, 0.3, 0.3, 1]);
  });

  it('composes in order and answers null when nothing changes', () => {
    expect(adjustmentMatrix({ brightness: 0, contrast: 0, saturation: 0 })).toBeNull();
    near(compose(IDENTITY, brightnessMatrix(0.3)), brightnessMatrix(0.3));
    const both = adjustmentMatrix({ brightness: 0.5, contrast: 1, saturation: 0 }) ?? [];
    // Brighter first (0.4 → 0.6), then more contrast (0.6 → 0.7).
    near(applyMatrix(both, [0.4, 0.4, 0.4, 1]), [0.7, 0.7, 0.7, 1]);
  });

  it('recolours every pixel and keeps its alpha', () => {
    near(applyMatrix(recolourMatrix('#ff8000'), [0.1, 0.9, 0.3, 0.25]), [1, 128 / 255, 0, 0.25]);
  });

  it('removes the key colour within the tolerance and keeps colours far from it', () => {
    expect(keptFraction([1, 1, 1], '#ffffff', 0)).toBe(0);
    expect(keptFraction([0.96, 0.97, 0.95], '#ffffff', 0.1)).toBe(0);
    expect(keptFraction([0.2, 0.5, 0.9], '#ffffff', 0.1)).toBe(1);
    expect(keptFraction([0.2, 0.5, 0.9], '#ffffff', 1)).toBe(0);
    const edge = keptFraction([0.9, 0.9, 0.9], '#ffffff', 0.15);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(1);
  });
});

describe('edits as data', () => {
  it('reads stored edits leniently, clamped, and writes only what the strict schema accepts', () => {
    const read = readImageEdits({ sourceWidth: 300.4, sourceHeight: 100, crop: { x: 0.8, y: 0, width: 0.5, height: 1 }, quarterTurns: 7, flipX: 'yes', brightness: 3, recolour: '#FF0000', removeColour: { color: '#ffffffcc', tolerance: 2 } });
    expect(read).toMatchObject({ sourceWidth: 300, crop: { x: 0.5, width: 0.5 }, quarterTurns: 3, flipX: false, brightness: 1, recolour: '#ff0000', removeColour: { color: '#ffffff', tolerance: 1 } });
    expect(imageEditsSchema().safeParse(read).success).toBe(true);
    expect(readImageEdits({ crop: {} })).toBeNull();
    expect(readImageEdits('flip')).toBeNull();
  });
});

describe('the edited picture', () => {
  const src = 'data:image/png;base64,AAAA';

  it('is the original itself when nothing is edited', () => {
    expect(pictureSource({ src, edits: base() })).toBe(src);
    expect(pictureSource({ src })).toBe(src);
    expect(pictureSource({ src: '', edits: flipped(base(), 'x') })).toBe('');
  });

  it('is an SVG of the edited size that draws the original through the transform and one filter', () => {
    const edits = { ...turned(base(), 1), brightness: 0.2, recolour: '#112233', removeColour: { color: '#ffffff', tolerance: 0.1 } };
    const picture = editedPicture(src, edits, 'f1');
    expect([picture.width, picture.height]).toEqual([200, 400]);
    expect(picture.defs).toContain('<filter id="f1"');
    expect(picture.defs.indexOf('feComposite')).toBeLessThan(picture.defs.indexOf('values="0 0 0 0 0.0667'));
    expect(picture.body).toContain('rotate(90)');
    expect(picture.body).toContain(`href="${src}"`);
    expect(picture.body).toContain('filter="url(#f1)"');
    const document = editedPictureDocument(src, edits);
    expect(document).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="400"/);
    expect(decodeURIComponent(pictureSource({ src, edits }).split(',').slice(1).join(','))).toBe(document);
    expect(editedPicture(src, flipped(base(), 'x')).defs).not.toContain('<filter');
  });
});

describe('edits on a picture layer', () => {
  it('are set by updateLayer as data, undone by the history, and kept through migrate → restore → schema', () => {
    const doc = designWith(['logo']);
    const edits = { ...flipped(noEdits(512, 512), 'x'), brightness: 0.4 };
    const store = createDesignStore(doc);
    store.dispatch({ type: 'updateLayer', args: { id: 'layer-1', props: { src: 'data:image/svg+xml;base64,PHN2Zy8+', edits } } });
    const edited = store.getState().doc.layers[0];
    expect(edited && 'edits' in edited ? edited.edits : null).toEqual(edits);
    const migrated = migrateDesign(JSON.parse(JSON.stringify(store.getState().doc)));
    expect(migrated.ok && migrated.doc.layers[0]).toMatchObject({ edits });
    store.undo();
    expect(store.getState().doc.layers[0]).not.toHaveProperty('edits');
  });

  it('ignores edits that cannot be read and never puts them on a text layer', () => {
    const doc = designWith(['logo', 'text']);
    const next = runCommand(doc, { type: 'updateLayer', args: { id: 'layer-1', props: { edits: { flipX: true } as never } } });
    expect(next).toBe(doc);
    const text = runCommand(doc, { type: 'updateLayer', args: { id: 'layer-2', props: { edits: noEdits(10, 10) } } });
    expect(text.layers[1]).not.toHaveProperty('edits');
  });
});
