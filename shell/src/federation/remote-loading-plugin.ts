import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early-start/handover';
import { fetchWithinTimeLimit, REMOTE_LOAD_TIMEOUT_MS } from './load-time-limit';
import { noteManifestOutcome } from './manifest-outcomes';

/**
 * How the federation runtime gets a remote's manifest and entry script. A manifest that
 * index.html's start-up script has already asked for is taken from there (manifests are never
 * cached: a round trip); any other is fetched with a time limit, as the entry script is loaded
 * with one, so that a remote that never answers shows its fallback in seconds. Whether the
 * manifest came is noted for the fallback plugin.
 */
export default function remoteLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-remote-loading',
    fetch(url) {
      const early = takeEarlyManifest(url);
      // An early request that failed (it has the same time limit) is not made again: a remote
      // that hangs would be waited for twice.
      const response = early
        ? early.then((found) => {
            if (!found) throw new Error(`${url} could not be fetched`);
            return found;
          })
        : fetchWithinTimeLimit(url);
      return response.then(
        (found) => {
          noteManifestOutcome(url, found.ok);
          return found;
        },
        (error: unknown) => {
          noteManifestOutcome(url, false);
          throw error;
        },
      );
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
