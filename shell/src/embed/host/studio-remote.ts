import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { withinTimeLimit } from './time-limit';

export type EmbeddedStudioModule = typeof import('@teamwear/remote-designer/exposes/EmbeddedStudio');

/**
 * Where the designer remote is, as the shop's /remotes.json says now (it is never cached: a
 * release promoted while the page is open is the one loaded by "Try again"). A relative entry is
 * the shop's (remotes served under the shop's own origin), not the partner page's.
 */
export function designerEntryOf(json: unknown, shopOrigin: string): string {
  const entry = (json as { remotes?: Record<string, unknown> } | null)?.remotes?.designer;
  if (typeof entry !== 'string' || entry === '') throw new Error('the shop’s remotes.json names no designer remote');
  return new URL(entry, `${shopOrigin}/`).href;
}

let registered = false;

/**
 * The studio module from the designer remote, through this page's own federation runtime. `afresh`
 * (Try again) registers the remote anew, forgetting what failed.
 */
export async function loadEmbeddedStudio(shopOrigin: string, afresh: boolean): Promise<EmbeddedStudioModule> {
  const response = await withinTimeLimit(fetch(`${shopOrigin}/remotes.json`, { cache: 'no-store' }), `${shopOrigin}/remotes.json`);
  if (!response.ok) throw new Error(`${shopOrigin}/remotes.json answered ${response.status}`);
  const entry = designerEntryOf(await response.json(), shopOrigin);
  if (!registered || afresh) registerRemotes([{ name: 'designer', entry }], { force: registered });
  registered = true;
  const loaded = await withinTimeLimit(loadRemote<EmbeddedStudioModule>('designer/EmbeddedStudio'), `the designer remote (${entry})`);
  if (!loaded?.default) throw new Error(`the designer remote at ${entry} has no EmbeddedStudio`);
  return loaded;
}
