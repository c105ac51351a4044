import { designFonts } from './design-fonts';

describe('design fonts', () => {
  it('lists the families of visible text layers once each', () => {
    expect(
      designFonts({
        layers: [
          { kind: 'playerName', fontFamily: 'Impact', visible: true },
          { kind: 'backNumber', fontFamily: 'Impact', visible: true },
          { kind: 'text', fontFamily: 'Noto Sans Khmer', visible: true },
          { kind: 'text', fontFamily: 'Georgia', visible: false },
          { kind: 'logo', src: '/logo.png', visible: true },
        ],
      }),
    ).toEqual(['Impact', 'Noto Sans Khmer']);
    expect(designFonts(null)).toEqual([]);
  });
});
