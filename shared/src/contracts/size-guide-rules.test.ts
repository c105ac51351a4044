import { checkSizeGuide, currentGuideRows, defaultGuideRows, guidePiecesOf, inShopOrder, measureProblem, measuresOf, offeredSizes } from './size-guide-rules';

const SHOP = ['S', 'M', 'L', 'XL'];

describe('a garment’s size guide', () => {
  it('sizes the kit’s shirt and shorts, and every other garment as one piece', () => {
    expect(guidePiecesOf('SOCCER_KIT')).toEqual(['main', 'shorts']);
    expect(guidePiecesOf('HOODIE')).toEqual(['main']);
    expect(measuresOf('BOXING_TRUNKS', 'main')).toEqual(['waist', 'hip', 'length']);
    expect(measuresOf('SLEEVELESS_SHIRT', 'main')).toEqual(['chest', 'length']);
    expect(measuresOf('SOCCER_KIT', 'shorts')).toEqual(['waist', 'hip', 'length']);
  });

  it('takes centimetres to the half, above 0 and at most 250', () => {
    expect(measureProblem(52.5)).toBeNull();
    expect(measureProblem(0)).toBe('measureTooSmall');
    expect(measureProblem(250.5)).toBe('measureTooLarge');
    expect(measureProblem(52.3)).toBe('measureNotHalf');
    expect(measureProblem(Number.NaN)).toBe('notAMeasure');
  });

  it('names each row’s problem by its path', () => {
    const issues = checkSizeGuide(
      'TSHIRT',
      {
        main: [
          { size: 'M', cm: { chest: 50 } },
          { size: 'M', cm: {} },
          { size: '6XL', cm: { waist: 40 } },
        ],
        shorts: [],
      },
      SHOP,
    );
    expect(issues).toEqual([
      { path: ['shorts'], problem: 'noShorts' },
      { path: ['main', 1, 'size'], problem: 'repeatedSize' },
      { path: ['main', 2, 'size'], problem: 'unknownSize' },
      { path: ['main', 2, 'cm', 'waist'], problem: 'unknownMeasure' },
    ]);
    expect(checkSizeGuide('SOCCER_KIT', { main: [{ size: 'M', cm: {} }], shorts: [{ size: 'L', cm: { waist: 40 } }] }, SHOP)).toEqual([]);
  });

  it('keeps rows in the shop’s order, drops sizes the shop no longer has, and falls back to every size when none is left', () => {
    const stored = {
      main: [
        { size: 'XL', cm: { chest: 56 } },
        { size: 'S', cm: { chest: 47 } },
      ],
      shorts: null,
    };
    expect(inShopOrder(stored, SHOP).main.map((row) => row.size)).toEqual(['S', 'XL']);
    expect(currentGuideRows('TSHIRT', stored, ['S', 'M', 'L']).main).toEqual([{ size: 'S', cm: { chest: 47 } }]);
    expect(currentGuideRows('TSHIRT', stored, ['XS', 'XXS']).main.map((row) => row.size)).toEqual(['XS', 'XXS']);
    // A kit guide stored without shorts offers the shorts in every size.
    expect(offeredSizes(currentGuideRows('SOCCER_KIT', stored, SHOP), 'shorts')).toEqual(SHOP);
    expect(defaultGuideRows('BOXING_TRUNKS', SHOP)).toEqual({ main: SHOP.map((size) => ({ size, cm: {} })), shorts: null });
  });
});
