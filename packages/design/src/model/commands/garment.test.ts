import { designSchema } from '../document/schema';
import { NO_PATTERN } from '../document/defaults';
import { designWith } from '../test-utils';
import {
  setButtons,
  setCollar,
  setDrawstring,
  setFabric,
  setHood,
  setPartPaint,
  setPattern,
  setPocket,
  setSkin,
  setSleeves,
  setStripe,
  setTeamName,
} from './garment';

// Every document in these tests is deep-frozen: a command that mutated its input would throw.
const doc = designWith(['text']);
const valid = (design: unknown) => expect(designSchema().safeParse(design).success).toBe(true);

it('runs on frozen documents, so a command that mutated its input would fail', () => {
  expect(() => {
    (doc as { teamName: string }).teamName = 'mutated';
  }).toThrow(TypeError);
  expect(() => {
    (doc.parts as Record<string, unknown>).body = null;
  }).toThrow(TypeError);
});

describe('team name', () => {
  it('sets the name and leaves the input untouched', () => {
    const next = setTeamName(doc, { teamName: 'Angkor Lions' });
    expect(next.teamName).toBe('Angkor Lions');
    expect(doc.teamName).toBe('');
    expect(next.layers).toBe(doc.layers);
  });

  it('returns the same document when the name does not change', () => {
    expect(setTeamName(doc, { teamName: '' })).toBe(doc);
  });

  it('cuts a name at 60 characters', () => {
    expect(setTeamName(doc, { teamName: 'A'.repeat(80) }).teamName).toHaveLength(60);
  });
});

describe('part colours', () => {
  it('paints a part with a solid colour written any way a user may type it', () => {
    const next = setPartPaint(doc, { partId: 'body', paint: { kind: 'solid', color: '#F00' } });
    expect(next.parts.body).toEqual({ kind: 'solid', color: '#ff0000' });
    expect(next.parts.sleeves).toBe(doc.parts.sleeves);
    expect(setPartPaint(doc, { partId: 'body', paint: '#00FF00' }).parts.body).toEqual({ kind: 'solid', color: '#00ff00' });
  });

  it('paints a part with a gradient, wrapping the angle and clamping the stops', () => {
    const next = setPartPaint(doc, {
      partId: 'sleeves',
      paint: { kind: 'linear', angle: 360 + 45, stops: [{ offset: -10, color: '#ffffff' }, { offset: 140, color: '#000000' }] },
    });
    expect(next.parts.sleeves).toEqual({
      kind: 'linear',
      angle: 45,
      stops: [
        { offset: 0, color: '#ffffff' },
        { offset: 100, color: '#000000' },
      ],
    });
    valid(next);
  });

  it('accepts a part the default map does not know (the catalogue names the parts)', () => {
    expect(setPartPaint(doc, { partId: 'armpitPanel', paint: '#123456' }).parts.armpitPanel).toEqual({ kind: 'solid', color: '#123456' });
  });

  it('ignores an unreadable colour or part id, and an unchanged colour', () => {
    expect(setPartPaint(doc, { partId: 'body', paint: 'blue' })).toBe(doc);
    expect(setPartPaint(doc, { partId: '', paint: '#000000' })).toBe(doc);
    expect(setPartPaint(doc, { partId: 'x'.repeat(65), paint: '#000000' })).toBe(doc);
    expect(setPartPaint(doc, { partId: 'body', paint: doc.parts.body! })).toBe(doc);
  });
});

describe('fabric', () => {
  it('choosing another supplier clears the fabric and its colour', () => {
    const chosen = setFabric(doc, { supplierId: 's1', fabricId: 'f1', colorId: 'c1' });
    expect(chosen.fabric).toEqual({ supplierId: 's1', fabricId: 'f1', colorId: 'c1' });
    expect(setFabric(chosen, { supplierId: 's2' }).fabric).toEqual({ supplierId: 's2', fabricId: null, colorId: null });
    expect(setFabric(chosen, { supplierId: null }).fabric).toEqual({ supplierId: null, fabricId: null, colorId: null });
  });

  it('choosing another fabric clears its colour; choosing a colour keeps the fabric', () => {
    const chosen = setFabric(doc, { supplierId: 's1', fabricId: 'f1', colorId: 'c1' });
    expect(setFabric(chosen, { fabricId: 'f2' }).fabric).toEqual({ supplierId: 's1', fabricId: 'f2', colorId: null });
    expect(setFabric(chosen, { colorId: 'c2' }).fabric).toEqual({ supplierId: 's1', fabricId: 'f1', colorId: 'c2' });
    expect(setFabric(chosen, { supplierId: 's1' })).toBe(chosen);
  });
});

