/**
 * How long the shell waits for a remote's manifest or entry script, and for remotes.json. A
 * server that accepts connections and never answers would otherwise keep a spinner up for as
 * long as the browser waits (minutes); after this the page shows the remote's fallback.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** fetch, given up (rejected with a TimeoutError) after REMOTE_LOAD_TIMEOUT_MS. */
export function fetchWithinTimeLimit(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
}
