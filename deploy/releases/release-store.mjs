// The release store of the remotes: `<store>/<remote>/<release>/`, one folder per release of a
// remote's build, never changed once written and kept after newer ones, as a page opened before a
// promotion still loads its chunks from the release it started with. A server publishes the store
// under `/remotes/` (`/remotes/<remote>/<release>/mf-manifest.json`).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REMOTE_NAMES = ['marketing', 'designer', 'account', 'backoffice'];

/** `<package version>-<ten hex digits of the build's content hash>`, e.g. `0.1.0-4cba8f1042`. */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.+-]*-[0-9a-f]{10}$/;

export function isReleaseId(value) {
  return typeof value === 'string' && RELEASE_ID.test(value) && !value.includes('..');
}

export function checkRemoteName(name) {
  if (!REMOTE_NAMES.includes(name)) {
    throw new Error(`"${name ?? ''}" is not a remote; the remotes are ${REMOTE_NAMES.join(', ')}`);
  }
  return name;
}

function filesUnder(dir, root = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(file, root);
      return entry.isFile() ? [path.relative(root, file).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** A hash of a build folder: its files' names and bytes. The same build gives the same hash. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 10);
}

export function releaseDir(store, name, release) {
  return path.join(store, checkRemoteName(name), release);
}

/** Whether the store holds that release of the remote (its manifest is there). */
export function hasRelease(store, name, release) {
  return isReleaseId(release) && fs.existsSync(path.join(releaseDir(store, name, release), 'mf-manifest.json'));
}

/**
 * Adds a remote's build to the store as a new release, unless the store already has it (the same
 * content makes the same release). The folder appears whole or not at all: it is copied beside
 * its final name and renamed.
 * @param {{ store: string, name: string, dist: string, version: string }} options
 * @returns {{ release: string, dir: string, added: boolean }}
 */
export function addRelease({ store, name, dist, version }) {
  checkRemoteName(name);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} is not a remote's build (no mf-manifest.json): build it first`);
  const release = `${version}-${contentHash(dist)}`;
  if (!isReleaseId(release)) throw new Error(`"${version}" is not a usable package version`);
  const dir = releaseDir(store, name, release);
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
