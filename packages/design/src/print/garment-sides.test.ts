import { DESIGN_SLUGS } from '../garments/design-slugs';
import { pathBounds } from '../garments/geometry/svg-path';
import { resolveView } from '../garments/resolve';
import { GARMENT_SIDES, printedSides, sidesOf } from './garment-sides';
import type { ArtboardBox } from './print-areas';

const sideOf = (product: (typeof DESIGN_SLUGS)[number], name: string) => sidesOf(product).find((side) => side.side === name);
const holds = (outer: ArtboardBox, inner: { x: number; y: number; width: number; height: number }) =>
  outer.x <= inner.x && outer.y <= inner.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('the printed sides read from the garment catalogue', () => {
  it('give a garment without sleeves no sleeve side, and one with sleeves both', () => {
    expect(printedSides('sleeveless')).toEqual(['front', 'back']);
    expect(printedSides('boxingtrunk')).toEqual(['front', 'back']);
    for (const product of ['polo', 'tshirt', 'hoodie', 'oversizedshirt', 'boxyfit'] as const) {
      expect({ product, sides: printedSides(product) }).toEqual({ product, sides: ['front', 'back', 'sleeve-left', 'sleeve-right'] });
    }
    expect(printedSides('soccer')).toEqual(['front', 'back', 'sleeve-left', 'sleeve-right', 'shorts']);
  });

  it('print the trunks’ shorts number on their front, and a kit’s on its shorts', () => {
    const trunksNumber = resolveView('boxingtrunk', 'front').printAreas['shorts-number']!;
    expect(holds(sideOf('boxingtrunk', 'front')!.area, trunksNumber)).toBe(true);
    const kitNumber = resolveView('soccer', 'front').printAreas['shorts-number']!;
    expect(sideOf('soccer', 'shorts')!.area).toEqual(kitNumber);
    expect(holds(sideOf('soccer', 'front')!.area, kitNumber)).toBe(false);
  });

  it('make a back’s print area of its name and number together', () => {
    const { 'back-name': name, 'back-number': number } = resolveView('soccer', 'back').printAreas;
    const back = sideOf('soccer', 'back')!;
    expect([holds(back.area, name!), holds(back.area, number!), back.area.y, back.area.y + back.area.height]).toEqual([true, true, name!.y, number!.y + number!.height]);
  });

  it('bound the front by the body, not the sleeves; the trunks’ front by every part of them', () => {
    const front = sideOf('tshirt', 'front')!.box;
    const [left, right] = [sideOf('tshirt', 'sleeve-left')!.box, sideOf('tshirt', 'sleeve-right')!.box];
    expect([left.x + left.width > front.x + front.width, right.x < front.x]).toEqual([true, true]);
    const trunks = sideOf('boxingtrunk', 'front')!.box;
    for (const part of resolveView('boxingtrunk', 'front').parts) {
      const bounds = pathBounds(part.d);
      expect({ part: part.id, inside: holds({ x: trunks.x - 0.5, y: trunks.y - 0.5, width: trunks.width + 1, height: trunks.height + 1 }, { x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY }) }).toEqual({ part: part.id, inside: true });
    }
  });

  it('print a sleeve length the garment does not offer as its default', () => {
    expect(sidesOf('sleeveless', 'long')).toBe(sidesOf('sleeveless'));
    expect(sidesOf('hoodie', 'short')).toBe(sidesOf('hoodie'));
  });

  it('list every garment, each the same as sidesOf gives', () => {
    expect(Object.keys(GARMENT_SIDES)).toEqual([...DESIGN_SLUGS]);
    expect(GARMENT_SIDES.polo).toBe(sidesOf('polo'));
    expect('kayak' in GARMENT_SIDES).toBe(false);
  });

  it('build no garment until its sides are read (the API and scripts load this module at start)', () => {
    jest.isolateModules(() => {
      const read: string[] = [];
      jest.doMock('../garments/catalogue', () => {
        const { GARMENTS } = jest.requireActual<typeof import('../garments/catalogue')>('../garments/catalogue');
        return { GARMENTS: new Proxy(GARMENTS, { get: (target, slug: string) => (read.push(slug), target[slug as keyof typeof target]) }) };
      });
      const fresh = jest.requireActual<typeof import('./garment-sides')>('./garment-sides');
      expect(read).toEqual([]);
      expect(fresh.GARMENT_SIDES.polo.length).toBe(4);
      expect([...new Set(read)]).toEqual(['polo']);
    });
  });
});
