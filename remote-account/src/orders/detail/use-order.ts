import { useCallback } from 'react';
import type { ApiResult } from '@teamwear/shared/api';
import { DEFAULT_SIZE_CHART } from '@teamwear/shared/contracts/plain';
import type { Order, SizeChart } from '@teamwear/shared/contracts';
import { useServerData } from '../../server-data/use-server-data';
import { fetchOrder, fetchSizes } from '../api/order-api';

export type OrderLoad =
  | { kind: 'loading' }
  /** No id asked for, or an order that does not exist or is not the customer's. */
  | { kind: 'notFound' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; order: Order; chart: SizeChart };

type OrderWithSizes = { order: Order; chart: SizeChart };

/** The order, with the shop's size chart for the order of its sizes (the default chart's order if
 *  the chart cannot be read: the order still shows). */
async function orderWithSizes(id: string, signal: AbortSignal): Promise<ApiResult<OrderWithSizes>> {
  const [order, chart] = await Promise.all([fetchOrder(id, signal), fetchSizes(signal)]);
  return order.ok ? { ok: true, status: order.status, data: { order: order.data, chart: chart.ok ? chart.data : DEFAULT_SIZE_CHART } } : order;
}

/** One order of the customer (GET /api/orders/{id}). */
export function useOrder(id: string | null): { load: OrderLoad; reload: () => void; replace: (order: Order) => void; refresh: () => void } {
  const answer = useServerData(id ? { key: `order ${id}`, load: (signal) => orderWithSizes(id, signal) } : null);
  const { replace: replaceAnswer } = answer;
  const chart = answer.kind === 'ready' ? answer.data.chart : DEFAULT_SIZE_CHART;

  /** The order as an action answered it: no need to read it again. */
  const replace = useCallback((order: Order) => replaceAnswer({ order, chart }), [replaceAnswer, chart]);

  let load: OrderLoad;
  // An id that is not one (a mangled link) is refused before the API looks: not found as well.
  if (!id || (answer.kind === 'failed' && (answer.status === 404 || answer.status === 400))) load = { kind: 'notFound' };
  else if (answer.kind === 'failed') load = { kind: 'failed', offline: answer.status === 0 };
  else if (answer.kind === 'loading' || answer.refreshing) load = { kind: 'loading' };
  else load = { kind: 'ready', ...answer.data };
  // `refresh` reads the order again while it stays shown (it changed: the shop approved it, a
  // payment): the page keeps what it shows until the new answer, and keeps it if that fails.
  return { load, reload: answer.reload, replace, refresh: answer.refresh };
}
