import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early-start/handover';

/** Gives the federation runtime the remote manifest that index.html's start-up script has
 *  already asked for, instead of asking again (manifests are never cached: a round trip). */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teamwear-early-manifest',
    fetch(url) {
      const early = takeEarlyManifest(url);
      // That request failed: ask again, so that the failure takes the runtime's usual path.
      return early ? early.then((response) => response ?? fetch(url, {})) : undefined;
    },
  };
}
