import { resolveView } from '@teamwear/design/garments';
import { addLayer, createSequentialIds, PLAYER_LAYER_KINDS } from '@teamwear/design';
import { designSchema } from '@teamwear/design/schemas';
import { designWith } from '@teamwear/design/test-utils';
import { isSleeveChoice, sleeveLayer, sleevesWithArea } from './sleeve-layers';

describe('layers on the sleeves', () => {
  const tshirt = resolveView('tshirt', 'front').printAreas;

  it('puts a sponsor on the wearer’s left sleeve: the viewer’s right on the front view, sized to its print area', () => {
    const area = tshirt['sleeve-left']!;
    const placed = sleeveLayer('sponsor:sleeve-left', tshirt);
    expect(placed).toEqual({
      kind: 'sponsor',
      view: 'front',
      props: { x: Math.round(area.x + area.width / 2), y: Math.round(area.y + area.height / 2), width: area.width, height: area.height },
    });
    expect(placed!.props.x).toBeGreaterThan(500);
    expect(sleeveLayer('sponsor:sleeve-right', tshirt)!.props.x).toBeLessThan(500);
  });

  it('puts a player number on a sleeve, filled in per player like the other numbers', () => {
    const placed = sleeveLayer('sleeveNumber:sleeve-right', tshirt)!;
    expect(placed.kind).toBe('sleeveNumber');
    expect(placed.props.fontSize).toBeGreaterThanOrEqual(12);
    expect(PLAYER_LAYER_KINDS).toContain('sleeveNumber');
    const doc = addLayer(designWith([], 'tshirt'), placed, { newId: createSequentialIds('s') });
    expect(doc.layers[0]).toMatchObject({ kind: 'sleeveNumber', view: 'front', text: '10', x: placed.props.x, y: placed.props.y });
    expect(designSchema().safeParse(doc).success).toBe(true);
  });

  it('offers nothing on a garment without sleeves', () => {
    const sleeveless = resolveView('sleeveless', 'front').printAreas;
    expect(sleevesWithArea(sleeveless)).toEqual([]);
    expect(sleeveLayer('sponsor:sleeve-left', sleeveless)).toBeNull();
    expect(sleevesWithArea(tshirt)).toEqual(['sleeve-left', 'sleeve-right']);
  });

  it('knows its menu keys', () => {
    expect(isSleeveChoice('sponsor:sleeve-left')).toBe(true);
    expect(isSleeveChoice('sponsor')).toBe(false);
  });
});
