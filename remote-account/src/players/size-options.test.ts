import { DEFAULT_SIZE_CHART } from '@teamwear/shared/contracts';
import { sizeOptions } from './size-options';

describe('sizeOptions', () => {
  it('groups the shop’s sizes in its order, naming the groups the app knows', () => {
    const chart = { ...DEFAULT_SIZE_CHART, groups: [...DEFAULT_SIZE_CHART.groups, { id: 'goalkeeper', sizes: ['GK-S', 'GK-L'] }] };
    const groups = sizeOptions(chart, (id) => ({ adult: 'Adult', kids: 'Kids' })[id] ?? null);
    expect(groups.map((group) => group.label)).toEqual(['Adult', 'Kids', 'goalkeeper']);
    expect(groups[0]?.options.map((option) => option.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL']);
    expect(groups[2]?.options).toEqual([
      { label: 'GK-S', value: 'GK-S' },
      { label: 'GK-L', value: 'GK-L' },
    ]);
  });
});
