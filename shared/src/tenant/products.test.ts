import { isOffered, offeredSlugs, PRODUCT_TYPE_BY_SLUG } from './products';

describe('offered products', () => {
  it('offers only the product types the shop lists, in the order the shop shows them', () => {
    expect(offeredSlugs(['HOODIE', 'SOCCER_KIT', 'UNKNOWN'])).toEqual(['hoodie', 'soccer']);
    expect(offeredSlugs(['SOCCER_KIT', 'HOODIE', 'SOCCER_KIT'])).toEqual(['soccer', 'hoodie']);
    expect(offeredSlugs([])).toEqual([]);
  });

  it('maps every design editor back to its product type', () => {
    expect(PRODUCT_TYPE_BY_SLUG.boxingtrunk).toBe('BOXING_TRUNKS');
    expect(isOffered('polo', ['POLO_SHIRT'])).toBe(true);
    expect(isOffered('polo', ['TSHIRT'])).toBe(false);
  });
});
