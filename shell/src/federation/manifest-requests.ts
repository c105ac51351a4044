import { takeEarlyManifest } from '../startup/early-start/handover';
import { fetchWithinTimeLimit } from './load-time-limit';

/**
 * One request per remote manifest and registration, shared by the federation runtime (which loads
 * the remote's entry and modules from it) and the shell's page lookup (which reads the remote's
 * pages from it): a manifest is never cached by the browser, so asking twice would be a second
 * round trip. A manifest that index.html's start-up script already asked for is taken from there.
 * Registering a remote afresh forgets its request, so its next load asks the server again.
 */
const requests = new Map<string, Promise<Response>>();

function keyOf(url: string): string {
  return new URL(url, document.baseURI).href;
}

/** The manifest at `url`, with the shell's time limit; each caller gets its own copy to read. */
export function requestManifest(url: string): Promise<Response> {
  const key = keyOf(url);
  let request = requests.get(key);
  if (!request) {
    const early = takeEarlyManifest(key);
    // An early request that failed (it has the same time limit) is not made again: a remote
    // that hangs would be waited for twice.
    request = early
      ? early.then((found) => {
          if (!found) throw new Error(`${key} could not be fetched`);
          return found;
        })
      : fetchWithinTimeLimit(key);
    requests.set(key, request);
  }
  return request.then((response) => response.clone());
}

export function forgetManifest(url: string): void {
  requests.delete(keyOf(url));
}
