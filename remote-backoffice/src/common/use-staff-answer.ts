import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorBody, ApiResult } from '@teamwear/shared/api';
import { staffAnswers } from './staff-answers';

export type StaffAnswer<T> =
  | { kind: 'loading' }
  /** `refreshing`: the answer shown is the previous one while the next loads (no skeleton flash). */
  | { kind: 'ready'; data: T; refreshing: boolean }
  /** `status` 0: the network failed (offline); 404: there is no such thing. */
  | { kind: 'failed'; status: number; error: ApiErrorBody };

/**
 * A page's answer from the API for `key` (a new key loads again; the last answer stays shown while it
 * loads), with reload() and replace() (a save's answer shown at once). `load` is called with a signal
 * that aborts when the key changes or the page goes, so a slow answer never overwrites a newer one.
 * A key's first load takes the answer asked early for it (./staff-answers: its menu link pointed
 * at), drawn on the first render when it is already in (no skeleton for an answer the page has);
 * a reload always asks the API.
 */
export function useStaffAnswer<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): StaffAnswer<T> & { reload: () => void; replace: (data: T) => void } {
  const [round, setRound] = useState(0);
  const ask = `${round}:${key}`;
  // `load` is a new closure each render; what it loads is said by the key, so the latest is called.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  // An answer asked early that is already in: shown at once, and taken by the first load below.
  const [early] = useState(() => staffAnswers.ready<ApiResult<T>>(key));
  const [held, setHeld] = useState<{ ask: string; result: ApiResult<T> } | null>(() => (early ? { ask, result: early.value } : null));
  /** Keys loaded since the page opened: only a key's first load takes an answer asked early. */
  const loadedKeys = useRef(new Set<string>());

  useEffect(() => {
    const controller = new AbortController();
    const askNow = () => latestLoad.current(controller.signal);
    const first = !loadedKeys.current.has(key);
    loadedKeys.current.add(key);
    const answer = first ? staffAnswers.take(key, askNow) : askNow();
    // The answer drawn on the first render: taken, nothing more to show.
    if (answer === early?.answer) return () => controller.abort();
    void answer.then((result) => {
      if (!controller.signal.aborted) setHeld({ ask, result });
    });
    return () => controller.abort();
  }, [ask, key, early]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  const replace = useCallback((data: T) => setHeld({ ask, result: { ok: true, status: 200, data } }), [ask]);

  let state: StaffAnswer<T>;
  if (!held) state = { kind: 'loading' };
  else if (held.ask === ask) state = held.result.ok ? { kind: 'ready', data: held.result.data, refreshing: false } : { kind: 'failed', status: held.result.status, error: held.result.error };
  else state = held.result.ok ? { kind: 'ready', data: held.result.data, refreshing: true } : { kind: 'loading' };
  return { ...state, reload, replace };
}
