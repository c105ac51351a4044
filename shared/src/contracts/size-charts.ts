// The shop's size chart without zod: the order pages read its default and its sizes on their first
// load, where the contracts (zod) are not.
import type { SizeChart } from './mini/players';

/** The chart of a shop that set none (`GET /api/sizes` answers it too). */
export const DEFAULT_SIZE_CHART: SizeChart = {
  groups: [
    { id: 'adult', sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'] },
    { id: 'kids', sizes: ['4Y', '6Y', '8Y', '10Y', '12Y', '14Y'] },
  ],
  numberRange: { min: 0, max: 99 },
};

/** Every size of a chart, in its order. */
export function sizesOf(chart: SizeChart): string[] {
  return chart.groups.flatMap((group) => group.sizes);
}
