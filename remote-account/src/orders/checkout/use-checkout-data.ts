import type { ApiResult } from '@teamwear/shared/api';
import type { Design, GarmentSizeGuide, Player, SizeChart } from '@teamwear/shared/contracts';
import { useServerData } from '../../server-data/use-server-data';
import { fetchDesign, fetchRoster, fetchSizeGuide, fetchSizes } from '../api/order-api';

export type CheckoutData =
  | { kind: 'loading' }
  /** No design asked for, or one that does not exist or is not the customer's. */
  | { kind: 'noDesign' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; design: Design; roster: Player[]; chart: SizeChart; guide: GarmentSizeGuide | null };

type OrderFormData = { design: Design; roster: Player[]; chart: SizeChart; guide: GarmentSizeGuide | null };

/**
 * The design, then its garment's size guide (null when the shop no longer offers the garment: the
 * form offers the shop's sizes and Place order says why it is refused).
 */
async function designAndGuide(designId: string, signal: AbortSignal): Promise<ApiResult<{ design: Design; guide: GarmentSizeGuide | null }>> {
  const design = await fetchDesign(designId, signal);
  if (!design.ok) return design;
  const guide = await fetchSizeGuide(design.data.product, signal);
  if (!guide.ok && guide.status !== 404) return guide;
  return { ok: true, status: 200, data: { design: design.data, guide: guide.ok ? guide.data : null } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answers together: the design's refusal first (404: no such design of the customer's), else offline if any call was. */
async function orderFormData(designId: string, signal: AbortSignal): Promise<ApiResult<OrderFormData>> {
  const [design, roster, chart] = await Promise.all([designAndGuide(designId, signal), fetchRoster(signal), fetchSizes(signal)]);
  if (design.ok && roster.ok && chart.ok) return { ok: true, status: 200, data: { ...design.data, roster: roster.data, chart: chart.data } };
  const failures = [design, roster, chart].flatMap((result) => (result.ok ? [] : [result]));
  return !design.ok && design.status === 404 ? design : (failures.find((result) => result.status === 0) ?? failures[0]!);
}

/** What the order form needs: the design, the whole roster, the shop's sizes and the garment's size guide, read together. */
export function useCheckoutData(designId: string | null): { data: CheckoutData; reload: () => void } {
  const wellFormed = designId !== null && UUID.test(designId);
  const answer = useServerData(wellFormed ? { key: `checkout ${designId}`, load: (signal) => orderFormData(designId, signal) } : null);
  let data: CheckoutData;
  // The API answers 404 alike for a design that does not exist and for another customer's.
  if (!wellFormed || (answer.kind === 'failed' && answer.status === 404)) data = { kind: 'noDesign' };
  else if (answer.kind === 'failed') data = { kind: 'failed', offline: answer.status === 0 };
  else if (answer.kind === 'loading' || answer.refreshing) data = { kind: 'loading' };
  else data = { kind: 'ready', ...answer.data };
  return { data, reload: answer.reload };
}
