import type { RemoteModuleLoader } from '@teamwear/shared/federation';
import { REMOTE_UNAVAILABLE } from './fallback-registry';
import { isRemoteModuleId, type RemoteModuleId } from './remote-modules';

/**
 * The loader the remotes get through @teamwear/shared/federation. A page of the shell's shows
 * the fallback plugin's "not available" panel for a remote that cannot be reached; a remote
 * that embeds another's module (a thumbnail in a card) draws its own small stand-in instead,
 * so it is answered null rather than that panel. Ids of no remote the shell knows are null too.
 */
export function remoteLoaderForRemotes(load: (id: RemoteModuleId) => Promise<unknown>): RemoteModuleLoader {
  return async (id) => {
    if (!isRemoteModuleId(id)) return null;
    const loaded = await load(id);
    const unavailable = typeof loaded === 'object' && loaded !== null && REMOTE_UNAVAILABLE in loaded;
    return unavailable ? null : loaded;
  };
}
