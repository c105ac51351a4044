/**
 * How a remote loads a module another remote exposes (the account remote draws the designer's
 * thumbnails). The remotes are built without a federation runtime of their own: the shell's
 * runtime knows where each remote is (remotes.json) and turns one that cannot be reached into
 * its fallback. So the shell provides the loader here, @teamwear/shared being a singleton, and
 * a remote asks through it. Remotes are never required to be up: a module that cannot be had,
 * for whatever reason, is answered as null, and the caller draws something of its own instead.
 */

/** Answers the module, or null when its remote cannot provide it (down, unknown id). */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let provided: RemoteModuleLoader | null = null;

/** The shell calls this once its federation runtime knows the remotes. */
export function provideRemoteModuleLoader(loader: RemoteModuleLoader | null): void {
  provided = loader;
}

/**
 * A module exposed by a remote, as `'<remote>/<module>'` (e.g. `'designer/SavedDesignThumbnail'`),
 * or null when it cannot be loaded. Never rejects. `T` is the module's type: take it from the
 * remote's own source with a type-only import, as the shell does (shell/src/federation/remote-modules.ts).
 */
export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  if (!provided) return null;
  try {
    const loaded = await provided(id);
    return (loaded ?? null) as T | null;
  } catch {
    return null;
  }
}
