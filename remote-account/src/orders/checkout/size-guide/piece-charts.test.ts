import { DEFAULT_SIZE_CHART } from '@teamwear/shared/contracts';
import { pieceChartsOf } from './piece-charts';

const guide = {
  productType: 'SOCCER_KIT' as const,
  main: [
    { size: 'M', cm: {} },
    { size: 'L', cm: {} },
    { size: '8Y', cm: {} },
  ],
  shorts: [{ size: 'L', cm: { waist: 40 } }],
  measured: true,
};

describe('the sizes each piece is made in', () => {
  it('narrows the shop’s chart to the guide’s sizes, group by group', () => {
    const charts = pieceChartsOf(DEFAULT_SIZE_CHART, guide);
    expect(charts.main.groups).toEqual([
      { id: 'adult', sizes: ['M', 'L'] },
      { id: 'kids', sizes: ['8Y'] },
    ]);
    expect(charts.shorts.groups).toEqual([{ id: 'adult', sizes: ['L'] }]);
    expect(charts.main.numberRange).toEqual(DEFAULT_SIZE_CHART.numberRange);
  });

  it('offers every size without a guide, and keeps the chart when the guide names none of its sizes', () => {
    expect(pieceChartsOf(DEFAULT_SIZE_CHART, null)).toEqual({ main: DEFAULT_SIZE_CHART, shorts: DEFAULT_SIZE_CHART });
    expect(pieceChartsOf(DEFAULT_SIZE_CHART, { ...guide, main: [{ size: 'XXS', cm: {} }], shorts: null }).main).toBe(DEFAULT_SIZE_CHART);
  });
});
