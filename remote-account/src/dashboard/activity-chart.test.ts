import type { WeeklyActivity } from '@teamwear/shared/contracts';
import { activityChartLayout, activityTotals, MARGIN, niceStep, weekLabel } from './activity-chart';

/** Twelve weeks ending on the week of 2026-11-16, with the given counts. */
function weeks(designs: number[], players: number[] = designs.map(() => 0)): WeeklyActivity[] {
  return designs.map((count, index) => {
    const monday = new Date(Date.UTC(2026, 10, 16) - (designs.length - 1 - index) * 7 * 86_400_000);
    return { weekStart: monday.toISOString().slice(0, 10), designs: count, players: players[index] ?? 0 };
  });
}

const SIZE = { width: 632, height: 232 };
const quiet = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe('niceStep', () => {
  it('steps by 1, 2 or 5 times a power of ten, never less than 1', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(17)).toBe(5);
    expect(niceStep(40)).toBe(10);
    expect(niceStep(950)).toBe(500);
  });
});

describe('activityChartLayout', () => {
  it('keeps small counts small: the axis goes to 4 at least', () => {
    const layout = activityChartLayout(weeks([...quiet.slice(1), 1]), SIZE);
    expect(layout.top).toBe(4);
    expect(layout.bars.at(-2)?.height).toBeCloseTo((layout.plot.bottom - layout.plot.top) / 4);
  });

  it('puts the tallest bar at the top of a round axis, and the others in proportion', () => {
    const layout = activityChartLayout(weeks([...quiet.slice(2), 3, 7], [...quiet.slice(1), 4]), SIZE);
    expect(layout.top).toBe(8);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    const plotHeight = layout.plot.bottom - layout.plot.top;
    const bar = (weekIndex: number, series: 'designs' | 'players') => layout.bars[weekIndex * 2 + (series === 'designs' ? 0 : 1)];
    expect(bar(11, 'designs')?.height).toBeCloseTo((7 / 8) * plotHeight);
    expect(bar(11, 'players')?.height).toBeCloseTo((4 / 8) * plotHeight);
    expect(bar(10, 'designs')?.height).toBeCloseTo((3 / 8) * plotHeight);
    // Every bar stands on the axis.
    for (const one of layout.bars) expect(one.y + one.height).toBeCloseTo(layout.plot.bottom);
  });

  it('keeps the weeks in order, left to right, inside the plot, the two bars of a week side by side', () => {
    const layout = activityChartLayout(weeks(quiet.map((_, index) => index)), SIZE);
    expect(layout.bars).toHaveLength(24);
    const designs = layout.bars.filter((one) => one.series === 'designs');
    for (let index = 1; index < designs.length; index += 1) expect(designs[index]!.x).toBeGreaterThan(designs[index - 1]!.x);
    expect(layout.bars[1]!.x).toBeCloseTo(layout.bars[0]!.x + layout.bars[0]!.width);
    expect(Math.min(...layout.bars.map((one) => one.x))).toBeGreaterThanOrEqual(MARGIN.left);
    expect(Math.max(...layout.bars.map((one) => one.x + one.width))).toBeLessThanOrEqual(SIZE.width - MARGIN.right);
  });

  it('draws nothing tall for a quiet quarter, on an axis from 0 to 4', () => {
    const layout = activityChartLayout(weeks(quiet), SIZE);
    expect(layout.bars.every((one) => one.height === 0)).toBe(true);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads nonsense counts as none', () => {
    const broken = [{ weekStart: '2026-11-16', designs: -3, players: Number.NaN }] as WeeklyActivity[];
    const layout = activityChartLayout(broken, SIZE);
    expect(layout.bars.map((one) => one.value)).toEqual([0, 0]);
    expect(activityTotals(broken)).toEqual({ designs: 0, players: 0 });
  });

  it('dates this week and every third week before it', () => {
    const layout = activityChartLayout(weeks(quiet), SIZE);
    expect(layout.labels.map((label) => label.text)).toEqual(['9/14', '10/5', '10/26', '11/16']);
    expect(layout.labels.at(-1)).toMatchObject({ weekStart: '2026-11-16' });
    // Under the middle of its week's bars.
    const lastBars = layout.bars.slice(-2);
    expect(layout.labels.at(-1)?.x).toBeCloseTo((lastBars[0]!.x + lastBars[1]!.x + lastBars[1]!.width) / 2);
  });
});

describe('weekLabel and activityTotals', () => {
  it('shows a Monday as month/day, whatever the time zone', () => {
    expect(weekLabel('2026-03-02')).toBe('3/2');
    expect(weekLabel('2026-12-28')).toBe('12/28');
  });

  it('adds up what the weeks added', () => {
    expect(activityTotals(weeks([1, 2, 3], [0, 5, 1]))).toEqual({ designs: 6, players: 6 });
  });
});
