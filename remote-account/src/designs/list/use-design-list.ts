import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { DesignListResponse } from '@teamwear/shared/contracts';
import { accountEarlyAnswers, firstAnswerOf } from '../../api/early-answers';
import { listRequestQuery, readListQuery, type DesignListQuery } from './list-query';

const designsPage = (search: string) => `designs?${search}`;
const askForDesigns = (search: string, signal?: AbortSignal) => callEndpoint(designRoutes.list, { query: new URLSearchParams(search), signal });

/** Asks for the page of My designs the address shows before the page is drawn (its link in the
 *  menu is pointed at). */
export function askForDesignsEarly(addressSearch: string): void {
  const search = listRequestQuery(readListQuery(new URLSearchParams(addressSearch))).toString();
  accountEarlyAnswers.askEarly(designsPage(search), () => askForDesigns(search));
}

export type DesignListState =
  | { kind: 'loading' }
  /** `refreshing`: the list shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; list: DesignListResponse; refreshing: boolean }
  | { kind: 'failed'; message: string };

type Loaded = { key: string; list: DesignListResponse } | { key: string; message: string };

/** One page of the customer's designs for a query, loaded again when the query changes or on
 *  `reload()` (the first time, the answer asked early when there is one). */
export function useDesignList(query: DesignListQuery): { state: DesignListState; reload: () => void } {
  const search = listRequestQuery(query).toString();
  const [attempt, setAttempt] = useState(0);
  const key = `${search}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [shown, setShown] = useState<DesignListResponse | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const ask = () => askForDesigns(search, controller.signal);
    void firstAnswerOf(attempt, designsPage(search), ask).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && Array.isArray(result.data?.data)) {
        setLoaded({ key, list: result.data });
        setShown(result.data);
      } else setLoaded({ key, message: result.ok ? '' : result.error.message });
    });
    return () => controller.abort();
  }, [search, key, attempt]);

  let state: DesignListState;
  if (loaded?.key === key) state = 'list' in loaded ? { kind: 'ready', list: loaded.list, refreshing: false } : { kind: 'failed', message: loaded.message };
  else state = shown ? { kind: 'ready', list: shown, refreshing: true } : { kind: 'loading' };
  return { state, reload };
}
