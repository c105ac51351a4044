import { DESIGN_SLUGS } from '../routes';
import { pixelsOf, printAreaCm, sidesOf } from './print-areas';

describe('print areas', () => {
  it('gives every garment a front and a back, inside its artboard', () => {
    for (const product of DESIGN_SLUGS) {
      const sides = sidesOf(product);
      expect(sides.map((side) => side.side)).toEqual(expect.arrayContaining(['front', 'back']));
      for (const { box } of sides) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1000);
        expect(box.y + box.height).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('grades the print area with the size, and takes the shop’s own figures first', () => {
    const back = sidesOf('soccer').find((side) => side.side === 'back')!;
    const m = printAreaCm('soccer', back, 'M');
    const xl = printAreaCm('soccer', back, 'XL');
    const kids = printAreaCm('soccer', back, '8Y');
    expect(m.widthCm).toBeCloseTo(52, 0);
    expect(xl.widthCm).toBeGreaterThan(m.widthCm);
    expect(kids.widthCm).toBeLessThan(m.widthCm);
    expect(xl.widthCm / xl.heightCm).toBeCloseTo(m.widthCm / m.heightCm, 1);
    expect(printAreaCm('soccer', back, 'XL', { soccer: { XL: { back: { widthCm: 40, heightCm: 50 } } } })).toEqual({ widthCm: 40, heightCm: 50 });
    expect(printAreaCm('soccer', back, 'Tall')).toEqual(m);
  });

  it('turns centimetres into pixels at 300 dpi', () => {
    expect(pixelsOf(2.54, 300)).toBe(300);
    expect(pixelsOf(30, 300)).toBe(3543);
  });
});
