// The release store of the remotes: `<store>/<remote>/<release>/`, one folder per release of a
// remote's build, never changed once written and kept after newer ones, as a page opened before a
// promotion still loads its chunks from the release it started with. A server publishes the store
// under `/remotes/` (`/remotes/<remote>/<release>/mf-manifest.json`).
import fs from 'node:fs';
import path from 'node:path';
import { contentHash, filesUnder, isReleaseId, releaseIdOf, RELEASE_FILE } from '../../build/release-id.mjs';

// How a release is named (a hash of its files) is the build's (build/release-id.mjs): each app's
// build writes its own id, in an image's build stage too.
export { contentHash, isReleaseId, releaseIdOf, RELEASE_FILE };

export const REMOTE_NAMES = ['marketing', 'designer', 'account', 'backoffice'];

export function checkRemoteName(name) {
  if (!REMOTE_NAMES.includes(name)) {
    throw new Error(`"${name ?? ''}" is not a remote; the remotes are ${REMOTE_NAMES.join(', ')}`);
  }
  return name;
}

/** Where the store keeps a release's source maps: beside the remotes' folders, never in a
 *  release's folder, which is served (and the only part of the store a remote's image takes). */
export function sourceMapsOfRelease(store, name, release) {
  return path.join(store, 'source-maps', checkRemoteName(name), release);
}

export function releaseDir(store, name, release) {
  return path.join(store, checkRemoteName(name), release);
}

/** Whether the store holds that release of the remote (its manifest is there). */
export function hasRelease(store, name, release) {
  return isReleaseId(release) && fs.existsSync(path.join(releaseDir(store, name, release), 'mf-manifest.json'));
}

/** An app's source maps, beside its dist/ (build/source-maps.mjs); none for another folder. */
function sourceMapsBeside(dist) {
  return path.basename(path.resolve(dist)) === 'dist' ? path.join(path.dirname(path.resolve(dist)), 'source-maps') : undefined;
}

/**
 * Adds a remote's build to the store as a new release, unless the store already has it (the same
 * content makes the same release). The folder appears whole or not at all: it is copied beside
 * its final name and renamed. The build's source maps (`sourceMaps`, by default the source-maps/
 * folder beside an app's dist/, build/source-maps.mjs) are
 * kept under <store>/source-maps/<remote>/<release>/, not served; a build with source maps in
 * it is refused (built without the app's postbuild, build/after-build.mjs).
 * @param {{ store: string, name: string, dist: string, version: string, sourceMaps?: string }} options
 * @returns {{ release: string, dir: string, added: boolean }}
 */
export function addRelease({ store, name, dist, version, sourceMaps = sourceMapsBeside(dist) }) {
  checkRemoteName(name);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} is not a remote's build (no mf-manifest.json): build it first`);
  const maps = filesUnder(dist).filter((file) => file.endsWith('.map'));
  if (maps.length) throw new Error(`${dist} holds source maps (${maps[0]}…), which would be served: build with the app's build script (its postbuild moves them out)`);
  const release = releaseIdOf(dist, version);
  const dir = releaseDir(store, name, release);
  // Never a folder of the store itself (a build copied into it, as tests do).
  if (sourceMaps && fs.existsSync(sourceMaps) && path.relative(path.resolve(store), path.resolve(sourceMaps)).startsWith('..')) {
    const kept = sourceMapsOfRelease(store, name, release);
    if (!fs.existsSync(kept)) fs.cpSync(sourceMaps, kept, { recursive: true });
  }
  if (fs.existsSync(dir)) return { release, dir, added: false };
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const partial = fs.mkdtempSync(path.join(path.dirname(dir), `.${release}.partial-`));
  try {
    // mkdtemp makes it private; a release is served, by a web server's own user too.
    fs.chmodSync(partial, 0o755);
    fs.cpSync(dist, partial, { recursive: true });
    fs.renameSync(partial, dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return { release, dir, added: true };
}

/** The releases of a remote in the store, oldest first. */
export function listReleases(store, name) {
  const folder = path.join(store, checkRemoteName(name));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((release) => hasRelease(store, name, release))
    .map((release) => ({ release, at: fs.statSync(path.join(folder, release)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map(({ release }) => release);
}
