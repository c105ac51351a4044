import type { ApiErrorBody, ApiResult } from '@teamwear/shared/api';
import { accountAnswers, type AnswersCache } from './answers-cache';

/** What a page shows of one server answer. */
export type ServerState<T> =
  | { kind: 'loading' }
  /** `refreshing`: what is shown is the previous answer (another key's, or before a reload) while the next one loads. */
  | { kind: 'ready'; data: T; refreshing: boolean }
  /** `data`: the last answer that came, which a page may keep on screen below the failure. */
  | { kind: 'failed'; error: ApiErrorBody; status: number; data: T | null };

/** How an answer is asked for: the key names it (equal keys, one request), `load` asks the API. */
export interface ServerRequest<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<ApiResult<T>>;
}

/**
 * One server answer a page shows, loaded for a key and loaded again when the key changes, on
 * `reload()` (after a failure or an edit) or quietly on `refresh()`; the first load of a key takes
 * the answer prefetched for it (./answers-cache). Only the newest request's answer is shown: an
 * older one is aborted and its answer dropped. Framework-free, so that it is tested alone; pages
 * use it through useServerData.
 */
export interface ServerLoad<T> {
  /** Shows the answer for this request: loads it unless it is the one already shown or loading. */
  show(request: ServerRequest<T> | null): void;
  /** Asks again, not from the cache. */
  reload(): void;
  /** Asks again while the answer stays shown; the new answer replaces it, a failure is ignored, and
   *  so is an answer overtaken by a later load, answer given or refresh. */
  refresh(): void;
  /** An answer the page already has (an action answered the changed order). */
  replace(data: T): void;
  state(): ServerState<T>;
  subscribe(listener: () => void): () => void;
  /** Aborts what is under way (the page is gone). */
  stop(): void;
}

export function serverLoad<T>(cache: AnswersCache = accountAnswers): ServerLoad<T> {
  let request: ServerRequest<T> | null = null;
  let current: ServerState<T> = { kind: 'loading' };
  let shown: T | null = null;
  let controller: AbortController | null = null;
  /** Keys loaded since the page opened: only a key's first load takes a prefetched answer. */
  const loaded = new Set<string>();
  /** Counts what changes the answer shown (a load, an answer given, a refresh asked): a refresh's
   *  answer is shown only if nothing came after it was asked. Asked before an edit and answered
   *  after it, it would put back what the edit changed (a removed entry back for a poll's 5 s). */
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: ServerState<T>) => {
    current = next;
    for (const listener of listeners) listener();
  };

  const start = (fromCache: boolean) => {
    if (!request) return;
    generation += 1;
    controller?.abort();
    const ownController = new AbortController();
    controller = ownController;
    const { key, load } = request;
    const ask = () => load(ownController.signal);
    const answer = fromCache && !loaded.has(key) ? cache.take(key, ask) : ask();
    loaded.add(key);
    set(shown === null ? { kind: 'loading' } : { kind: 'ready', data: shown, refreshing: true });
    void answer.then((result) => {
      if (ownController.signal.aborted || controller !== ownController) return;
      controller = null;
      if (result.ok) {
        shown = result.data;
        set({ kind: 'ready', data: result.data, refreshing: false });
      } else set({ kind: 'failed', error: result.error, status: result.status, data: shown });
    });
  };

  return {
    show(next) {
      if (next?.key === request?.key && next !== null) {
        request = next; // the same answer: a newer `load` (new closure) is kept for the next reload
        return;
      }
      request = next;
      if (next === null) {
        controller?.abort();
        controller = null;
        return;
      }
      start(true);
    },
    reload: () => start(false),
    refresh() {
      if (!request || controller) return;
      const key = request.key;
      const asked = ++generation;
      void request.load(new AbortController().signal).then((result) => {
        if (result.ok && request?.key === key && !controller && generation === asked) {
          shown = result.data;
          set({ kind: 'ready', data: result.data, refreshing: false });
        }
      });
    },
    replace(data) {
      generation += 1;
      shown = data;
      set({ kind: 'ready', data, refreshing: false });
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      controller?.abort();
      controller = null;
      request = null; // shown again (React's strict mode mounts twice), it loads again
    },
  };
}
