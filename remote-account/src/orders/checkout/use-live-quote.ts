import type { ApiResult } from '@teamwear/shared/api';
import type { QuoteRequest } from '@teamwear/shared/contracts';
import { useServerData } from '../../server-data/use-server-data';
import { fetchQuote, type Quote } from '../api/order-api';

/** The price of the form as it is now, from the API (the same computation as the order's). */
export type LiveQuote =
  /** Nothing to price yet. */
  | { kind: 'none' }
  /** A price for the form as it is now is on its way; `shown` is the last one, kept meanwhile. */
  | { kind: 'updating'; shown: Quote | null }
  | { kind: 'ready'; quote: Quote }
  | { kind: 'failed'; offline: boolean };

/** Typing a quantity or ticking a team sends one request when the customer pauses, not one per key. */
export const QUOTE_DELAY_MS = 400;

const ABORTED: ApiResult<never> = { ok: false, status: 0, error: { code: 'ABORTED', message: 'Aborted' } };

/** The quote of `pieces` once the customer has paused: a change meanwhile aborts the wait and the call. */
function quoteAfterPause(pieces: QuoteRequest, signal: AbortSignal): Promise<ApiResult<Quote>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fetchQuote(pieces, signal)), QUOTE_DELAY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(ABORTED);
    });
  });
}

export function useLiveQuote(body: QuoteRequest | null): { quote: LiveQuote; retry: () => void } {
  // The body as text: equal forms are one request, whatever object holds them.
  const asked = body ? JSON.stringify(body) : null;
  const answer = useServerData(asked ? { key: `quote ${asked}`, load: (signal) => quoteAfterPause(JSON.parse(asked) as QuoteRequest, signal) } : null);
  let quote: LiveQuote;
  if (!asked) quote = { kind: 'none' };
  else if (answer.kind === 'loading') quote = { kind: 'updating', shown: null };
  else if (answer.kind === 'failed') quote = { kind: 'failed', offline: answer.status === 0 };
  else quote = answer.refreshing ? { kind: 'updating', shown: answer.data } : { kind: 'ready', quote: answer.data };
  return { quote, retry: answer.reload };
}
