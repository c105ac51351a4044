import { createContext, useContext } from 'react';

/** Lets the fallback rendered in place of a remote page ask for that page to load again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
