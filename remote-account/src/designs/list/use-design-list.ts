import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { DesignListResponse } from '@teamwear/shared/contracts';
import { accountAnswers } from '../../server-data/answers-cache';
import { useServerData } from '../../server-data/use-server-data';
import { listRequestQuery, readListQuery, type DesignListQuery } from './list-query';

const designsPage = (search: string) => `designs?${search}`;
const askForDesigns = (search: string, signal?: AbortSignal) => callEndpoint(designRoutes.list, { query: new URLSearchParams(search), signal });

/** Asks for the page of My designs the address shows before the page is drawn (its link in the
 *  menu is pointed at). */
export function askForDesignsEarly(addressSearch: string): void {
  const search = listRequestQuery(readListQuery(new URLSearchParams(addressSearch))).toString();
  accountAnswers.prefetch(designsPage(search), () => askForDesigns(search));
}

export type DesignListState =
  | { kind: 'loading' }
  /** `refreshing`: the list shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; list: DesignListResponse; refreshing: boolean }
  | { kind: 'failed'; message: string };

/** One page of the customer's designs for a query, loaded again when the query changes or on
 *  `reload()` (the first time, the answer asked early when there is one). */
export function useDesignList(query: DesignListQuery): { state: DesignListState; reload: () => void } {
  const search = listRequestQuery(query).toString();
  const answer = useServerData({ key: designsPage(search), load: (signal) => askForDesigns(search, signal) });
  let state: DesignListState;
  if (answer.kind === 'failed') state = { kind: 'failed', message: answer.error.message };
  // An answer without its list is a failure too (the list's answer is not checked by its schema).
  else if (answer.kind === 'ready' && !Array.isArray(answer.data?.data)) state = { kind: 'failed', message: '' };
  else state = answer.kind === 'ready' ? { kind: 'ready', list: answer.data, refreshing: answer.refreshing } : answer;
  return { state, reload: answer.reload };
}
