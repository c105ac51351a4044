/**
 * Where a remote's files are, read from its mf-manifest.json as @module-federation/sdk reads it.
 * Imports nothing: the remote-loading plugin (./integrity-pins.ts) runs before shared modules can
 * be used, and index.html's start-up script (../startup/early-start) is on a byte budget.
 */

export interface Manifest {
  metaData: {
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry: { name: string; path?: string };
    pages?: unknown;
    /** The remote's strings chunk per language (build/manifest-meta-data.mjs). */
    strings?: Partial<Record<string, unknown>>;
  };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Manifest> | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** The remote entry's path joined to its name, as @module-federation/sdk does
 *  (simpleJoinRemoteEntry): '', '.', './x', '/x/' and 'x/' all name the same folder. */
export function remoteEntryFile(path: string | undefined, name: string): string {
  const folder = (path ?? '').replace(/^\.$/, '').replace(/^\.?\//, '').replace(/\/$/, '');
  return folder ? `${folder}/${name}` : name;
}

/** Where the manifest's files are, or null when it gives that only as code to run (getPublicPath). */
export function filesBase(manifest: Manifest, manifestUrl: string): string | null {
  const { publicPath, getPublicPath } = manifest.metaData;
  if (getPublicPath !== undefined && publicPath === undefined) return null;
  // 'auto': next to the manifest.
  return !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
}

/** The absolute URL of the remote entry the manifest names, as the federation runtime loads it,
 *  or null when the manifest does not say where it is. */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string | null {
  if (!isManifest(manifest)) return null;
  const base = filesBase(manifest, manifestUrl);
  const { remoteEntry } = manifest.metaData;
  return base === null ? null : new URL(remoteEntryFile(remoteEntry.path, remoteEntry.name), base).href;
}
