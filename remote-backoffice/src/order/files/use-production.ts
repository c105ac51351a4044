import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorBody } from '@teamwear/shared/api';
import type { ProductionStatus } from '@teamwear/shared/contracts';
import { fetchProduction } from '../api/order-api';
import { keepsPolling, PRODUCTION_POLL_MS } from '../production/production-progress';

export type ProductionLoad = { kind: 'loading' } | { kind: 'ready'; status: ProductionStatus } | { kind: 'failed'; status: number; error: ApiErrorBody };

/**
 * Where the making of the order's print files stands, asked again every ~2 s while they are queued or
 * being made (and not while the page is hidden), then no more. `key` changes when the order does
 * (approved, made again): the status is read afresh. `show` takes a retry's answer.
 */
export function useProduction(orderId: string, key: string): { load: ProductionLoad; show: (status: ProductionStatus) => void } {
  const [load, setLoad] = useState<ProductionLoad>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void fetchProduction(orderId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setLoad({ kind: 'failed', status: result.status, error: result.error });
        return;
      }
      const status = result.data.data;
      setLoad({ kind: 'ready', status });
      if (keepsPolling(status)) timer.current = window.setTimeout(function next() {
        if (document.visibilityState === 'visible') setRound((count) => count + 1);
        else timer.current = window.setTimeout(next, PRODUCTION_POLL_MS);
      }, PRODUCTION_POLL_MS);
    });
    return () => {
      controller.abort();
      window.clearTimeout(timer.current);
    };
  }, [orderId, key, round]);

  const show = useCallback((status: ProductionStatus) => {
    setLoad({ kind: 'ready', status });
    if (keepsPolling(status)) setRound((count) => count + 1);
  }, []);
  return { load, show };
}
