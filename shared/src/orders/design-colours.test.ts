import { designColours } from './design-colours';
import { DEFAULT_INKS, deltaE, nearestNamedColour, rgbOf } from './named-colours';

describe('design colours', () => {
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

  it('lists every part, enabled stripe, gradient stop, visible layer fill and stroke', () => {
    const colours = designColours(
      {
        parts: { body: { kind: 'solid', color: '#1d4ed8' }, collar: { kind: 'linear', angle: 0, stops: [{ offset: 0, color: '#ffffff' }, { offset: 100, color: '#000000' }] } },
        stripes: { bottom: { enabled: true, paint: { kind: 'solid', color: '#fedd00' } }, sleeve: { enabled: false, paint: { kind: 'solid', color: '#ff0000' } } },
        layers: [
          { id: 'n', kind: 'backNumber', visible: true, fill: { kind: 'solid', color: '#ffffff' }, stroke: { width: 4, color: '#000000' } },
          { id: 'h', kind: 'text', visible: false, fill: { kind: 'solid', color: '#00ff00' }, stroke: { width: 0, color: '#000000' } },
        ],
      },
      DEFAULT_INKS,
    );
    expect(colours.map((colour) => [colour.use, colour.where, colour.role, colour.hex, colour.nearest?.name])).toEqual([
      ['part', 'body', 'fill', '#1d4ed8', 'Royal Blue'],
      ['part', 'collar', 'fill (linear stop 1)', '#ffffff', 'White'],
      ['part', 'collar', 'fill (linear stop 2)', '#000000', 'Black'],
      ['stripe', 'bottom', 'fill', '#fedd00', 'Yellow'],
      ['layer', 'backNumber: n', 'fill', '#ffffff', 'White'],
      ['layer', 'backNumber: n', 'stroke', '#000000', 'Black'],
    ]);
    expect(designColours('not a design', DEFAULT_INKS)).toEqual([]);
  });
});
