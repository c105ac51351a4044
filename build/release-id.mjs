// A build's release id, `<package version>-<ten hex digits of its files' hash>`: how the release
// store names a remote's release (deploy/releases/release-store.mjs) and the gateway's image is
// tagged with the shell's. Here in build/, which every image's build stage has, as each app's
// postbuild writes it (build/release-file.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<package version>-<ten hex digits>`, e.g. `1.0.0-4cba8f1042`. */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.+-]*-[0-9a-f]{10}$/;

export function isReleaseId(value) {
  return typeof value === 'string' && RELEASE_ID.test(value) && !value.includes('..');
}

/** The file a build writes its own release id in (build/release-file.mjs): not part of the hash
 *  that id is made of. */
export const RELEASE_FILE = 'release.json';

/** Every file under `dir`, named relative to it with `/`, sorted. */
export function filesUnder(dir, root = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(file, root);
      return entry.isFile() ? [path.relative(root, file).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** A hash of a build folder: its files' names and bytes (but its release.json). The same build
 *  gives the same hash, wherever it was built: file names are relative, and source maps, which
 *  name the folder built in, are kept out of a build's folder (build/source-maps.mjs). */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    if (file === RELEASE_FILE) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** A build's release id: `<package version>-<content hash>`. */
export function releaseIdOf(dist, version) {
  const release = `${version}-${contentHash(dist)}`;
  if (!isReleaseId(release)) throw new Error(`"${version}" is not a usable package version`);
  return release;
}
