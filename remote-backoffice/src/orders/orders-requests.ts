import { providerOrderRoutes, shopOrderBoardRoutes } from '@teamwear/shared/api-routes';
import { staffAnswers } from '../common/staff-answers';
import { staffCall } from '../session';
import { boardQuery, tableQuery, viewFromSearch, type OrdersView } from './orders-view';
import { readerTimeZone } from './wait-text';

/** The board's answer for a view: its key (equal keys, one answer) and how it is asked for. */
export function boardRequest(view: OrdersView) {
  const query = boardQuery(view);
  return { key: `board?${JSON.stringify(query)}`, load: (signal?: AbortSignal) => staffCall(shopOrderBoardRoutes.board, { query, signal }) };
}

/** The table's page of orders for a view, in the reader's time zone. */
export function tableRequest(view: OrdersView) {
  const query = tableQuery(view, readerTimeZone());
  return { key: `table?${JSON.stringify(query)}`, load: (signal?: AbortSignal) => staffCall(providerOrderRoutes.list, { query, signal }) };
}

/** The orders page's first call for its address's query (`?view=table&…`), started when its menu
 *  link is pointed at; the page takes the answer (../common/staff-answers). The players' payments
 *  view asks for its own when shown. */
export function askForOrdersEarly(search: string): void {
  const view = viewFromSearch(new URLSearchParams(search));
  if (view.view === 'players') return;
  const { key, load } = view.view === 'board' ? boardRequest(view) : tableRequest(view);
  staffAnswers.prefetch<unknown>(key, () => load());
}
