// Why a string cannot be stored, without zod: ./untrusted-input checks every value a client sends
// with it, and ./mini checks the answers the account's first-loaded pages read with it.
import { NUL_MESSAGE, UNICODE_MESSAGE } from './text-messages';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  const wellFormed = (value as string & { isWellFormed?: () => boolean }).isWellFormed;
  if (wellFormed ? !wellFormed.call(value) : LONE_SURROGATE.test(value)) return UNICODE_MESSAGE;
  return null;
}
