import { useCallback, useEffect, useState } from 'react';
import type { Design, Player, SizeChart } from '@teamwear/shared/contracts';
import { fetchDesign, fetchRoster, fetchSizes } from '../api/order-api';

export type CheckoutData =
  | { kind: 'loading' }
  /** No design asked for, or one that does not exist or is not the customer's. */
  | { kind: 'noDesign' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; design: Design; roster: Player[]; chart: SizeChart };

type Settled = { request: string; data: Exclude<CheckoutData, { kind: 'loading' }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the order form needs: the design, the whole roster and the shop's sizes, read together. */
export function useCheckoutData(designId: string | null): { data: CheckoutData; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const wellFormed = designId !== null && UUID.test(designId);
  const request = `${designId ?? ''}#${attempt}`;
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!wellFormed || designId === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([fetchDesign(designId, signal), fetchRoster(signal), fetchSizes(signal)]).then(([design, roster, chart]) => {
      if (signal.aborted) return;
      let data: Settled['data'];
      // The API answers 404 alike for a design that does not exist and for another customer's.
      if (!design.ok && design.status === 404) data = { kind: 'noDesign' };
      else if (design.ok && roster.ok && chart.ok) data = { kind: 'ready', design: design.data, roster: roster.data, chart: chart.data };
      else data = { kind: 'failed', offline: [design, roster, chart].some((result) => !result.ok && result.status === 0) };
      setSettled({ request, data });
    });
    return () => controller.abort();
  }, [designId, wellFormed, request]);

  if (!wellFormed) return { data: { kind: 'noDesign' }, reload };
  return { data: settled?.request === request ? settled.data : { kind: 'loading' }, reload };
}
