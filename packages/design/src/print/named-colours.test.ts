import { DEFAULT_INKS, deltaE, nearestNamedColour, rgbOf } from './named-colours';

describe('named colours: the inks and threads a colour is matched to', () => {
  it('reads hex colours with or without alpha, and refuses what is not one', () => {
    expect(rgbOf('#1d4ed8')).toEqual([29, 78, 216]);
    expect(rgbOf('#1D4ED880')).toEqual([29, 78, 216]);
    expect(rgbOf('#fff')).toEqual([255, 255, 255]);
    expect(rgbOf('blue')).toBeNull();
  });

  it('names the nearest ink as the eye sees it', () => {
    expect(nearestNamedColour([30, 80, 210], DEFAULT_INKS)?.name).toBe('Royal Blue');
    expect(nearestNamedColour([250, 250, 245], DEFAULT_INKS)?.name).toBe('White');
    expect(nearestNamedColour([10, 30, 70], [{ name: 'Shop navy', hex: '#101e46' }, { name: 'Shop black', hex: '#000000' }])).toMatchObject({ name: 'Shop navy' });
    expect(deltaE([0, 0, 0], [0, 0, 0])).toBe(0);
    expect(nearestNamedColour([1, 2, 3], [])).toBeNull();
  });
});
