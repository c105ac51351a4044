// dist/release.json: the release id of a build, `<package version>-<content hash of dist/>`, as
// the release store names a remote's release (deploy/releases/release-store.mjs) and as the
// gateway's image is tagged with the shell's. Served with the build, it is how
// `npm run released -- pull <site>` learns which shell a site runs.
import fs from 'node:fs';
import path from 'node:path';
import { releaseIdOf, RELEASE_FILE } from './release-id.mjs';

/** Writes `<appDir>/dist/release.json` and returns the release id. */
export function writeReleaseFile(appDir) {
  const dist = path.join(appDir, 'dist');
  const { name, version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const release = releaseIdOf(dist, version);
  fs.writeFileSync(path.join(dist, RELEASE_FILE), `${JSON.stringify({ app: name, release }, null, 2)}\n`);
  return release;
}
