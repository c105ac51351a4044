import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { designEndpoints, type DesignListResponse } from '@teamwear/shared/contracts';
import { listRequestQuery, type DesignListQuery } from './list-query';

export type DesignListState =
  | { kind: 'loading' }
  /** `refreshing`: the list shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; list: DesignListResponse; refreshing: boolean }
  | { kind: 'failed'; message: string };

type Loaded = { key: string; list: DesignListResponse } | { key: string; message: string };

/** One page of the customer's designs for a query, loaded again when the query changes or on `reload()`. */
export function useDesignList(query: DesignListQuery): { state: DesignListState; reload: () => void } {
  const search = listRequestQuery(query).toString();
  const [attempt, setAttempt] = useState(0);
  const key = `${search}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [shown, setShown] = useState<DesignListResponse | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    void callEndpoint(designEndpoints.list, { query: new URLSearchParams(search), signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && Array.isArray(result.data?.data)) {
        setLoaded({ key, list: result.data });
        setShown(result.data);
      } else setLoaded({ key, message: result.ok ? '' : result.error.message });
    });
    return () => controller.abort();
  }, [search, key]);

  let state: DesignListState;
  if (loaded?.key === key) state = 'list' in loaded ? { kind: 'ready', list: loaded.list, refreshing: false } : { kind: 'failed', message: loaded.message };
  else state = shown ? { kind: 'ready', list: shown, refreshing: true } : { kind: 'loading' };
  return { state, reload };
}
