// `npm run promote -- <remote> <release>`: points remotes.json at that release of the remote (a
// release in the store, see `npm run release`); `npm run promote -- <remote> --rollback` points it
// back at the release it was promoted from. The file is replaced whole, atomically; the gateway
// serves the new one at once, and pages load the new release on their next remote load.
// File: REMOTES_FILE, else releases/remotes.json. Store: RELEASES_DIR, else releases/.
//
// Either way the release is first checked against the shell that will run it (its manifest:
// SHELL_MANIFEST, a file or the deployed shell's https://<shop>/mf-manifest.json, else
// shell/dist/mf-manifest.json): a release that needs a version of a shared module (React, antd,
// @teamwear/shared…) the shell does not provide is refused, as the shell would run it against its
// own copy, and so is one built for a shell contract the shell does not keep, which the shell
// would refuse to run. `--skip-shell-check` promotes without asking, for when the shell's
// manifest cannot be had.
//
// A designer is also checked against the released API (deploy/released/api.json): one that saves
// design documents of a newer schema than that API reads is refused, as the API would refuse its
// designs (build/design-schema.mjs). Release the API first (and record it: npm run released --
// record api).
//
// Then it records the release now promoted in deploy/released/<remote>.json (RELEASED_DIR to put
// the record elsewhere, e.g. when trying releases out locally): committed, that record is what CI
// checks new builds against (deploy/releases/released-record.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { checkCompatibility, compatibilityFacts, designSchemaProblem, readManifest } from '../deploy/releases/compatibility.mjs';
import { checkRemoteName, hasRelease, isReleaseId, listReleases, releaseDir, REMOTE_NAMES } from '../deploy/releases/release-store.mjs';
import { readRecord, recordOf, writeRecord } from '../deploy/releases/released-record.mjs';
import { manifestUrl, promote, readRemotesFile, releaseOf, rollback } from '../deploy/releases/remotes-file.mjs';
import { repo } from './lib.mjs';

const usage = `npm run promote -- <${REMOTE_NAMES.join('|')}> <release>   or   npm run promote -- <remote> --rollback   (either with --skip-shell-check)`;
const args = process.argv.slice(2);
const skipShellCheck = args.includes('--skip-shell-check');
const [name, target, ...extra] = args.filter((arg) => arg !== '--skip-shell-check');
const file = path.resolve(repo, process.env.REMOTES_FILE || 'releases/remotes.json');
const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');
const shellManifest = process.env.SHELL_MANIFEST || path.join(repo, 'shell/dist/mf-manifest.json');
const recordDir = path.resolve(repo, process.env.RELEASED_DIR || 'deploy/released');

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

/** Refuses (exit 2) a release the shell cannot run; prints what the check noticed. */
async function checkAgainstShell(release) {
  if (skipShellCheck) {
    console.log(`${name} ${release}: not checked against the shell (--skip-shell-check)`);
    return;
  }
  if (!/^https?:\/\//.test(shellManifest) && !fs.existsSync(shellManifest)) {
    fail(`No shell manifest at ${shellManifest} to check ${name} ${release} against: set SHELL_MANIFEST to the deployed shell's (https://<shop>/mf-manifest.json), build the shell, or pass --skip-shell-check`);
  }
  let result;
  try {
    const [shell, remote] = await Promise.all([readManifest(shellManifest), readManifest(path.join(releaseDir(store, name, release), 'mf-manifest.json'))]);
    result = checkCompatibility(shell, remote);
  } catch (error) {
    fail(`Could not check ${name} ${release} against the shell (${shellManifest}): ${error.message}; pass --skip-shell-check to promote without it`);
  }
  for (const note of result.notes) console.log(`  note: ${note}`);
  if (result.problems.length) {
    fail(`${name} ${release} cannot run under the shell of ${shellManifest}:\n- ${result.problems.join('\n- ')}\nRelease a shell that provides these first, or promote another release.`);
  }
}

/** Refuses (exit 2) a designer release whose designs the released API would not read. */
async function checkAgainstApi(release) {
  if (name !== 'designer') return;
  const api = readRecord(recordDir, 'api');
  if (!api) {
    console.log(`  note: no release of the API is recorded (${path.relative(process.cwd(), path.join(recordDir, 'api.json'))}): the design schema is not checked`);
    return;
  }
  const { designSchema: writes } = compatibilityFacts(await readManifest(path.join(releaseDir(store, name, release), 'mf-manifest.json')));
  const problem = designSchemaProblem(api.designSchema, writes);
  if (problem) fail(`${name} ${release} cannot be promoted while the API ${api.release} runs: ${problem}.`);
}

/** Records the release the remote now runs, when the store has it (see the top). */
async function record(url) {
  const release = releaseOf(name, url);
  if (!release || !hasRelease(store, name, release)) {
    console.log(`  ${url} is not in ${store}: ${path.relative(process.cwd(), path.join(recordDir, `${name}.json`))} is left as it is (npm run released -- pull <site> records what a site serves)`);
    return;
  }
  const manifest = await readManifest(path.join(releaseDir(store, name, release), 'mf-manifest.json'));
  const file = writeRecord(recordDir, recordOf(name, manifest, { release, from: url }));
  console.log(`  recorded in ${path.relative(process.cwd(), file)}: commit it, so that CI checks new builds against this release`);
}

try {
  if (target === '--rollback') {
    // The release a rollback returns to, checked first when the store has it (a URL of another
    // kind, e.g. a remote on a static host of its own, is not in the store).
    const backUrl = (readRemotesFile(file).previous[name] ?? []).at(-1);
    const back = releaseOf(name, backUrl);
    if (back && hasRelease(store, name, back)) {
      await checkAgainstShell(back);
      await checkAgainstApi(back);
    }
    else if (backUrl) console.log(`${name}: ${backUrl} is not in ${store}; not checked against the shell`);
    const { from, to } = rollback(file, name);
    console.log(`${name}: rolled back in ${path.relative(process.cwd(), file)}\n  from ${from}\n  to   ${to}`);
    await record(to);
  } else {
    if (!isReleaseId(target)) fail(`"${target}" is not a release id (<version>-<hash>, as npm run release prints)\n${usage}`);
    if (!hasRelease(store, name, target)) {
      const known = listReleases(store, name);
      fail(`${store} has no release ${target} of ${name}; it has ${known.length ? known.join(', ') : 'none'} (npm run release -- ${name} makes one)`);
    }
    await checkAgainstShell(target);
    await checkAgainstApi(target);
    const { from, to } = promote(file, name, manifestUrl(name, target));
    console.log(`${name}: promoted in ${path.relative(process.cwd(), file)}\n  from ${from ?? '(none)'}\n  to   ${to}`);
    await record(to);
  }
} catch (error) {
  fail(error.message);
}
