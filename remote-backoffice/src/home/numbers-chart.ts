import type { ShopNumbersWeek } from '@teamwear/shared/contracts';

/** A bar of the revenue chart: its week, its revenue and where it is drawn. */
export interface RevenueBar {
  start: string;
  revenueCents: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RevenueChartLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  bars: RevenueBar[];
  /** Gridlines at round dollar amounts, from 0 up to the top of the scale. */
  ticks: { cents: number; y: number }[];
}

/** A round top for the scale (1, 2 or 5 × a power of ten dollars) at or above the highest week. */
export function roundTopCents(highestCents: number): number {
  const dollars = Math.max(1, Math.ceil(highestCents / 100));
  const power = 10 ** Math.floor(Math.log10(dollars));
  const step = [1, 2, 5, 10].find((each) => each * power >= dollars) ?? 10;
  return step * power * 100;
}

/** The revenue per week as bars on a scale starting at zero, oldest week on the left. */
export function revenueChartLayout(weeks: readonly ShopNumbersWeek[], size: { width: number; height: number }): RevenueChartLayout {
  const plot = { left: 56, right: size.width - 8, top: 8, bottom: size.height - 24 };
  const top = roundTopCents(Math.max(0, ...weeks.map((week) => week.revenueCents)));
  const slot = weeks.length ? (plot.right - plot.left) / weeks.length : 0;
  const yOf = (cents: number) => plot.bottom - ((plot.bottom - plot.top) * cents) / top;
  return {
    width: size.width,
    height: size.height,
    plot,
    bars: weeks.map((week, index) => {
      const y = yOf(week.revenueCents);
      return { start: week.start, revenueCents: week.revenueCents, x: plot.left + index * slot + slot * 0.15, y, width: slot * 0.7, height: plot.bottom - y };
    }),
    ticks: [0, 0.5, 1].map((share) => ({ cents: Math.round(top * share), y: yOf(top * share) })),
  };
}

/** What share of the designs started became orders, in whole percent; null when none was started. */
export function orderedShare(saved: number, ordered: number): number | null {
  return saved ? Math.round((100 * ordered) / saved) : null;
}
