import { apiRequest, type ApiResult, type RequestOptions } from '@teamwear/shared/api';

const UNEXPECTED = { code: 'BAD_RESPONSE', message: 'Something went wrong!' };

/** A contract's schema, as far as checking an answer goes (zod's safeParse). */
export interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** An API call whose answer is checked against its contract: a malformed answer is a failure
 *  the page can show, not a crash somewhere later. */
export async function checkedRequest<T>(schema: Contract<T>, path: string, options?: RequestOptions): Promise<ApiResult<T>> {
  const result = await apiRequest<unknown>(path, options);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ok: true, status: result.status, data: parsed.data } : { ok: false, status: result.status, error: UNEXPECTED };
}

export function mapped<T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, status: result.status, data: pick(result.data) } : result;
}
