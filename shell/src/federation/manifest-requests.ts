import { takeEarlyManifest } from '../startup/early-start/handover';
import { explainAndReport, reportRemoteFailure } from './report-failure';
import { manifestIntegrity, pinEntryOf, pinnedRemoteOf } from './integrity-pins';
import { fetchWithinTimeLimit } from './load-time-limit';
import { refusal } from './contract-check';

/**
 * One request per remote manifest and registration, shared by the federation runtime (which loads
 * the remote's entry and modules from it) and the shell's page lookup (which reads the remote's
 * pages from it): a manifest is never cached by the browser, so asking twice would be a second
 * round trip. A manifest that index.html's start-up script already asked for is taken from there.
 * Registering a remote afresh forgets its request, so its next load asks the server again.
 *
 * A manifest remotes.json pins is fetched with its integrity (the start-up script's too): one whose
 * bytes differ is refused by the browser, and neither its pages nor its entry are used. The entry
 * it names is pinned for the remote-loading plugin.
 */
const requests = new Map<string, Promise<Response>>();

function keyOf(url: string): string {
  return new URL(url, document.baseURI).href;
}

/** A release refused for its integrity, reported for its team (./failure-reports.ts). */
function reportRefused(url: string): void {
  const found = pinnedRemoteOf(url);
  if (found) reportRemoteFailure(found.remote, found.manifest, 'integrity');
}

function fetchManifest(key: string): Promise<Response> {
  const check = manifestIntegrity(key);
  if ('refusal' in check) {
    reportRefused(key);
    return Promise.reject(refusal(key, check.refusal));
  }
  const { integrity } = check;
  const early = takeEarlyManifest(key);
  // An early request that failed (it has the same time limit) is not made again: a remote
  // that hangs would be waited for twice.
  const request = early
    ? early.then((found) => {
        if (!found) throw new Error(`${key} could not be fetched`);
        return found;
      })
    : fetchWithinTimeLimit(key, integrity ? { integrity } : {});
  return request.then(
    async (response) => {
      if (integrity && response.ok) pinEntryOf(key, await response.clone().json().catch(() => null));
      return response;
    },
    (error: unknown) => {
      if (integrity) explainAndReport(key, integrity, 'remote manifest', () => reportRefused(key));
      throw error;
    },
  );
}

/** The manifest at `url`, with the shell's time limit; each caller gets its own copy to read. */
export function requestManifest(url: string): Promise<Response> {
  const key = keyOf(url);
  let request = requests.get(key);
  if (!request) {
    request = fetchManifest(key);
    requests.set(key, request);
  }
  return request.then((response) => response.clone());
}

export function forgetManifest(url: string): void {
  requests.delete(keyOf(url));
}
