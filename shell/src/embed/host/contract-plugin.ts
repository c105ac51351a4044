import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch, contractOfManifest, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { manifestResponseProblem } from '../../federation/contract-check';

/** Why the studio is not shown: the designer release the shop promoted needs another host. */
export class IncompatibleStudioError extends Error {
  override name = 'IncompatibleStudioError';
}

/**
 * On a partner's page this script is the designer remote's host, as the shell is on the shop's
 * own site, and it keeps the same shell contract (shared/src/federation/contract.ts). The
 * federation runtime asks this plugin for the designer's manifest; one that asks for a contract
 * this host does not keep is refused before the runtime loads the remote's entry, so none of the
 * release's code runs and the partner's page shows the studio as unavailable, with the reason in
 * the error event, as for a designer that is down. The runtime reports a failed manifest with an
 * error of its own that does not carry ours, so the refusal is also handed to `refused`.
 */
export function contractCheckPlugin(refused: (error: IncompatibleStudioError) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-embed-contract',
    async fetch(url, init) {
      const response = await fetch(url, init);
      if (!response.ok) return response;
      const problem = await manifestResponseProblem(response, (manifest) => contractMismatch(SHELL_CONTRACT, contractOfManifest(manifest)));
      if (problem === null) return response;
      const error = new IncompatibleStudioError(`the designer remote at ${url} cannot run on this page: ${problem}`);
      refused(error);
      throw error;
    },
  };
}
