import { DEFAULT_SIZE_CHART, sizesOf as contractsSizesOf } from '@teamwear/shared/contracts';
import { sizesOf } from './sizes-of';

describe("a chart's sizes", () => {
  it('are every group’s, in the chart’s order, as the contracts list them', () => {
    expect(sizesOf(DEFAULT_SIZE_CHART)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']);
    const shop = { groups: [{ id: 'adult', sizes: ['S', 'M'] }], numberRange: { min: 1, max: 50 } };
    expect(sizesOf(shop)).toEqual(contractsSizesOf(shop));
  });
});
