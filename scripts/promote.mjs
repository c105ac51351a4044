// `npm run promote -- <remote> <release>`: points remotes.json at that release of the remote (a
// release in the store, see `npm run release`); `npm run promote -- <remote> --rollback` points it
// back at the release it was promoted from. The file is replaced whole, atomically; the gateway
// serves the new one at once, and pages load the new release on their next remote load.
// File: REMOTES_FILE, else releases/remotes.json. Store: RELEASES_DIR, else releases/.
import path from 'node:path';
import { checkRemoteName, hasRelease, isReleaseId, listReleases, REMOTE_NAMES } from '../deploy/releases/release-store.mjs';
import { manifestUrl, promote, rollback } from '../deploy/releases/remotes-file.mjs';
import { repo } from './lib.mjs';

const usage = `npm run promote -- <${REMOTE_NAMES.join('|')}> <release>   or   npm run promote -- <remote> --rollback`;
const [name, target, ...extra] = process.argv.slice(2);
const file = path.resolve(repo, process.env.REMOTES_FILE || 'releases/remotes.json');
const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');

function fail(message) {
  console.error(message);
  process.exit(2);
}

if (!name || !target || extra.length) fail(usage);
try {
  checkRemoteName(name);
} catch (error) {
  fail(error.message);
}

try {
  if (target === '--rollback') {
    const { from, to } = rollback(file, name);
    console.log(`${name}: rolled back in ${path.relative(process.cwd(), file)}\n  from ${from}\n  to   ${to}`);
  } else {
    if (!isReleaseId(target)) fail(`"${target}" is not a release id (<version>-<hash>, as npm run release prints)\n${usage}`);
    if (!hasRelease(store, name, target)) {
      const known = listReleases(store, name);
      fail(`${store} has no release ${target} of ${name}; it has ${known.length ? known.join(', ') : 'none'} (npm run release -- ${name} makes one)`);
    }
    const { from, to } = promote(file, name, manifestUrl(name, target));
    console.log(`${name}: promoted in ${path.relative(process.cwd(), file)}\n  from ${from ?? '(none)'}\n  to   ${to}`);
  }
} catch (error) {
  fail(error.message);
}
