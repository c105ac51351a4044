import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch, contractOfManifest, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { manifestResponseProblem } from '../../federation/contract-check';
import { explainPinnedFailure } from '../../federation/failure-reports';
import { pinnedScript } from '../../federation/integrity-failures';
import { entryIntegrity, manifestIntegrity, pinEntryOf } from '../../federation/integrity-pins';

/** Why the studio is not shown: the designer release the shop promoted needs another host, or
 *  its files are not the ones the shop's remotes.json pins. */
export class IncompatibleStudioError extends Error {
  override name = 'IncompatibleStudioError';
  /** What refused it, as the shell's failure reports say (federation/failure-reports.ts). */
  constructor(
    message: string,
    readonly kind: 'contract' | 'integrity',
  ) {
    super(message);
  }
}

/**
 * On a partner's page this script is the designer remote's host, as the shell is on the shop's
 * own site, and it keeps the same shell contract (shared/src/federation/contract.ts). The
 * federation runtime asks this plugin for the designer's manifest; one that asks for a contract
 * this host does not keep is refused before the runtime loads the remote's entry, so none of the
 * release's code runs and the partner's page shows the studio as unavailable, with the reason in
 * the error event, as for a designer that is down. The runtime reports a failed manifest with an
 * error of its own that does not carry ours, so the refusal is also handed to `refused`.
 *
 * As the shell does (federation/remote-loading-plugin.ts), it fetches the manifest with the
 * integrity the shop's remotes.json pins (./studio-remote.ts keeps it) and loads the entry with
 * the entry's: a copy of the release with code added is not run.
 */
export function contractCheckPlugin(refused: (error: IncompatibleStudioError) => void): ModuleFederationRuntimePlugin {
  const refuse = (message: string, kind: 'contract' | 'integrity' = 'integrity') => {
    const error = new IncompatibleStudioError(message, kind);
    refused(error);
    return error;
  };
  return {
    name: 'teamwear-embed-contract',
    async fetch(url, init) {
      const check = manifestIntegrity(url);
      if ('refusal' in check) throw refuse(`the designer remote at ${url} is not run: ${check.refusal}`);
      const { integrity } = check;
      let response: Response;
      try {
        response = await fetch(url, integrity ? { ...init, integrity } : init);
      } catch (error) {
        if (integrity && (await explainPinnedFailure(url, integrity, 'the designer remote’s manifest'))) {
          throw refuse(`the designer remote at ${url} is not run: its manifest does not match the integrity the shop’s remotes.json pins`);
        }
        throw error;
      }
      if (!response.ok) return response;
      const problem = await manifestResponseProblem(response, (manifest) => contractMismatch(SHELL_CONTRACT, contractOfManifest(manifest)));
      if (problem !== null) throw refuse(`the designer remote at ${url} cannot run on this page: ${problem}`, 'contract');
      if (integrity) pinEntryOf(url, await response.clone().json().catch(() => null));
      return response;
    },
    createScript({ url, remoteInfo, resourceContext }) {
      const entry = resourceContext ? resourceContext.resourceType === 'remoteEntry' : remoteInfo !== undefined;
      if (!entry) return undefined;
      const check = entryIntegrity(url);
      if ('refusal' in check) throw refuse(`the designer remote’s entry at ${url} is not run: ${check.refusal}`);
      if (!check.integrity) return undefined;
      return pinnedScript(url, check.integrity, () =>
        refuse(`the designer remote’s entry at ${url} is not run: it does not match the integrity the shop’s remotes.json pins`),
      );
    },
  };
}
