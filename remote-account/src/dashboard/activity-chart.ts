import type { WeeklyActivity } from '@teamwear/shared/contracts';

/**
 * The dashboard's chart of what was added each week (summary.activity), laid out in pixels for
 * the width it is drawn at: a bar for designs and one for players per week, a value axis with
 * round steps, and a date under every third week. Drawn as plain SVG by ActivityChart, so the
 * dashboard carries no chart library.
 */

export type Series = 'designs' | 'players';
export const SERIES: readonly Series[] = ['designs', 'players'];

export interface ChartBar {
  weekStart: string;
  series: Series;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartTick {
  value: number;
  y: number;
}

export interface ChartLabel {
  weekStart: string;
  /** The week's Monday as the axis shows it ("11/16"). */
  text: string;
  /** The middle of the week's bars. */
  x: number;
}

export interface ActivityChartLayout {
  width: number;
  height: number;
  /** The plot area, inside the axes' room. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** The top of the value axis: a round number at or above the largest value. */
  top: number;
  ticks: ChartTick[];
  bars: ChartBar[];
  labels: ChartLabel[];
}

/** Room for the value axis's numbers on the left, the dates below, half a line above. */
export const MARGIN = { left: 32, right: 8, top: 8, bottom: 24 };
/** Of each week's width, what the two bars take together (the rest is the gap between weeks). */
const BARS_SHARE = 0.7;
/** The value axis goes at least this high, so that a week of one design is not a full-height bar. */
const LOWEST_TOP = 4;
/** A date under every this many weeks, counted back from this week. */
const LABEL_EVERY = 3;

/** The step between value-axis lines for about four of them: 1, 2 or 5 times a power of ten, whole numbers only. */
export function niceStep(largest: number, lines = 4): number {
  const raw = Math.max(largest, 1) / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/** "2026-11-16" → "11/16", read from the text itself (no time zone can move it a day). */
export function weekLabel(weekStart: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(weekStart);
  return match ? `${Number(match[1])}/${Number(match[2])}` : weekStart;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

export function activityChartLayout(weeks: readonly WeeklyActivity[], size: { width: number; height: number }): ActivityChartLayout {
  const { width, height } = size;
  const plot = { left: MARGIN.left, top: MARGIN.top, right: Math.max(MARGIN.left, width - MARGIN.right), bottom: Math.max(MARGIN.top, height - MARGIN.bottom) };
  const largest = Math.max(0, ...weeks.flatMap((week) => [count(week.designs), count(week.players)]));
  const step = niceStep(largest);
  const top = Math.max(LOWEST_TOP, Math.ceil(largest / step) * step);
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => plot.bottom - (value / top) * plotHeight;

  const ticks: ChartTick[] = [];
  for (let value = 0; value <= top; value += step) ticks.push({ value, y: yOf(value) });

  const weekWidth = weeks.length ? (plot.right - plot.left) / weeks.length : 0;
  const barWidth = (weekWidth * BARS_SHARE) / SERIES.length;
  const bars: ChartBar[] = [];
  const labels: ChartLabel[] = [];
  weeks.forEach((week, index) => {
    const start = plot.left + index * weekWidth + (weekWidth * (1 - BARS_SHARE)) / 2;
    SERIES.forEach((series, position) => {
      const value = count(week[series]);
      const y = yOf(value);
      bars.push({ weekStart: week.weekStart, series, value, x: start + position * barWidth, y, width: barWidth, height: plot.bottom - y });
    });
    if ((weeks.length - 1 - index) % LABEL_EVERY === 0) {
      labels.push({ weekStart: week.weekStart, text: weekLabel(week.weekStart), x: plot.left + (index + 0.5) * weekWidth });
    }
  });
  return { width, height, plot, top, ticks, bars, labels };
}

/** What was added over all the weeks, for the chart's spoken summary. */
export function activityTotals(weeks: readonly WeeklyActivity[]): Record<Series, number> {
  return {
    designs: weeks.reduce((sum, week) => sum + count(week.designs), 0),
    players: weeks.reduce((sum, week) => sum + count(week.players), 0),
  };
}
