import { provideRemoteModuleLoader } from '@teamwear/shared/federation';
import { prefetchRoutePage } from './prefetch-route';
import { remoteLoaderForRemotes } from './remote-loader-for-remotes';
import { fetchRemoteLocations, loadRemoteModule, registerRemoteLocations } from './remote-registry';

/** Registers where the remotes are and starts loading the page being opened. Without
 *  remotes.json every remote page shows its fallback; the shell still runs. */
export async function startRemotes(): Promise<void> {
  try {
    registerRemoteLocations(await fetchRemoteLocations());
    // A remote that embeds another remote's module loads it through the shell's runtime.
    provideRemoteModuleLoader(remoteLoaderForRemotes(loadRemoteModule));
    prefetchRoutePage(window.location.pathname);
  } catch (error) {
    console.error('[shell] remotes.json could not be read', error);
  }
}
