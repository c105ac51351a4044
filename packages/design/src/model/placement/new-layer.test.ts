import { createDesign, createSequentialIds, runCommand, type Design, type Layer, type LayerKind, type LayerPatch, type View } from '..';
import { resolvedViewOf } from '../look/resolved-garment';
import { boxesOverlap, boxInside, layerBox } from './layer-box';
import { newLayerProps, newLayerSpace, placeNewLayer, viewForNewLayer } from './new-layer';
import { estimateTextWidth, type TextMeasurer } from './text-measure';

const NOW = '2026-01-01T00:00:00.000Z';

/** Adds a layer as the studio's Add menu does: the props newLayerProps gives, sent as an addLayer command. */
function add(doc: Design, kind: LayerKind, props: LayerPatch = {}, measure?: TextMeasurer, view: View = viewForNewLayer(kind, 'front')): Design {
  return runCommand(doc, { type: 'addLayer', args: { kind, view, props: newLayerProps(doc, kind, view, props, measure) } }, { newId: ids });
}
let ids = createSequentialIds('layer');
beforeEach(() => {
  ids = createSequentialIds('layer');
});

const last = (doc: Design): Layer => doc.layers.at(-1) as Layer;
/** The printed side the print shop prints on the front of a soccer shirt (@teamwear/shared/orders). */
const SOCCER_FRONT = { x: 384, y: 150, width: 232, height: 210 };

describe('where a new layer goes', () => {
  it('Add → Team name on a soccer shirt with a front number: inside the front’s print area, as wide as the chest at most, not over the number', () => {
    let doc = add(createDesign('soccer', NOW), 'frontNumber', { text: '10' });
    doc = add(doc, 'text', { text: 'PHNOM PENH TIGERS' });
    const [number, team] = doc.layers as [Layer, Layer];
    const chest = resolvedViewOf(doc, 'front').printAreas['chest-centre']!;
    expect(layerBox(team).width).toBeLessThanOrEqual(chest.width);
    expect(boxInside(layerBox(team), SOCCER_FRONT)).toBe(true);
    expect(boxInside(layerBox(number), SOCCER_FRONT)).toBe(true);
    expect(boxesOverlap(layerBox(team), layerBox(number))).toBe(false);
  });

  it('a second logo does not land on the first: it takes the other side of the chest', () => {
    let doc = add(createDesign('soccer', NOW), 'logo');
    doc = add(doc, 'logo');
    const [first, second] = doc.layers as [Layer, Layer];
    expect(boxesOverlap(layerBox(first), layerBox(second))).toBe(false);
    const areas = resolvedViewOf(doc, 'front').printAreas;
    expect([first.x, second.x]).toEqual([areas['chest-left']!.x + 32, areas['chest-right']!.x + 32]);
  });

  it('a third and fourth logo find free room on the same side, none over another', () => {
    let doc = createDesign('tshirt', NOW);
    for (let i = 0; i < 4; i += 1) doc = add(doc, 'logo');
    const boxes = doc.layers.map((layer) => layerBox(layer));
    const region = newLayerSpace(doc, 'logo', 'front')!.region;
    for (const [i, box] of boxes.entries()) {
      expect(boxInside(box, region)).toBe(true);
      for (const other of boxes.slice(i + 1)) expect(boxesOverlap(box, other)).toBe(false);
    }
  });

  it('a layer on its own goes on its usual spot at its usual size, as before', () => {
    const doc = add(createDesign('soccer', NOW), 'backNumber');
    expect(last(doc)).toMatchObject({ view: 'back', x: 500, y: 272, fontSize: 170 });
    const logo = add(createDesign('soccer', NOW), 'logo');
    expect(last(logo)).toMatchObject({ x: 584, y: 182, width: 64, height: 64 });
  });

  it('a long name is made smaller to fit the width of its print area, whatever measures it', () => {
    const doc = createDesign('polo', NOW);
    const wide: TextMeasurer = (line, font) => line.length * font.fontSize; // a font twice as wide as the estimate
    const chest = resolvedViewOf(doc, 'front').printAreas['chest-centre']!;
    for (const measure of [estimateTextWidth, wide]) {
      const team = last(add(doc, 'text', { text: 'ANGKOR ROYAL FOOTBALL CLUB' }, measure));
      expect(layerBox(team, measure).width).toBeLessThanOrEqual(chest.width);
      expect(layerBox(team, measure).width).toBeGreaterThan(chest.width * 0.9);
    }
  });

  it('is smaller when no free room holds it at its size, and over the others on its spot when nothing fits at all', () => {
    let doc = createDesign('soccer', NOW);
    doc = add(doc, 'frontNumber');
    doc = add(doc, 'frontNumber');
    const [one, two] = doc.layers as [Layer, Layer];
    expect(boxesOverlap(layerBox(one), layerBox(two))).toBe(false);
    expect((two as { fontSize: number }).fontSize).toBeLessThan((one as { fontSize: number }).fontSize);
    // A picture filling the whole front leaves no room: the next goes on its usual spot.
    const full = runCommand(createDesign('soccer', NOW), { type: 'addLayer', args: { kind: 'frontImage', props: { ...SOCCER_FRONT, x: 500, y: 255 } } });
    const crest = last(add(full, 'logo'));
    expect(crest).toMatchObject({ x: 584, y: 182, width: 64, height: 64 });
  });

  it('leaves the model’s defaults where the garment has no print area for the kind', () => {
    const trunks = createDesign('boxingtrunk', NOW);
    expect(placeNewLayer(trunks, { ...last(add(createDesign('soccer', NOW), 'frontNumber')), id: 'x' })).toEqual({});
    expect(newLayerProps(trunks, 'frontNumber', 'front', { text: '7' })).toEqual({ text: '7' });
  });

  it('a team name on the trunks goes on the waistband', () => {
    const trunks = add(createDesign('boxingtrunk', NOW), 'text', { text: 'KUN KHMER' });
    const waistband = resolvedViewOf(trunks, 'front').printAreas.waistband!;
    expect(boxInside(layerBox(last(trunks)), waistband)).toBe(true);
  });

  it('numbers and names choose their side; text goes where the user is looking', () => {
    expect(viewForNewLayer('backNumber', 'front')).toBe('back');
    expect(viewForNewLayer('text', 'back')).toBe('back');
    expect(viewForNewLayer('logo', 'back')).toBe('back');
  });
});

describe('the width of a text, estimated', () => {
  const font = { fontFamily: 'Arial', fontSize: 100, fontWeight: 700, fontStyle: 'normal' as const };
  it('grows with the letters and the size', () => {
    expect(estimateTextWidth('TIGERS', font)).toBeGreaterThan(estimateTextWidth('10', font));
    expect(estimateTextWidth('TIGERS', { ...font, fontSize: 50 })).toBeCloseTo(estimateTextWidth('TIGERS', font) / 2);
  });
  it('gives Khmer signs written above or below a letter no width of their own', () => {
    // ក្រុម (team): ក, coeng + រ under it, ុ under, ម: two letters wide.
    expect(estimateTextWidth('ក្រុម', font)).toBeCloseTo(estimateTextWidth('កម', font));
  });
});