describe('garment options', () => {
  it('sets sleeves, collar and buttons', () => {
    expect(setSleeves(doc, { sleeves: 'long' }).sleeves).toBe('long');
    expect(setSleeves(doc, { sleeves: 'short' })).toBe(doc);
    expect(setSleeves(doc, { sleeves: 'medium' as 'long' })).toBe(doc);
    expect(setCollar(doc, { collar: 'mandarin' }).collar).toBe('mandarin');
    expect(setCollar(doc, { collar: '' })).toBe(doc);
    const buttons = setButtons(doc, { count: 3, paint: '#000' });
    expect(buttons.buttons).toEqual({ count: 3, paint: { kind: 'solid', color: '#000000' } });
  });

  it('clamps the number of buttons to 0–8 whole buttons', () => {
    expect(setButtons(doc, { count: 20 }).buttons.count).toBe(8);
    expect(setButtons(doc, { count: -2 }).buttons.count).toBe(0);
    expect(setButtons(doc, { count: 2.6 }).buttons.count).toBe(3);
    expect(setButtons(doc, { count: Number.NaN })).toBe(doc);
  });

  it('switches pocket, hood and drawstring', () => {
    expect(setPocket(doc, { pocket: true }).pocket).toBe(true);
    expect(setHood(doc, { hood: true }).hood).toBe(true);
    expect(setDrawstring(doc, { drawstring: true }).drawstring).toBe(true);
    expect(setHood(doc, { hood: false })).toBe(doc);
    expect(setPocket(doc, { pocket: 'yes' as unknown as boolean })).toBe(doc);
  });

  it('sets the skin tone from a hex colour only', () => {
    expect(setSkin(doc, { skin: '#8D5524' }).skin).toBe('#8d5524');
    expect(setSkin(doc, { skin: 'tan' })).toBe(doc);
  });
});

describe('stripes', () => {
  it('switches a stripe on with a colour and a width, leaving the other stripes', () => {
    const next = setStripe(doc, { stripe: 'sleeve', enabled: true, paint: '#ff0', width: 35 });
    expect(next.stripes.sleeve).toEqual({ enabled: true, paint: { kind: 'solid', color: '#ffff00' }, width: 35 });
    expect(next.stripes.bottom).toBe(doc.stripes.bottom);
  });

  it('clamps the width and ignores unknown stripes and no-op edits', () => {
    expect(setStripe(doc, { stripe: 'shorts', width: 9000 }).stripes.shorts.width).toBe(200);
    expect(setStripe(doc, { stripe: 'shorts', width: 0 }).stripes.shorts.width).toBe(1);
    expect(setStripe(doc, { stripe: 'collar' as 'second', enabled: true })).toBe(doc);
    expect(setStripe(doc, { stripe: 'second', enabled: false })).toBe(doc);
  });
});

describe('patterns', () => {
  it('sets the garment pattern, merging the values given', () => {
    const next = setPattern(doc, { pattern: { id: 'camo', opacity: 0.4 } });
    expect(next.pattern).toEqual({ id: 'camo', scale: 1, opacity: 0.4, tint: null });
    const tinted = setPattern(next, { pattern: { tint: '#F00', scale: 50 } });
    expect(tinted.pattern).toEqual({ id: 'camo', scale: 10, opacity: 0.4, tint: '#ff0000' });
    expect(setPattern(tinted, { pattern: null }).pattern).toEqual(NO_PATTERN);
    expect(setPattern(next, { pattern: { opacity: 0.4 } })).toBe(next);
  });

  it("gives one part its own pattern, starting from the garment's, and removes it again", () => {
    const garment = setPattern(doc, { pattern: { id: 'camo', scale: 2 } });
    const part = setPattern(garment, { partId: 'sleeves', pattern: { id: 'dots' } });
    expect(part.partPatterns.sleeves).toEqual({ id: 'dots', scale: 2, opacity: 1, tint: null });
    expect(part.pattern).toBe(garment.pattern);
    const removed = setPattern(part, { partId: 'sleeves', pattern: null });
    expect(removed.partPatterns).toEqual({});
    expect(setPattern(removed, { partId: 'sleeves', pattern: null })).toBe(removed);
    valid(part);
  });
});
