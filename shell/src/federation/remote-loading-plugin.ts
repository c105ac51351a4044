import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, manifestProblem, manifestResponseProblem } from './contract-check';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-time-limit';
import { noteManifestOutcome } from './manifest-outcomes';
import { requestManifest } from './manifest-requests';

/**
 * How the federation runtime gets a remote's manifest and entry script. The manifest is the one
 * request the shell's page lookup shares (./manifest-requests.ts: taken from index.html's
 * start-up script when it asked already), with a time limit, as the entry script is loaded with
 * one, so that a remote that never answers shows its fallback in seconds. Whether the manifest
 * came is noted for the fallback plugin.
 *
 * A manifest whose remote was built for a shell contract this shell does not keep is refused
 * here, before the runtime loads the remote's entry: none of the remote's code runs, and the
 * page shows the remote's fallback, as for a remote that is down.
 */
export default function remoteLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-remote-loading',
    fetch(url) {
      return requestManifest(url).then(
        async (found) => {
          const problem = found.ok ? await manifestResponseProblem(found, manifestProblem) : null;
          // A refused manifest counts as one that did not come: loading the same one again at
          // once would be refused again (a newer release in remotes.json is still loaded again).
          noteManifestOutcome(url, found.ok && problem === null);
          if (problem !== null) {
            console.error(`[shell] remote at ${url} not run: ${problem}`);
            throw new IncompatibleRemoteError(problem);
          }
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
