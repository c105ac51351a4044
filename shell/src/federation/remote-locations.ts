import { REMOTE_NAMES, type RemoteName } from './remote-modules';

/** /remotes.json: where each remote's manifest is, read at start so a remote can be
 *  redeployed (or moved) without rebuilding the shell. A remote it does not name (a deployment
 *  made before that remote existed, or one that runs without it) is not registered: its pages
 *  show their fallback, and every other remote works. */
export type RemoteLocations = Partial<Record<RemoteName, string>>;

export function parseRemoteLocations(json: unknown): RemoteLocations {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json has no "remotes" object');
  const result: RemoteLocations = {};
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry !== '') result[name] = entry;
  }
  return result;
}
