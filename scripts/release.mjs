// `npm run release -- <remote> [<remote> …]`: builds each named remote (when its sources changed
// since its last build) and adds the build to the release store as `<store>/<remote>/<release>/`,
// release = package version + content hash. Nothing is promoted: the shell keeps loading what
// remotes.json says until `npm run promote`. Store: RELEASES_DIR, else releases/. The release's
// mf-manifest.json records the shell contract the build was made against (metaData.shellContract,
// see build/shell-contract.mjs), which promote checks against the shell's and the shell checks
// again before running the remote; it is printed here. The commit the build was made from is noted
// beside the store's remote folders (<store>/.built/), for the audit trail of promotions.
import fs from 'node:fs';
import path from 'node:path';
import { noteBuild, treeCommit } from '../deploy/releases/promotion-log.mjs';
import { addRelease, REMOTE_NAMES, checkRemoteName } from '../deploy/releases/release-store.mjs';
import { appsNeedingBuild, ensureInstalled, mustRun, pnpm, repo } from './lib.mjs';

// `npm run release -- prune --keep <N>`: the store keeps fewer releases (scripts/prune-releases.mjs).
if (process.argv[2] === 'prune') {
  const { pruneCommand } = await import('./prune-releases.mjs');
  process.exit(await pruneCommand(process.argv.slice(3)));
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error(`Which remote? npm run release -- <${REMOTE_NAMES.join('|')}> [more remotes]  |  prune --keep <N> [--dry-run]`);
  process.exit(2);
}
try {
  names.forEach(checkRemoteName);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');
await ensureInstalled();
const stale = appsNeedingBuild();
for (const name of names) {
  const app = `remote-${name}`;
  if (stale.includes(app)) await mustRun(`Building ${app}`, pnpm(['--filter', `./${app}`, 'run', 'build']));
  const { version } = JSON.parse(fs.readFileSync(path.join(repo, app, 'package.json'), 'utf8'));
  const { release, dir, added } = addRelease({ store, name, dist: path.join(repo, app, 'dist'), version });
  // The commit it was built from, for the audit trail of promotions (deploy/releases/promotion-log.mjs).
  noteBuild(store, name, release, treeCommit(repo));
  const contract = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData?.shellContract;
  console.log(`${name} ${release}: ${path.relative(process.cwd(), dir)} (${added ? 'new release' : 'already in the store'})`);
  console.log(`  built for shell contract ${contract ?? '(none recorded: taken as 1.0)'}`);
  console.log(`  promote it with: npm run promote -- ${name} ${release}`);
}
