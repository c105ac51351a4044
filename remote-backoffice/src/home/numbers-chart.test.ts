import type { ShopNumbersWeek } from '@teamwear/shared/contracts';
import { orderedShare, revenueChartLayout, roundTopCents } from './numbers-chart';

const week = (start: string, revenueCents: number): ShopNumbersWeek => ({
  start,
  ordersPlaced: 0,
  ordersCounted: 0,
  pieces: 0,
  revenueCents,
  paidCents: 0,
  dueCents: 0,
  averageOrderCents: 0,
  designsSaved: 0,
  designsOrdered: 0,
  newCustomers: 0,
});

describe('the revenue chart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten dollars', () => {
    expect(roundTopCents(0)).toBe(100);
    expect(roundTopCents(12_345)).toBe(20_000);
    expect(roundTopCents(450_000)).toBe(500_000);
    expect(roundTopCents(500_000)).toBe(500_000);
  });

  it('draws each week as a bar as high as its revenue, oldest on the left', () => {
    const layout = revenueChartLayout([week('2026-11-16', 10_000), week('2026-11-23', 5_000), week('2026-11-30', 0)], { width: 364, height: 232 });
    const [first, second, third] = layout.bars;
    expect(first?.x).toBeLessThan(second?.x ?? 0);
    expect(first?.y).toBe(layout.plot.top);
    expect(second?.height).toBeCloseTo((first?.height ?? 0) / 2);
    expect(third?.height).toBe(0);
    expect(layout.ticks.map((tick) => tick.cents)).toEqual([0, 5_000, 10_000]);
  });

  it('says what share of the designs were ordered, or nothing without designs', () => {
    expect(orderedShare(0, 0)).toBeNull();
    expect(orderedShare(3, 1)).toBe(33);
  });
});
