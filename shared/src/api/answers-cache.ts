/**
 * A remote's server answers by key (`players?page=1`), asked early: pointing at a page's link in a
 * menu starts its calls (the page module's `prefetchData`, through ../federation's prefetchPage),
 * and the page's first load takes the answer on its way instead of asking again. Each remote makes
 * its own (remote-account's server-data, remote-backoffice's staff answers). An answer is taken
 * once, and only while it is young: an older one may be stale, and a later load (a reload after an
 * edit) always asks the API. Pointing at the link again once an answer has come asks again (the
 * click itself points at it): an edit made since the first pointing is then in the answer the page
 * takes.
 */
export const PREFETCHED_ANSWER_KEPT_MS = 10_000;

interface Asked {
  askedAt: number;
  answer: Promise<unknown>;
  settled: boolean;
}

export interface AnswersCache {
  /** Starts `ask()` unless a young answer for `key` is still on its way. */
  prefetch<T>(key: string, ask: () => Promise<T>): void;
  /** The young answer prefetched for `key` (taken: it is not given twice), or `ask()` now. */
  take<T>(key: string, ask: () => Promise<T>): Promise<T>;
}

export function answersCache(now: () => number = Date.now): AnswersCache {
  const asked = new Map<string, Asked>();
  const young = (entry: Asked | undefined): entry is Asked => entry !== undefined && now() - entry.askedAt <= PREFETCHED_ANSWER_KEPT_MS;
  return {
    prefetch(key, ask) {
      const current = asked.get(key);
      if (young(current) && !current.settled) return;
      const entry: Asked = { askedAt: now(), answer: ask(), settled: false };
      const settle = () => {
        entry.settled = true;
      };
      entry.answer.then(settle, settle);
      asked.set(key, entry);
    },
    take<T>(key: string, ask: () => Promise<T>): Promise<T> {
      const entry = asked.get(key);
      asked.delete(key);
      return young(entry) ? (entry.answer as Promise<T>) : ask();
    },
  };
}
