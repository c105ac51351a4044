import { answersCache, PREFETCHED_ANSWER_KEPT_MS, type AnswersCache } from '@teamwear/shared/api';

/** An answer asked early, and what it answered once it is in. */
interface Asked {
  answer: Promise<unknown>;
  askedAt: number;
  settled?: { value: unknown };
}

export interface StaffAnswers extends AnswersCache {
  /**
   * The answer asked early for `key` when it is already in and young enough to be taken (its
   * promise, to take it with, and its value), else null. Reads only: the page's first render shows
   * it at once, without a skeleton, and its first load then takes that promise (take) as usual.
   */
  ready<T>(key: string): { answer: Promise<T>; value: T } | null;
}

/**
 * The back office's answers asked early (one cache per page load of the remote): pointing at a
 * menu link starts its page's first calls (the page module's `prefetchData`), and the page's first
 * load of that key (useStaffAnswer) takes the answer on its way instead of asking again; an answer
 * already in when the page is drawn is drawn at once (`ready`).
 */
export function staffAnswersCache(now: () => number = Date.now): StaffAnswers {
  const cache = answersCache(now);
  // The cache's own entry for each key, as it last asked: the cache asks (calls `ask`) only when
  // it replaces its entry, so the latest one here is the one its take would give.
  const latest = new Map<string, Asked>();
  return {
    prefetch<T>(key: string, ask: () => Promise<T>) {
      cache.prefetch<T>(key, () => {
        const answer = ask();
        const asked: Asked = { answer, askedAt: now() };
        answer.then(
          (value) => {
            asked.settled = { value };
          },
          () => undefined,
        );
        latest.set(key, asked);
        return answer;
      });
    },
    take(key, ask) {
      latest.delete(key);
      return cache.take(key, ask);
    },
    ready<T>(key: string) {
      const asked = latest.get(key);
      if (!asked?.settled || now() - asked.askedAt > PREFETCHED_ANSWER_KEPT_MS) return null;
      return { answer: asked.answer as Promise<T>, value: asked.settled.value as T };
    },
  };
}

export const staffAnswers = staffAnswersCache();
