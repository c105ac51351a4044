import { placementFor, viewForNewLayer } from './layer-placement';

const areas = {
  'chest-left': { x: 552, y: 150, width: 64, height: 64 },
  'back-number': { x: 395, y: 172, width: 210, height: 200 },
  'back-name': { x: 385, y: 118, width: 230, height: 44 },
};

describe('where new layers go', () => {
  it('a logo sits on the left chest, sized to it', () => {
    expect(placementFor('logo', 'front', areas, false)).toEqual({ x: 584, y: 182, width: 64, height: 64 });
  });

  it('numbers and names fill their print area in height', () => {
    expect(placementFor('backNumber', 'back', areas, true)).toEqual({ x: 500, y: 272, fontSize: 170 });
    expect(placementFor('playerName', 'back', areas, true)).toEqual({ x: 500, y: 140, fontSize: 31 });
  });

  it('keeps the model defaults when the garment has no such area', () => {
    expect(placementFor('frontNumber', 'front', areas, true)).toEqual({});
  });

  it('numbers and names choose their side; text goes where the user is looking', () => {
    expect(viewForNewLayer('backNumber', 'front')).toBe('back');
    expect(viewForNewLayer('text', 'back')).toBe('back');
    expect(viewForNewLayer('logo', 'back')).toBe('back');
  });
});
