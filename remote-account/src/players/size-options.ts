import type { SizeChart } from '@teamwear/shared/contracts';

export interface SizeOptionGroup {
  label: string;
  options: { label: string; value: string }[];
}

/**
 * The shop's sizes as grouped select options. The two groups the app knows (adult, kids) are
 * named in the page's language; a group of the shop's own keeps its id as its name.
 */
export function sizeOptions(chart: SizeChart, groupName: (id: string) => string | null): SizeOptionGroup[] {
  return chart.groups.map((group) => ({
    label: groupName(group.id) ?? group.id,
    options: group.sizes.map((size) => ({ label: size, value: size })),
  }));
}
