import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRemoteFallback, REMOTE_UNAVAILABLE } from './fallback-registry';
import { loadAgainAfterFailure } from './load-again';
import { remoteOf } from './remote-modules';
import { reportRemoteUnavailable } from './remote-registry';

/**
 * A remote that cannot be loaded (its server is down or hangs, its manifest or a chunk fails)
 * would otherwise make loadRemote reject and take the route down. This plugin first loads it
 * again where that may work (a release promoted while the page was open: see load-again.ts),
 * without a click; failing that, it answers with a module whose default export is the shell's
 * "unavailable, try again" component.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const loaded = await loadAgainAfterFailure(id, (again) => origin.loadRemote(again));
      if (loaded) return loaded;
      console.warn(`[federation] remote module ${id} could not be loaded`, error);
      const remote = remoteOf(id);
      if (remote) reportRemoteUnavailable(remote);
      return { __esModule: true, default: getRemoteFallback(), [REMOTE_UNAVAILABLE]: true };
    },
  };
}
