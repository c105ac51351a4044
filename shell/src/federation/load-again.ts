import { REMOTE_UNAVAILABLE } from './fallback-registry';
import { manifestWasUnreachable } from './manifest-outcomes';
import { remoteOf } from './remote-modules';
import { currentRemoteLocations, registerAfresh, registeredEntry } from './remote-registry';

/**
 * Whether loading a remote again, after a failed load, may work:
 * - remotes.json now names another manifest for it than the one that failed (a release was
 *   promoted while the page was open, and the old release's chunks may be gone), or names one
 *   at all where none was known (remotes.json could not be read at start);
 * - the same manifest, which came the last time, while a chunk or the entry did not (the remote
 *   was redeployed in place).
 * Not when its manifest did not come: the remote's server is down or hangs, and asking again at
 * once would only make the visitor wait twice for the fallback.
 */
export function loadingAgainMayWork({ before, now, manifestCame }: { before: string | null; now: string | null; manifestCame: boolean }): boolean {
  if (now !== null && now !== before) return true;
  return before !== null && manifestCame;
}

/** Module ids being loaded again: their second failure shows the fallback. */
const loadingAgain = new Set<string>();

/**
 * After a failed load of a remote module: reads remotes.json afresh and, when loading again may
 * work, registers the remote afresh and loads the module once more. Answers the module, or null
 * when the remote stays unavailable.
 */
export async function loadAgainAfterFailure(id: string, load: (id: string) => Promise<unknown>): Promise<unknown> {
  const name = remoteOf(id);
  if (!name || loadingAgain.has(id)) return null;
  loadingAgain.add(id);
  try {
    const before = registeredEntry(name);
    const latest = await currentRemoteLocations();
    if (!loadingAgainMayWork({ before, now: latest?.[name] ?? null, manifestCame: before !== null && !manifestWasUnreachable(before) })) return null;
    registerAfresh(name, latest);
    const loaded = await load(id);
    const unavailable = typeof loaded !== 'object' || loaded === null || REMOTE_UNAVAILABLE in loaded;
    return unavailable ? null : loaded;
  } finally {
    loadingAgain.delete(id);
  }
}
