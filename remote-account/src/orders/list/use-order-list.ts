import { useCallback, useEffect, useState } from 'react';
import type { OrderListResponse } from '@teamwear/shared/contracts';
import { accountEarlyAnswers, firstAnswerOf } from '../../api/early-answers';
import { fetchOrders } from '../api/order-api';
import { orderListSearch, readOrderListQuery, type OrderListQuery } from './order-list-query';

const ordersPage = (search: string) => `orders?${search}`;

/** Asks for the page of My orders the address shows before the page is drawn (its link in the
 *  menu is pointed at). */
export function askForOrdersEarly(addressSearch: string): void {
  const search = orderListSearch(readOrderListQuery(new URLSearchParams(addressSearch)));
  accountEarlyAnswers.askEarly(ordersPage(search), () => fetchOrders(search));
}

export type OrderListState =
  | { kind: 'loading' }
  /** `refreshing`: the page shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; list: OrderListResponse; refreshing: boolean }
  | { kind: 'failed'; offline: boolean };

type Loaded = { request: string; list: OrderListResponse } | { request: string; offline: boolean };

/** One page of the customer's orders for a view, read again when the view changes or on
 *  `reload()` (the first time, the answer asked early when there is one). */
export function useOrderList(query: OrderListQuery): { state: OrderListState; reload: () => void } {
  const search = orderListSearch(query);
  const [attempt, setAttempt] = useState(0);
  const request = `${search}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [shown, setShown] = useState<OrderListResponse | null>(null);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const ask = () => fetchOrders(search, controller.signal);
    void firstAnswerOf(attempt, ordersPage(search), ask).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setLoaded({ request, list: result.data });
        setShown(result.data);
      } else setLoaded({ request, offline: result.status === 0 });
    });
    return () => controller.abort();
  }, [search, request, attempt]);

  let state: OrderListState;
  if (loaded?.request === request) state = 'list' in loaded ? { kind: 'ready', list: loaded.list, refreshing: false } : { kind: 'failed', offline: loaded.offline };
  else state = shown ? { kind: 'ready', list: shown, refreshing: true } : { kind: 'loading' };
  return { state, reload };
}
