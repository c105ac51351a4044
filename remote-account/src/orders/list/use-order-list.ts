import type { OrderListResponse } from '@teamwear/shared/contracts';
import { accountAnswers } from '../../server-data/answers-cache';
import { useServerData } from '../../server-data/use-server-data';
import { fetchOrders } from '../api/order-api';
import { orderListSearch, readOrderListQuery, type OrderListQuery } from './order-list-query';

const ordersPage = (search: string) => `orders?${search}`;

/** Asks for the page of My orders the address shows before the page is drawn (its link in the
 *  menu is pointed at). */
export function askForOrdersEarly(addressSearch: string): void {
  const search = orderListSearch(readOrderListQuery(new URLSearchParams(addressSearch)));
  accountAnswers.prefetch(ordersPage(search), () => fetchOrders(search));
}

export type OrderListState =
  | { kind: 'loading' }
  /** `refreshing`: the page shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; list: OrderListResponse; refreshing: boolean }
  | { kind: 'failed'; offline: boolean };

/** One page of the customer's orders for a view, read again when the view changes or on
 *  `reload()` (the first time, the answer asked early when there is one). */
export function useOrderList(query: OrderListQuery): { state: OrderListState; reload: () => void } {
  const search = orderListSearch(query);
  const answer = useServerData({ key: ordersPage(search), load: (signal) => fetchOrders(search, signal) });
  let state: OrderListState;
  if (answer.kind === 'failed') state = { kind: 'failed', offline: answer.status === 0 };
  else state = answer.kind === 'ready' ? { kind: 'ready', list: answer.data, refreshing: answer.refreshing } : answer;
  return { state, reload: answer.reload };
}
