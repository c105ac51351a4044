import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteModuleId, type RemoteModules, type RemoteName } from './remote-modules';

/** /remotes.json: where each remote's manifest is, read at start so a remote can be
 *  redeployed (or moved) without rebuilding the shell. */
export type RemoteLocations = Record<RemoteName, string>;

let locations: RemoteLocations | null = null;

export function parseRemoteLocations(json: unknown): RemoteLocations {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json has no "remotes" object');
  const result = {} as RemoteLocations;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || entry === '') throw new Error(`remotes.json has no entry for "${name}"`);
    result[name] = entry;
  }
  return result;
}

export async function fetchRemoteLocations(): Promise<RemoteLocations> {
  // The server answers no-cache, so this is revalidated each start; the default cache mode
  // lets the fetch reuse the preload of index.html.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemoteLocations(await response.json());
}

export function registerRemoteLocations(found: RemoteLocations): void {
  locations = found;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: found[name] })));
}

/** Forget what was loaded (or failed to load) from a remote, so the next load goes back to
 *  its server: the retry of the "unavailable" fallback. */
export function resetRemote(name: RemoteName): void {
  if (!locations) return;
  registerRemotes([{ name, entry: locations[name] }], { force: true });
}

export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const loaded = await loadRemote<RemoteModules[Id]>(id);
  if (!loaded) throw new Error(`Remote module ${id} is empty`);
  return loaded;
}
