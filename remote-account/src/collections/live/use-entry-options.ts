import { DEFAULT_SIZE_CHART, offeredSizes, type DesignProduct, type SizeGuidePiece } from '@teamwear/shared/contracts';
import type { ApiResult } from '@teamwear/shared/api';
import { fetchSizeGuide, fetchSizes } from '../../orders/api/order-api';
import { useServerData } from '../../server-data/use-server-data';

export interface EntryOptions {
  numberRange: { min: number; max: number };
  sizes: Record<SizeGuidePiece, string[]>;
}

/** The sizes each piece of the garment is made in (its size guide, else the shop's chart) and the shop's numbers. */
async function entryOptions(product: DesignProduct, signal: AbortSignal): Promise<ApiResult<EntryOptions>> {
  const [chart, guide] = await Promise.all([fetchSizes(signal), fetchSizeGuide(product, signal)]);
  const sizeChart = chart.ok ? chart.data : DEFAULT_SIZE_CHART;
  const all = sizeChart.groups.flatMap((group) => group.sizes);
  const sizes = guide.ok ? { main: offeredSizes(guide.data, 'main'), shorts: offeredSizes(guide.data, 'shorts') } : { main: all, shorts: all };
  return { ok: true, status: 200, data: { numberRange: sizeChart.numberRange, sizes } };
}

export function useEntryOptions(product: DesignProduct): EntryOptions | null {
  const answer = useServerData({ key: `entry options ${product}`, load: (signal) => entryOptions(product, signal) });
  return answer.kind === 'ready' ? answer.data : null;
}
