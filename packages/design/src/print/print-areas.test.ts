import { DESIGN_SLUGS } from '../garments/design-slugs';
import { sidesOf } from './garment-sides';
import { pixelsOf, printAreaCm, sidePrint } from './print-areas';

describe('print areas', () => {
  it('gives every garment a front and a back, each print area inside its panel, inside its artboard', () => {
    for (const product of DESIGN_SLUGS) {
      const sides = sidesOf(product);
      expect(sides.map((side) => side.side)).toEqual(expect.arrayContaining(['front', 'back']));
      for (const { box, area } of sides) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1000);
        expect(box.y + box.height).toBeLessThanOrEqual(1000);
        expect(area.x).toBeGreaterThanOrEqual(box.x);
        expect(area.y).toBeGreaterThanOrEqual(box.y);
        expect(area.x + area.width).toBeLessThanOrEqual(box.x + box.width);
        expect(area.y + area.height).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  });

  it('gives long sleeves their own sleeve sides, longer than the short ones, and leaves the rest alone', () => {
    for (const product of ['soccer', 'polo', 'oversizedshirt', 'tshirt', 'boxyfit'] as const) {
      const short = sidesOf(product);
      const long = sidesOf(product, 'long');
      expect(sidesOf(product, 'short')).toBe(short);
      expect(long.map((side) => side.side)).toEqual(short.map((side) => side.side));
      for (const [index, side] of long.entries()) {
        const before = short[index]!;
        if (!side.side.startsWith('sleeve-')) {
          expect(side).toBe(before);
          continue;
        }
        expect([product, side.side, side.box.height > before.box.height * 1.5, side.area.y > before.area.y]).toEqual([product, side.side, true, true]);
        expect(side.area.x).toBeGreaterThanOrEqual(side.box.x);
        expect(side.area.y + side.area.height).toBeLessThanOrEqual(side.box.y + side.box.height);
      }
    }
    // Long-sleeved by default: the hoodie's sides are the long sleeve's already.
    expect(sidesOf('hoodie', 'long')).toBe(sidesOf('hoodie'));
  });

  it('grades the print area with the size, and takes the shop’s own figures first', () => {
    const back = sidesOf('soccer').find((side) => side.side === 'back')!;
    const m = printAreaCm('soccer', back, 'M');
    const xl = printAreaCm('soccer', back, 'XL');
    const kids = printAreaCm('soccer', back, '8Y');
    // A soccer shirt's back prints name and number on about 34 × 37 cm at M, not its whole 52 × 70 cm panel.
    expect(m).toEqual({ widthCm: 33.6, heightCm: 37.1 });
    expect(xl.widthCm).toBeGreaterThan(m.widthCm);
    expect(kids.widthCm).toBeLessThan(m.widthCm);
    expect(xl.widthCm / xl.heightCm).toBeCloseTo(m.widthCm / m.heightCm, 1);
    expect(printAreaCm('soccer', back, 'XL', { soccer: { XL: { back: { widthCm: 40, heightCm: 50 } } } })).toEqual({ widthCm: 40, heightCm: 50 });
    expect(printAreaCm('soccer', back, 'Tall')).toEqual(m);
  });

  it('reads the shop’s figure as how large the garment prints at that size, the area keeping its centre', () => {
    const back = sidesOf('soccer').find((side) => side.side === 'back')!;
    const own = sidePrint('soccer', back, 'XL', { soccer: { XL: { back: { widthCm: 46, heightCm: 60 } } } });
    expect(own.cmPerUnit).toBeCloseTo(46 / back.area.width);
    expect(own.area.width).toBe(back.area.width);
    expect(own.area.height * own.cmPerUnit).toBeCloseTo(60);
    expect(own.area.y + own.area.height / 2).toBeCloseTo(back.area.y + back.area.height / 2);
    expect(sidePrint('soccer', back, 'L').area).toBe(back.area);
    expect(sidePrint('soccer', back, 'L').cmPerUnit).toBeGreaterThan(sidePrint('soccer', back, 'M').cmPerUnit);
  });

  it('turns centimetres into pixels at 300 dpi', () => {
    expect(pixelsOf(2.54, 300)).toBe(300);
    expect(pixelsOf(30, 300)).toBe(3543);
  });
});
