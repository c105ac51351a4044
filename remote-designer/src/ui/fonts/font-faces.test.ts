import { DEVICE_FACES, faceChoicesOf, faceIn, nearestWeight, WEIGHT_NAMES } from './font-faces';

describe('the weights and styles a family offers', () => {
  it('offers a catalogue family’s own weights, lightest first, and italic only when it has one', () => {
    expect(faceChoicesOf({ weights: [700, 400, 100], styles: ['normal', 'italic'] })).toEqual({ weights: [100, 400, 700], italic: true });
    expect(faceChoicesOf({ weights: [400], styles: ['normal'] })).toEqual({ weights: [400], italic: false });
  });

  it('offers normal, bold, black and italic for a device family or one not listed yet', () => {
    expect(faceChoicesOf(undefined)).toBe(DEVICE_FACES);
    expect(faceChoicesOf({ weights: [], styles: [] })).toBe(DEVICE_FACES);
  });

  it('moves a text to the nearest weight and upright when the new family lacks its face', () => {
    expect(nearestWeight([400, 700], 900)).toBe(700);
    expect(nearestWeight([300, 500], 400)).toBe(500);
    expect(faceIn({ weights: [400], italic: false }, { fontWeight: 900, fontStyle: 'italic' })).toEqual({ fontWeight: 400, fontStyle: 'normal' });
    expect(faceIn({ weights: [100, 900], italic: true }, { fontWeight: 700, fontStyle: 'italic' })).toEqual({ fontWeight: 900, fontStyle: 'italic' });
  });

  it('names every weight a family may have', () => {
    for (let weight = 100; weight <= 900; weight += 100) expect(WEIGHT_NAMES[weight]).toBeDefined();
  });
});
