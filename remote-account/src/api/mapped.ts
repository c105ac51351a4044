import type { ApiResult } from '@teamwear/shared/api';

/** A successful answer's part the page needs (most answers wrap it in `data`); a failure as it is. */
export function mapped<T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, status: result.status, data: pick(result.data) } : result;
}
