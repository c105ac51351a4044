import { contractMismatch, contractOfManifest, SHELL_CONTRACT } from '@teamwear/shared/federation';
import { matchPage, parsePages } from '@teamwear/shared/routes';
import { filesBase, isManifest, remoteEntryFile } from '../../federation/remote-entry-url';

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
