// `npm run release -- prune --keep <N> [--dry-run] [--remotes-file <file>]…`: the release store
// keeps each remote's newest N releases and every release the record (deploy/released) or a
// remotes.json and its history names (deploy/releases/release-retention.mjs); the others go, with
// their source maps. The remotes files read: REMOTES_FILE (else releases/remotes.json),
// deploy/k8s/remotes.json, deploy/remotes/*.json and any named with --remotes-file.
// Store: RELEASES_DIR, else releases/. Record: RELEASED_DIR, else deploy/released/.
import fs from 'node:fs';
import path from 'node:path';
import { pruneStore } from '../deploy/releases/release-retention.mjs';
import { repo } from './lib.mjs';

const usage = 'npm run release -- prune --keep <N> [--dry-run] [--remotes-file <file>]…';

/** The remotes files a prune reads by default, those that exist. */
function defaultRemotesFiles() {
  const environments = path.join(repo, 'deploy/remotes');
  return [
    path.resolve(repo, process.env.REMOTES_FILE || 'releases/remotes.json'),
    path.join(repo, 'deploy/k8s/remotes.json'),
    ...fs.readdirSync(environments).filter((file) => file.endsWith('.json') && !file.endsWith('.history.json')).map((file) => path.join(environments, file)),
  ].filter((file) => fs.existsSync(file));
}

/** Runs the prune for `args` (after `prune`); resolves with the exit code. */
export async function pruneCommand(args) {
  let keep;
  let dryRun = false;
  const remotesFiles = defaultRemotesFiles();
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--keep') keep = Number(args[(index += 1)]);
    else if (args[index] === '--dry-run') dryRun = true;
    else if (args[index] === '--remotes-file') remotesFiles.push(path.resolve(args[(index += 1)] ?? ''));
    else {
      console.error(usage);
      return 2;
    }
  }
  if (keep === undefined) {
    console.error(usage);
    return 2;
  }
  const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');
  try {
    const result = pruneStore({ store, keep, dryRun, releasedDir: path.resolve(repo, process.env.RELEASED_DIR || 'deploy/released'), remotesFiles });
    for (const [name, { kept, removed }] of Object.entries(result)) {
      console.log(`${name}: keeps ${kept.length} (${kept.join(', ') || 'none'}); ${dryRun ? 'would remove' : 'removed'} ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`);
    }
    console.log(`Named releases were read from ${remotesFiles.map((file) => path.relative(repo, file)).join(', ')} and the record.`);
    return 0;
  } catch (error) {
    console.error(error.message);
    return 2;
  }
}
