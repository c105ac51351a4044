import { designSchema } from '../document/schema';
import type { Design, TextLayer } from '../document/types';
import { createDesignStore } from '../history/store';
import { designWith } from '../test-utils';
import { updateLayer } from '../commands/layers';
import { pasteTextStyle } from '../commands/text-style';
import { parseTextStyle } from './parse-text-style';
import { TEXT_STYLE_TYPE, textStyleJson, textStyleOf, type TextStyle } from './text-style';

const text = (doc: Design, id: string) => doc.layers.find((layer) => layer.id === id) as TextLayer;

/** layer-1: a styled text; layer-2: a plain back number; layer-3: a logo. */
function styledDesign(): Design {
  const doc = designWith(['text', 'backNumber', 'logo']);
  return updateLayer(doc, {
    id: 'layer-1',
    props: {
      fontFamily: 'Oswald',
      fontSize: 88,
      fontWeight: 700,
      fontStyle: 'italic',
      fill: { kind: 'linear', angle: 45, stops: [{ offset: 0, color: '#ff0000' }, { offset: 100, color: '#0000ff' }] },
      align: 'right',
      stroke: { width: 6, color: '#ffffff' },
      opacity: 0.8,
    },
  });
}

describe('a text style in the clipboard', () => {
  const doc = styledDesign();

  it('is JSON of how a text looks, marked as ours, without its words or place', () => {
    const copied = JSON.parse(textStyleJson(text(doc, 'layer-1'))) as Record<string, unknown>;
    expect(copied).toEqual({
      type: TEXT_STYLE_TYPE,
      fontFamily: 'Oswald',
      fontSize: 88,
      fontWeight: 700,
      fontStyle: 'italic',
      fill: { kind: 'linear', angle: 45, stops: [{ offset: 0, color: '#ff0000' }, { offset: 100, color: '#0000ff' }] },
      align: 'right',
      stroke: { width: 6, color: '#ffffff' },
      opacity: 0.8,
    });
    expect(copied).not.toHaveProperty('text');
    expect(copied).not.toHaveProperty('x');
  });

  it('reads back what was copied', () => {
    const style = textStyleOf(text(doc, 'layer-1'));
    expect(parseTextStyle(JSON.stringify(style))).toEqual(style);
    expect(parseTextStyle(style)).toEqual(style);
  });

  const valid = textStyleOf(text(doc, 'layer-1'));
  it('reads a style copied before texts could be italic as upright', () => {
    const { fontStyle: _italic, ...older } = valid;
    expect(parseTextStyle(JSON.stringify(older))).toEqual({ ...valid, fontStyle: 'normal' });
  });

  it.each<[string, unknown]>([
    ['empty text', ''],
    ['words', 'hello team'],
    ['broken JSON', '{"type":"teamwear/textstyle",'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', JSON.stringify([valid])],
    ['another type', JSON.stringify({ ...valid, type: 'other/style' })],
    ['no type', JSON.stringify({ ...valid, type: undefined })],
    ['a missing field', JSON.stringify({ ...valid, fill: undefined })],
    ['an extra field', JSON.stringify({ ...valid, text: 'HACKED' })],
    ['a size out of range', JSON.stringify({ ...valid, fontSize: 100000 })],
    ['a weight between hundreds', JSON.stringify({ ...valid, fontWeight: 450 })],
    ['a bad colour', JSON.stringify({ ...valid, fill: { kind: 'solid', color: 'red' } })],
    ['an unknown font style', JSON.stringify({ ...valid, fontStyle: 'slanted' })],
    ['a font style that is not text', JSON.stringify({ ...valid, fontStyle: true })],
    ['an unknown alignment', JSON.stringify({ ...valid, align: 'justify' })],
    ['a blank family', JSON.stringify({ ...valid, fontFamily: '   ' })],
    ['a family too long', JSON.stringify({ ...valid, fontFamily: 'x'.repeat(101) })],
    ['opacity above 1', JSON.stringify({ ...valid, opacity: 2 })],
  ])('is not a text style: %s', (_, input) => {
    expect(parseTextStyle(input)).toBeNull();
  });
});

describe('pasting a text style', () => {
  const doc = styledDesign();
  // What the studio pastes: the clipboard's text as parseTextStyle read it.
  const style = parseTextStyle(textStyleJson(text(doc, 'layer-1'))) as TextStyle;

  it('gives the other text the style and keeps its words, place and kind', () => {
    const next = pasteTextStyle(doc, { id: 'layer-2', style });
    const before = text(doc, 'layer-2');
    expect(text(next, 'layer-2')).toEqual({ ...before, ...textStyleOf(text(doc, 'layer-1')), type: undefined, id: 'layer-2', kind: 'backNumber' });
    expect(text(next, 'layer-2')).toMatchObject({ text: before.text, x: before.x, y: before.y, fontFamily: 'Oswald', fontStyle: 'italic', align: 'right' });
    expect(designSchema().safeParse(next).success).toBe(true);
  });

  it('changes nothing with anything that is not a text style', () => {
    for (const notAStyle of ['not a style', textStyleJson(text(doc, 'layer-1')), null, { ...style, type: 'other/style' }]) {
      expect(pasteTextStyle(doc, { id: 'layer-2', style: notAStyle as unknown as TextStyle })).toBe(doc);
    }
    expect(pasteTextStyle(doc, { id: 'layer-2', style: { type: TEXT_STYLE_TYPE } as TextStyle })).toBe(doc);
  });

  it('takes only how a text looks from what it is given, each value in range: the design stays valid', () => {
    const given = { ...style, text: 'HACKED', x: 1, visible: false, fontSize: 100000, fill: { kind: 'solid', color: 'red' } } as unknown as TextStyle;
    const next = pasteTextStyle(doc, { id: 'layer-2', style: given });
    const before = text(doc, 'layer-2');
    expect(text(next, 'layer-2')).toMatchObject({ text: before.text, x: before.x, visible: before.visible, fill: before.fill, fontFamily: 'Oswald' });
    expect(designSchema().safeParse(next).success).toBe(true);
  });

  it('changes nothing on a picture or an unknown layer', () => {
    expect(pasteTextStyle(doc, { id: 'layer-3', style })).toBe(doc);
    expect(pasteTextStyle(doc, { id: 'nope', style })).toBe(doc);
  });

  it('changes nothing when the text already has that style', () => {
    expect(pasteTextStyle(doc, { id: 'layer-1', style })).toBe(doc);
  });

  it('is one undo step', () => {
    const store = createDesignStore(doc);
    store.dispatch({ type: 'pasteTextStyle', args: { id: 'layer-2', style } });
    expect(text(store.getState().doc, 'layer-2').fontFamily).toBe('Oswald');
    store.undo();
    expect(store.getState().doc).toEqual(doc);
  });
});
