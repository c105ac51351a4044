import { REMOTE_NAMES, type RemoteName } from './remote-modules';

/** /remotes.json: where each remote's manifest is, read at start so a remote can be
 *  redeployed (or moved) without rebuilding the shell. */
export type RemoteLocations = Record<RemoteName, string>;

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
