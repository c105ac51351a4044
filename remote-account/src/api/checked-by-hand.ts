import type { ApiResult } from '@teamwear/shared/api';

/** As callEndpoint's `check` answers a malformed answer. */
const MALFORMED_ANSWER = { code: 'BAD_RESPONSE', message: 'Something went wrong!' };

/**
 * A successful answer checked by a page's own test of its shape instead of the endpoint's schema
 * (`check: true` loads zod and the contracts for that one check): one the test
 * refuses is a failure, as `check` makes it, which the page shows; never a crash while drawing.
 * (My orders does the same in its own words: importing this from there too made webpack split a
 * chunk common to both pages: one more request on each first load.)
 */
export function checkedByHand<T>(result: ApiResult<unknown>, isAnswer: (answer: unknown) => answer is T): ApiResult<T> {
  if (!result.ok) return result;
  return isAnswer(result.data) ? { ok: true, status: result.status, data: result.data } : { ok: false, status: result.status, error: MALFORMED_ANSWER };
}
