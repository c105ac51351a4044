import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_SIZE_CHART, type Order, type SizeChart } from '@teamwear/shared/contracts';
import { fetchOrder, fetchSizes } from '../api/order-api';

export type OrderLoad =
  | { kind: 'loading' }
  /** No id asked for, or an order that does not exist or is not the customer's. */
  | { kind: 'notFound' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; order: Order; chart: SizeChart };

type Settled = { request: string; load: Exclude<OrderLoad, { kind: 'loading' }> };

/** One order of the customer (GET /api/orders/{id}), with the shop's size chart for the order of
 *  its sizes (the default chart's order if the chart cannot be read: the order still shows). */
export function useOrder(id: string | null): { load: OrderLoad; reload: () => void; replace: (order: Order) => void; refresh: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const request = `${id ?? ''}#${attempt}`;
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([fetchOrder(id, signal), fetchSizes(signal)]).then(([order, chart]) => {
      if (signal.aborted) return;
      let load: Settled['load'];
      // An id that is not one (a mangled link) is refused before the API looks: not found as well.
      if (!order.ok && (order.status === 404 || order.status === 400)) load = { kind: 'notFound' };
      else if (order.ok) load = { kind: 'ready', order: order.data, chart: chart.ok ? chart.data : DEFAULT_SIZE_CHART };
      else load = { kind: 'failed', offline: order.status === 0 };
      setSettled({ request, load });
    });
    return () => controller.abort();
  }, [id, request]);

  /** The order as an action answered it: no need to read it again. */
  const replace = useCallback(
    (order: Order) =>
      setSettled((previous) => (previous?.load.kind === 'ready' ? { request: previous.request, load: { ...previous.load, order } } : previous)),
    [],
  );

  /** Reads the order again while it stays shown (it changed: the shop approved it, a payment):
   *  the page keeps what it shows until the new answer, and keeps it if that fails. */
  const refresh = useCallback(() => {
    if (!id) return;
    void fetchOrder(id).then((order) => {
      if (order.ok && order.data.id === id) replace(order.data);
    });
  }, [id, replace]);

  if (!id) return { load: { kind: 'notFound' }, reload, replace, refresh };
  return { load: settled?.request === request ? settled.load : { kind: 'loading' }, reload, replace, refresh };
}
