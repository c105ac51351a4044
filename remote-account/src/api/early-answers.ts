/**
 * Answers asked for before their page is drawn: pointing at a page's link in the /me menu starts
 * downloading the page's code, and with it the calls the page opens with (its module's
 * `prefetchData`). The page's first call then takes the answer already on its way instead of
 * asking again. An answer is taken once, and only while it is young: an older one may be stale,
 * and a later call (a reload after an edit) always asks the API. Pointing at the link again once
 * an answer has come asks again (the click itself points at it): an edit made since the first
 * pointing is then in the answer the page takes.
 */
export const EARLY_ANSWER_KEPT_MS = 10_000;

interface EarlyAnswer {
  askedAt: number;
  answer: Promise<unknown>;
  settled: boolean;
}

export interface EarlyAnswers {
  /** Starts `ask()` unless a young answer for `key` is still on its way. */
  askEarly<T>(key: string, ask: () => Promise<T>): void;
  /** The young answer asked early for `key` (taken: it is not given twice), or `ask()` now. */
  answerOf<T>(key: string, ask: () => Promise<T>): Promise<T>;
}

export function earlyAnswers(now: () => number = Date.now): EarlyAnswers {
  const asked = new Map<string, EarlyAnswer>();
  const young = (entry: EarlyAnswer | undefined): entry is EarlyAnswer => entry !== undefined && now() - entry.askedAt <= EARLY_ANSWER_KEPT_MS;
  return {
    askEarly(key, ask) {
      const current = asked.get(key);
      if (young(current) && !current.settled) return;
      const entry: EarlyAnswer = { askedAt: now(), answer: ask(), settled: false };
      const settle = () => {
        entry.settled = true;
      };
      entry.answer.then(settle, settle);
      asked.set(key, entry);
    },
    answerOf<T>(key: string, ask: () => Promise<T>): Promise<T> {
      const entry = asked.get(key);
      asked.delete(key);
      return young(entry) ? (entry.answer as Promise<T>) : ask();
    },
  };
}

/** The account pages' answers asked early (one set per page load of the remote). */
export const accountEarlyAnswers = earlyAnswers();

/** A page's call: the answer asked early for `key` on the page's first try (`attempt` 0), else
 *  `ask()` now (a retry or a reload after an edit must not take an answer from before it). */
export function firstAnswerOf<T>(attempt: number, key: string, ask: () => Promise<T>, answers: EarlyAnswers = accountEarlyAnswers): Promise<T> {
  return attempt === 0 ? answers.answerOf(key, ask) : ask();
}
