import { brandColours } from './brand-colours';

describe("the page's colours", () => {
  it('writes on the shop’s colour in white or black, whichever reads', () => {
    expect(brandColours('#0b3d91')).toEqual({
      background: '#0b3d91',
      text: '#ffffff',
    });
    expect(brandColours('#ffd400')).toEqual({
      background: '#ffd400',
      text: '#000000',
    });
    expect(brandColours('#fc0')).toEqual({
      background: '#ffcc00',
      text: '#000000',
    });
  });

  it('keeps its own colours for a shop without one, or one it cannot read', () => {
    expect(brandColours(null).text).toBe('#ffffff');
    expect(brandColours('red; background: url(x)')).toEqual(brandColours(null));
  });
});
