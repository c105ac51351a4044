import { answersCache } from '@teamwear/shared/api';

/**
 * The back office's answers asked early (one cache per page load of the remote): pointing at a
 * menu link starts its page's first calls (the page module's `prefetchData`), and the page's first
 * load of that key (useStaffAnswer) takes the answer on its way instead of asking again.
 */
export const staffAnswers = answersCache();
