import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { shopFailureReporter } from '../../federation/failure-reports';
import { pinRemotes, requireIntegrity } from '../../federation/integrity-pins';
import { parseRemoteIntegrity } from '../../federation/remote-integrity';
import { contractCheckPlugin, type IncompatibleStudioError } from './contract-plugin';
import type { EmbeddedStudioModule } from '@teamwear/shared/federation';
import { withinTimeLimit } from './time-limit';

export type { EmbeddedStudioModule };

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
/** Each shop's reporter of failed designer releases (one report per release and page). */
const reporters = new Map<string, ReturnType<typeof shopFailureReporter>>();
/** The reporter for the shop at `origin`, made on its first failure and kept for the page's life:
 *  it remembers what it reported, so a release is reported once however often it fails. */
function reporterFor(origin: string): ReturnType<typeof shopFailureReporter> {
  let reporter = reporters.get(origin);
  if (!reporter) {
    reporter = shopFailureReporter(origin);
    reporters.set(origin, reporter);
  }
  return reporter;
}
/** The designer release refused in the current load, if one was (./contract-plugin.ts). */
let refusal: IncompatibleStudioError | null = null;

/**
 * The studio module from the designer remote, through this page's own federation runtime. `afresh`
 * (Try again) registers the remote anew, forgetting what failed.
 */
export async function loadEmbeddedStudio(shopOrigin: string, afresh: boolean): Promise<EmbeddedStudioModule> {
  const response = await withinTimeLimit(fetch(`${shopOrigin}/remotes.json`, { cache: 'no-store' }), `${shopOrigin}/remotes.json`);
  if (!response.ok) throw new Error(`${shopOrigin}/remotes.json answered ${response.status}`);
  const json: unknown = await response.json();
  const entry = designerEntryOf(json, shopOrigin);
  // The integrity it pins the designer's release with, checked by ./contract-plugin.ts.
  pinRemotes({ designer: entry }, { designer: parseRemoteIntegrity(json).designer }, shopOrigin);
  // Before the runtime first fetches the designer's manifest: a release built for a shell contract
  // this host does not keep is refused (./contract-plugin.ts).
  if (!registered) {
    // As the shell: a production build runs only a designer release the shop's remotes.json pins.
    requireIntegrity(process.env.NODE_ENV === 'production');
    registerPlugins([contractCheckPlugin((error) => (refusal = error))]);
  }
  if (!registered || afresh) registerRemotes([{ name: 'designer', entry }], { force: registered });
  registered = true;
  refusal = null;
  const loaded = await withinTimeLimit(loadRemote<EmbeddedStudioModule>('designer/EmbeddedStudio'), `the designer remote (${entry})`).catch(
    (error: unknown) => {
      // Told to the shop's API, as the shell tells its own (federation/failure-reports.ts): the
      // designer's team sees a release failing on partners' pages too.
      reporterFor(shopOrigin)('designer', entry, refusal?.kind ?? 'unavailable');
      throw refusal ?? error;
    },
  );
  if (!loaded?.default) throw new Error(`the designer remote at ${entry} has no EmbeddedStudio`);
  return loaded;
}
