import { useEffect, useRef } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { orderChangeRoutes } from '@teamwear/shared/api-routes';
import { watchOrdersVersion } from './orders-version-watch';

async function askOrdersVersion(): Promise<string | null> {
  const result = await callEndpoint(orderChangeRoutes.version);
  if (!result.ok) return null;
  const version = (result.data as { data?: { version?: unknown } } | null)?.data?.version;
  return typeof version === 'string' ? version : null;
}

/** Calls `onChange` whenever one of the customer's orders changed while the page is open (a
 *  status, a payment, a proof approved), so the page reads again what it shows. */
export function useOrdersChanged(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => watchOrdersVersion({ ask: askOrdersVersion, onChange: () => latest.current() }), []);
}
