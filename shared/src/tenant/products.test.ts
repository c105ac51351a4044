import { isOffered, offeredSlugs, PRODUCT_TYPE_BY_SLUG } from './products';

describe('offered products', () => {
  it('offers only the product types the shop lists, in catalogue order', () => {
    expect(offeredSlugs(['HOODIE', 'SOCCER_KIT', 'UNKNOWN'])).toEqual(['soccer', 'hoodie']);
    expect(offeredSlugs([])).toEqual([]);
  });

  it('maps every design editor back to its product type', () => {
    expect(PRODUCT_TYPE_BY_SLUG.boxingtrunk).toBe('BOXING_TRUNKS');
    expect(isOffered('polo', ['POLO_SHIRT'])).toBe(true);
    expect(isOffered('polo', ['TSHIRT'])).toBe(false);
  });
});
