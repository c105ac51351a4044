import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyRemotes } from '../early-start/handover';
import { parseRemoteLocations, type RemoteLocations } from './remote-locations';
import { REMOTE_NAMES, type RemoteModuleId, type RemoteModules, type RemoteName } from './remote-modules';

let locations: RemoteLocations | null = null;

export async function fetchRemoteLocations(): Promise<RemoteLocations> {
  const early = await takeEarlyRemotes();
  if (early) return parseRemoteLocations(early);
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
