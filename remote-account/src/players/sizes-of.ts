import type { SizeChart } from '@teamwear/shared/contracts';

/** Every size of a chart, in its order: the contracts' `sizesOf`, written here so that a page
 *  that needs only this does not download the contracts whole (zod and every schema) for it. */
export function sizesOf(chart: SizeChart): string[] {
  return chart.groups.flatMap((group) => group.sizes);
}
