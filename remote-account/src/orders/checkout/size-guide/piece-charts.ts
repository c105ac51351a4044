import type { GarmentSizeGuide, SizeChart } from '@teamwear/shared/contracts';

/** The shop's chart narrowed to what each piece of the garment is made in: the sizes the order form offers. */
export interface PieceCharts {
  main: SizeChart;
  shorts: SizeChart;
}

/** The chart with only these sizes, in its groups and order; a group left empty is dropped. */
function narrowed(chart: SizeChart, sizes: readonly string[]): SizeChart {
  const keep = new Set(sizes);
  const groups = chart.groups.map((group) => ({ ...group, sizes: group.sizes.filter((size) => keep.has(size)) })).filter((group) => group.sizes.length > 0);
  // A guide that names none of the shop's sizes (the chart changed since) narrows to nothing: keep the chart then, as the API does.
  return groups.length ? { ...chart, groups } : chart;
}

/** Each piece's sizes: the garment's guide when the shop gave one, else every size of its chart. */
export function pieceChartsOf(chart: SizeChart, guide: GarmentSizeGuide | null): PieceCharts {
  if (!guide) return { main: chart, shorts: chart };
  const main = narrowed(
    chart,
    guide.main.map((row) => row.size),
  );
  return {
    main,
    shorts: guide.shorts
      ? narrowed(
          chart,
          guide.shorts.map((row) => row.size),
        )
      : main,
  };
}
