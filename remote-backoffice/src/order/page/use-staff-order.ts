import { useCallback, useEffect, useRef } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { fetchOrder } from '../api/order-api';
import { watchShopOrders } from '../../common/watch-shop-orders';

export type OrderLoad =
  | { kind: 'loading' }
  /** The address names no order, or no order of this shop has that number. */
  | { kind: 'notFound' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; order: ProviderOrder };

/**
 * The order of `/backoffice/orders/<number>` (null: the address names none), read again whenever the
 * shop's orders change (another member approved it, the customer approved the proof or cancelled):
 * the page keeps showing it meanwhile. `replace` shows an action's answer at once.
 */
export function useStaffOrder(number: number | null): { load: OrderLoad; reload: () => void; replace: (order: ProviderOrder) => void } {
  const answer = useStaffAnswer(`order ${number ?? '-'}`, async (signal) => {
    if (number === null) return { ok: false, status: 404, error: { code: 'NOT_FOUND', message: 'No such order' } };
    const result = await fetchOrder(number, signal);
    return result.ok ? { ok: true, status: result.status, data: result.data.data } : result;
  });
  const { reload, replace } = answer;

  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  }, [reload]);
  const ready = answer.kind === 'ready';
  useEffect(() => (ready ? watchShopOrders(() => latestReload.current()) : undefined), [ready]);

  let load: OrderLoad;
  if (answer.kind === 'failed') load = answer.status === 404 || answer.status === 400 ? { kind: 'notFound' } : { kind: 'failed', offline: answer.status === 0 };
  else if (answer.kind === 'loading') load = { kind: 'loading' };
  else load = { kind: 'ready', order: answer.data };
  return { load, reload: useCallback(() => reload(), [reload]), replace };
}
