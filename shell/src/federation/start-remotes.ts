import { contractMismatch, contractOfManifest, provideRemoteModuleLoader, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { setManifestCheck } from './contract-check';
import { prefetchRoutePage } from './prefetch-route';
import { remoteLoaderForRemotes } from './remote-loader-for-remotes';
import { watchReleases } from './release-watch';
import { currentRemoteLocations, fetchRemoteLocations, loadRemoteModule, registerRemoteLocations } from './remote-registry';

/** Registers where the remotes are and starts loading the page being opened. Without
 *  remotes.json every remote page shows its fallback (and reads remotes.json again when it is
 *  loaded again); the shell still runs. */
export async function startRemotes(): Promise<void> {
  // A remote that embeds another remote's module loads it through the shell's runtime.
  provideRemoteModuleLoader(remoteLoaderForRemotes(loadRemoteModule));
  // Before any remote is registered: a remote built for another shell contract is not run.
  setManifestCheck((manifest) => contractMismatch(SHELL_CONTRACT, contractOfManifest(manifest)));
  try {
    registerRemoteLocations(await fetchRemoteLocations());
    prefetchRoutePage(window.location.pathname, window.location.search);
    // A tab left open learns when a release it runs is no longer the one promoted.
    watchReleases(currentRemoteLocations);
  } catch (error) {
    console.error('[shell] remotes.json could not be read', error);
  }
}
