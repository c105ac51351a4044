import { printAreaCm, sidesOf } from '@teamwear/design/print';
import { areaPicture } from './print-area-picture';

const soccerSide = (side: string) => {
  const found = sidesOf('soccer').find((each) => each.side === side);
  if (!found) throw new Error(`no ${side}`);
  return found;
};
const centreOf = (box: { x: number; y: number; width: number; height: number }) => [box.x + box.width / 2, box.y + box.height / 2];

describe('a print area drawn on its garment', () => {
  it('puts the catalogue’s area where the studio places layers, on the side’s view', () => {
    const front = soccerSide('front');
    const picture = areaPicture({ garment: 'soccer', size: 'M', side: 'front', ...printAreaCm('soccer', front, 'M') });
    expect(picture?.view).toBe('front');
    expect(picture?.area.x).toBeCloseTo(front.area.x, -0.5);
    expect(picture?.area.width).toBeCloseTo(front.area.width, -0.5);
    expect(picture?.area.height).toBeCloseTo(front.area.height, -0.5);
    expect(picture?.parts.length).toBeGreaterThan(0);
    expect(picture?.outline).toMatch(/^M/);
    expect(areaPicture({ garment: 'soccer', size: 'M', side: 'back', widthCm: 30, heightCm: 30 })?.view).toBe('back');
  });

  it('grows an area the shop made wider about its centre, as wide as the centimetres are on that size', () => {
    const base = areaPicture({ garment: 'soccer', size: 'M', side: 'front', widthCm: 20, heightCm: 20 });
    const wider = areaPicture({ garment: 'soccer', size: 'M', side: 'front', widthCm: 40, heightCm: 20 });
    expect(wider!.area.width).toBeCloseTo(base!.area.width * 2);
    expect(wider!.area.height).toBeCloseTo(base!.area.height);
    expect(centreOf(wider!.area)).toEqual(centreOf(base!.area));
    // 20 cm covers more of a small shirt than of a large one.
    const small = areaPicture({ garment: 'soccer', size: 'XS', side: 'front', widthCm: 20, heightCm: 20 });
    const large = areaPicture({ garment: 'soccer', size: '2XL', side: 'front', widthCm: 20, heightCm: 20 });
    expect(small!.area.width).toBeGreaterThan(base!.area.width);
    expect(large!.area.width).toBeLessThan(base!.area.width);
  });

  it('frames the sleeve for a sleeve’s badge, and keeps an area larger than its panel in the frame', () => {
    const sleeve = soccerSide('sleeve-left');
    const badge = areaPicture({ garment: 'soccer', size: 'M', side: 'sleeve-left', widthCm: 8, heightCm: 8 });
    expect(badge!.view).toBe('front');
    expect(badge!.frame.width).toBeLessThan(sleeve.box.height * 1.5);
    expect(badge!.frame.x).toBeLessThanOrEqual(sleeve.box.x);
    expect(badge!.frame.x + badge!.frame.width).toBeGreaterThanOrEqual(sleeve.box.x + sleeve.box.width);
    const huge = areaPicture({ garment: 'soccer', size: 'M', side: 'front', widthCm: 120, heightCm: 120 });
    expect(huge!.frame.x).toBeLessThan(huge!.area.x);
    expect(huge!.frame.x + huge!.frame.width).toBeGreaterThan(huge!.area.x + huge!.area.width);
    expect(huge!.frame.width).toBe(huge!.frame.height);
  });

  it('draws nothing for a side the garment does not print', () => {
    expect(areaPicture({ garment: 'polo', size: 'M', side: 'shorts', widthCm: 10, heightCm: 10 })).toBeNull();
  });
});
