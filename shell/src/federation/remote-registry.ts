import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyRemotes } from '../startup/early-start/handover';
import { fetchWithinTimeLimit } from './load-time-limit';
import { reportRemoteFailure } from './report-failure';
import { REMOTE_UNAVAILABLE } from './fallback-registry';
import { noteLatestReleases, noteReleaseLoaded } from './loaded-releases';
import { pinRemotes } from './integrity-pins';
import { parseRemoteIntegrity } from './remote-integrity';
import { parseRemoteLocations, type RemoteLocations } from './remote-locations';
import { forgetManifest } from './manifest-requests';
import { REMOTE_NAMES, remoteOf, type RemoteModuleId, type RemoteName } from './remote-modules';

/** Where each remote is registered; null until remotes.json has been read once. */
let locations: RemoteLocations | null = null;
/** How many times each remote was registered afresh (see remoteGeneration). */
const generations = new Map<RemoteName, number>();

/** Where remotes.json says each remote is; keeps the integrity it pins each one's release with. */
function locationsOf(json: unknown): RemoteLocations {
  const found = parseRemoteLocations(json);
  pinRemotes(found, parseRemoteIntegrity(json));
  return found;
}

async function readRemotesJson(cache: RequestCache): Promise<RemoteLocations> {
  const response = await fetchWithinTimeLimit('/remotes.json', { cache });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return locationsOf(await response.json());
}

/** remotes.json at start: what index.html's start-up script fetched, else fetched now. The
 *  server answers no-cache, so the default cache mode revalidates it (and may reuse a preload). */
export async function fetchRemoteLocations(): Promise<RemoteLocations> {
  const early = await takeEarlyRemotes();
  if (early) return locationsOf(early);
  return readRemotesJson('default');
}

/** remotes.json as the server says it now (a release may have been promoted since the page was
 *  opened), or null when it cannot be read. The page learns whether it runs an older release. */
export async function currentRemoteLocations(): Promise<RemoteLocations | null> {
  try {
    const latest = await readRemotesJson('no-store');
    noteLatestReleases(latest);
    return latest;
  } catch (error) {
    console.warn('[shell] remotes.json could not be read again', error);
    return null;
  }
}

export function registerRemoteLocations(found: RemoteLocations): void {
  locations = found;
  const unnamed = REMOTE_NAMES.filter((name) => !found[name]);
  if (unnamed.length > 0) console.warn(`[shell] remotes.json names no ${unnamed.join(', ')}: those pages show their fallback`);
  registerRemotes(REMOTE_NAMES.flatMap((name) => (found[name] ? [{ name, entry: found[name] }] : [])));
}

/** The manifest the remote is registered at, or null before remotes.json was read. */
export function registeredEntry(name: RemoteName): string | null {
  return locations?.[name] ?? null;
}

/**
 * Registers the remote again, at the manifest `latest` names (the one it had when remotes.json
 * could not be read), forgetting what was loaded from it or failed: its next load goes back to
 * the server. With nothing registered yet, registers every remote `latest` names.
 */
export function registerAfresh(name: RemoteName, latest: RemoteLocations | null): void {
  if (!locations) {
    if (!latest) return;
    registerRemoteLocations(latest);
  } else {
    const before = locations[name];
    if (before) forgetManifest(before);
    const entry = latest?.[name] ?? before;
    // Still named nowhere: nothing to register; its pages keep their fallback.
    if (!entry) return;
    forgetManifest(entry);
    locations = { ...locations, [name]: entry };
    registerRemotes([{ name, entry }], { force: true });
  }
  generations.set(name, remoteGeneration(name) + 1);
}

/** Reads remotes.json afresh and registers the remote again: the "try again" of a remote page. */
export async function reloadRemote(name: RemoteName): Promise<void> {
  registerAfresh(name, await currentRemoteLocations());
}

/** The remote's pages show their fallback: its release (as registered) is reported for its team.
 *  A remote remotes.json does not name has no release to report. */
export function reportRemoteUnavailable(name: RemoteName): void {
  const entry = locations?.[name];
  if (entry) reportRemoteFailure(name, entry, 'unavailable');
}

/** Changes each time the remote is registered afresh: a page of it mounted later loads its module
 *  again (from the new release, or retrying) rather than reusing what was loaded before. */
export function remoteGeneration(name: RemoteName): number {
  return generations.get(name) ?? 0;
}

/** A remote's module, typed by the caller (a remote's page: a default-exported component). */
export async function loadRemoteModule<Module = unknown>(id: RemoteModuleId): Promise<Module> {
  const loaded = await loadRemote<Module>(id);
  if (!loaded) throw new Error(`Remote module ${id} is empty`);
  // Not the fallback the plugin answers for a remote that could not be loaded: its code ran.
  const name = remoteOf(id);
  const entry = name ? locations?.[name] : undefined;
  if (name && entry && !(typeof loaded === 'object' && REMOTE_UNAVAILABLE in loaded)) noteReleaseLoaded(name, entry);
  return loaded;
}
