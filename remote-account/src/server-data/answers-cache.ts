import { answersCache } from '@teamwear/shared/api';

export { PREFETCHED_ANSWER_KEPT_MS, answersCache, type AnswersCache } from '@teamwear/shared/api';

/** The account pages' answers (one cache per page load of the remote; @teamwear/shared/api's
 *  answersCache says how an answer asked early is taken). */
export const accountAnswers = answersCache();
