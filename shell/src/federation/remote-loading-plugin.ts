import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestProblem, manifestResponseProblem, refusal } from './contract-check';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-time-limit';
import { noteManifestOutcome } from './manifest-outcomes';
import { reportRemoteFailure } from './report-failure';
import { entryIntegrity, pinnedRemoteOf } from './integrity-pins';
import { pinnedScript } from './integrity-failures';
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
 *
 * So is a release whose files are not the ones remotes.json pins (./remote-integrity.ts): its
 * manifest is fetched with its integrity (./manifest-requests.ts) and its entry loaded with the
 * integrity that manifest's pin gives, so the browser runs neither when their bytes differ.
 */
/** A refused release (its manifest's or its entry's URL), reported for its team. */
function report(url: string, kind: 'contract' | 'integrity'): void {
  const found = pinnedRemoteOf(url);
  if (found) reportRemoteFailure(found.remote, found.manifest, kind);
}

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
            report(url, 'contract');
            throw refusal(url, problem);
          }
          return found;
        },
        (error: unknown) => {
          noteManifestOutcome(url, false);
          throw error;
        },
      );
    },
    createScript({ url, remoteInfo, resourceContext }) {
      const entry = resourceContext ? resourceContext.resourceType === 'remoteEntry' : remoteInfo !== undefined;
      if (!entry) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
      const check = entryIntegrity(url);
      if ('refusal' in check) {
        report(url, 'integrity');
        // Thrown inside the runtime's script loader: the load fails, the fallback shows.
        throw refusal(url, check.refusal);
      }
      if (!check.integrity) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
      return { script: pinnedScript(url, check.integrity, () => report(url, 'integrity')), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
