import { contractMismatch, contractOfManifest, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { matchPage, parsePages } from '@teamwear/shared/routes';

interface Manifest {
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
 * The scripts the federation runtime loads for the page at `pathname`, read from the remote's
 * manifest the way the runtime reads it (@module-federation/sdk, generateSnapshotFromManifest and
 * getResourceUrl): the remote's entry and the own chunks of the module its page list
 * (metaData.pages) names for the path, as absolute URLs. Empty when the manifest gives its public
 * path only as code to run (getPublicPath), has no page for the path or does not expose its module.
 * With the remote's strings chunk in `language`, which the page asks for when it first draws.
 * Empty too for a remote built for a shell contract this shell does not keep: the shell will
 * refuse to run it (federation/remote-loading-plugin.ts), so its scripts would be bytes for nothing.
 */
export function pageScripts(manifest: unknown, manifestUrl: string, pathname: string, language?: string): string[] {
  if (!isManifest(manifest)) return [];
  if (contractMismatch(SHELL_CONTRACT, contractOfManifest(manifest)) !== null) return [];
  const base = filesBase(manifest, manifestUrl);
  if (base === null) return [];
  const page = matchPage(parsePages(manifest.metaData.pages), pathname)?.page;
  if (!page) return [];
  const exposed = manifest.exposes.find((entry) => entry.path === page.module);
  if (!exposed) return [];
  const { remoteEntry } = manifest.metaData;
  const strings = language === undefined ? undefined : manifest.metaData.strings?.[language];
  const files = [remoteEntryFile(remoteEntry.path, remoteEntry.name), ...exposed.assets.js.sync, ...(typeof strings === 'string' ? [strings] : [])];
  return files.map((file) => new URL(file, base).href);
}

/** Where the manifest's files are, or null when it gives that only as code to run (getPublicPath). */
function filesBase(manifest: Manifest, manifestUrl: string): string | null {
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
