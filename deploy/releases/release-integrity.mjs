// The integrity a remotes.json pins each remote's release with, so that the shell runs only the
// bytes that were promoted: `integrity.<remote>.manifest` is the Subresource Integrity value
// (sha384) of the release's mf-manifest.json as served, `integrity.<remote>.remoteEntry` that of
// the remote entry file the manifest names (metaData.remoteEntry, resolved against the manifest's
// URL: the builds use publicPath 'auto'). Shells built before read only `remotes` and ignore the
// key (shell/src/federation/remote-locations.ts).
//
//   { "remotes": { "designer": "/remotes/designer/1.0.0-abc/mf-manifest.json" },
//     "integrity": { "designer": { "manifest": "sha384-…", "remoteEntry": "sha384-…" } } }
//
// Every writer of a remotes.json takes it from here: `npm run promote` (from the release store, or
// from what the gateway serves), the local gateway (deploy/local/gateway.mjs) for remotes a file
// does not pin, and the production smoke.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentHash, isReleaseId, releaseDir } from './release-store.mjs';

/** `sha384-<base64>` of some bytes, as a browser's integrity check computes it. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Whether `value` is a remote's integrity entry as remotes.json carries it. */
export function isIntegrityEntry(value) {
  return typeof value === 'object' && value !== null && SRI.test(value.manifest) && SRI.test(value.remoteEntry);
}

/**
 * Where the manifest says its remote entry is, relative to the manifest's folder (a URL path, no
 * leading slash). Throws, naming the manifest, when it does not say.
 */
export function remoteEntryPath(manifestBytes, where = 'the manifest') {
  let manifest;
  try {
    manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8'));
  } catch (error) {
    throw new Error(`${where} is not JSON (${error.message})`, { cause: error });
  }
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw new Error(`${where} names no remote entry (metaData.remoteEntry.name)`);
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const relative = folder ? `${folder}/${entry.name}` : entry.name;
  if (relative.split('/').some((part) => part === '..' || part === '') || /^[a-z]+:/i.test(relative)) {
    throw new Error(`${where} names a remote entry outside its folder (${relative})`);
  }
  return relative;
}

/** The integrity of a release folder (a release in the store, or a remote's dist) as it would be served. */
export function integrityOfFolder(dir) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} has no mf-manifest.json`);
  const manifest = fs.readFileSync(manifestFile);
  const entryFile = path.join(dir, ...remoteEntryPath(manifest, manifestFile).split('/'));
  if (!fs.existsSync(entryFile)) throw new Error(`${dir} has no ${path.relative(dir, entryFile)}, the remote entry its manifest names`);
  return { manifest: sri(manifest), remoteEntry: sri(fs.readFileSync(entryFile)) };
}

/**
 * The integrity of a release as a server answers it: its manifest at `manifestUrl` and the remote
 * entry that manifest names. Throws, saying what answered, when either is not served.
 * @param {string} manifestUrl an absolute http(s) URL
 */
export async function integrityOfServed(manifestUrl, { fetchImpl = fetch, timeoutMs = 15_000 } = {}) {
  const get = async (url) => {
    let response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'cache-control': 'no-cache' } });
    } catch (error) {
      throw new Error(`${url} could not be fetched (${error.cause?.message ?? error.message})`, { cause: error });
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const manifest = await get(manifestUrl);
  const entryUrl = new URL(remoteEntryPath(manifest, manifestUrl), manifestUrl).href;
  return { manifest: sri(manifest), remoteEntry: sri(await get(entryUrl)) };
}

/**
 * Why the release folder does not hold what its id says, or null: the id is
 * `<version>-<hash of the folder's content>` (`npm run release`, contentHash), so a copied or
 * edited release under a made-up id is caught by hashing the folder again.
 */
export function releaseIdProblem(store, name, release) {
  if (!isReleaseId(release)) return `"${release}" is not a release id (<version>-<hash>)`;
  const dir = releaseDir(store, name, release);
  const claimed = release.slice(-10);
  const actual = contentHash(dir);
  if (actual === claimed) return null;
  return `${dir} does not hold release ${release}: its content hashes to ${actual}, not ${claimed} (changed after npm run release, or copied under another id)`;
}
