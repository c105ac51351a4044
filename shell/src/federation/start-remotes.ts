import { prefetchRoutePage } from './prefetch-route';
import { fetchRemoteLocations, registerRemoteLocations } from './remote-registry';

/** Registers where the remotes are and starts loading the page being opened. Without
 *  remotes.json every remote page shows its fallback; the shell still runs. */
export async function startRemotes(): Promise<void> {
  try {
    registerRemoteLocations(await fetchRemoteLocations());
    prefetchRoutePage(window.location.pathname);
  } catch (error) {
    console.error('[shell] remotes.json could not be read', error);
  }
}
