import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRemoteFallback, REMOTE_UNAVAILABLE } from './fallback-registry';

/**
 * A remote that cannot be loaded (its server is down, its manifest or a chunk fails) would
 * otherwise make loadRemote reject and take the route down. This plugin answers with a
 * module whose default export is the shell's "unavailable, try again" component instead.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] remote module ${id} could not be loaded`, error);
      return { __esModule: true, default: getRemoteFallback(), [REMOTE_UNAVAILABLE]: true };
    },
  };
}
