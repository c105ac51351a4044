interface Manifest {
  metaData: { publicPath?: string; getPublicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Manifest> | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** The remote entry's path joined to its name, as @module-federation/sdk does
 *  (simpleJoinRemoteEntry): '', '.', './x', '/x/' and 'x/' all name the same folder. */
function remoteEntryFile(path: string | undefined, name: string): string {
  const folder = (path ?? '').replace(/^\.$/, '').replace(/^\.?\//, '').replace(/\/$/, '');
  return folder ? `${folder}/${name}` : name;
}

/**
 * The scripts the federation runtime loads for one exposed module of a remote, read from the
 * remote's manifest the way the runtime reads it (@module-federation/sdk,
 * generateSnapshotFromManifest and getResourceUrl): the remote's entry and the module's own
 * chunks, as absolute URLs. Empty when the manifest gives its public path only as code to run
 * (getPublicPath) or does not expose the module.
 */
export function pageScripts(manifest: unknown, manifestUrl: string, expose: string): string[] {
  if (!isManifest(manifest)) return [];
  const { publicPath, getPublicPath, remoteEntry } = manifest.metaData;
  if (getPublicPath !== undefined && publicPath === undefined) return [];
  const exposed = manifest.exposes.find((entry) => entry.path === expose);
  if (!exposed) return [];
  // 'auto': next to the manifest.
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  return [remoteEntryFile(remoteEntry.path, remoteEntry.name), ...exposed.assets.js.sync].map((file) => new URL(file, base).href);
}
