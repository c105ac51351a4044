import { useCallback, useEffect, useState } from 'react';
import type { PriceBreakdown, QuoteRequest } from '@teamwear/shared/contracts';
import { fetchQuote } from '../api/order-api';

/** The price of the form as it is now, from the API (the same computation as the order's). */
export type LiveQuote =
  /** Nothing to price yet. */
  | { kind: 'none' }
  /** A price for the form as it is now is on its way; `shown` is the last one, kept meanwhile. */
  | { kind: 'updating'; shown: PriceBreakdown | null }
  | { kind: 'ready'; prices: PriceBreakdown }
  | { kind: 'failed'; offline: boolean };

/** Typing a quantity or ticking a team sends one request when the customer pauses, not one per key. */
export const QUOTE_DELAY_MS = 400;

type Answer = { request: string; prices: PriceBreakdown } | { request: string; offline: boolean };

export function useLiveQuote(body: QuoteRequest | null): { quote: LiveQuote; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<PriceBreakdown | null>(null);
  // The body as text: equal forms are one request, whatever object holds them.
  const asked = body ? JSON.stringify(body) : null;
  const request = asked ? `${asked}#${attempt}` : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!request || !asked) return;
    const pieces = JSON.parse(asked) as QuoteRequest;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchQuote(pieces, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setAnswer({ request, prices: result.data });
          setShown(result.data);
        } else setAnswer({ request, offline: result.status === 0 });
      });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, asked]);

  let quote: LiveQuote;
  if (!request) quote = { kind: 'none' };
  else if (answer?.request !== request) quote = { kind: 'updating', shown };
  else quote = 'prices' in answer ? { kind: 'ready', prices: answer.prices } : { kind: 'failed', offline: answer.offline };
  return { quote, retry };
}
