// `npm run promote -- <remote> <release> [--reason "…"]`: points remotes.json at that release of
// the remote (a release in the store, see `npm run release`); `npm run promote -- <remote>
// --rollback` points it back at the newest earlier release that can still run (below). The file
// is replaced whole, atomically; the gateway serves the new one at once, and pages load the new
// release on their next remote load. File: REMOTES_FILE, else releases/remotes.json. Store:
// RELEASES_DIR, else releases/. One promote of a file at a time (a lock beside it,
// deploy/releases/file-lock.mjs): others wait for it.
//
// What is promoted must be served, and be what its id says:
// - its id is `<version>-<hash of the release's content>`: the folder is hashed again, and a release
//   whose content does not match its id is refused (exit code 3);
// - GATEWAY (the site's origin, https://<shop>): the gateway must answer the release's manifest and
//   remote entry, with the very bytes the store holds (exit code 2 when not served, 3 when
//   different); without GATEWAY (promoting into a local folder), the store must have them;
// - remotes.json pins the release with the integrity of its manifest and remote entry
//   (deploy/releases/release-integrity.mjs), which the shell checks before running it.
//
// Then the release is checked against the shell that will run it (its manifest: SHELL_MANIFEST, a
// file or the deployed shell's https://<shop>/mf-manifest.json, else shell/dist/mf-manifest.json):
// a release that needs a version of a shared module (React, antd, @teamwear/shared…) the shell does
// not provide is refused, as the shell would run it against its own copy, and so is one built for a
// shell contract the shell does not keep, which the shell would refuse to run.
// `--skip-shell-check` promotes without asking, for when the shell's manifest cannot be had.
//
// A designer is also checked against the released API (deploy/released/api.json): one that saves
// design documents of a newer schema than that API reads is refused, as the API would refuse its
// designs (build/design-schema.mjs). Release the API first (and record it: npm run released --
// record api).
//
// A rollback takes the newest earlier release that passes all of this, and says which newer ones
// it skipped and why (not served, not what its id says, not runnable under the shell or the API);
// skipped releases leave the history with the one it leaves.
//
// Then it records the release now promoted in deploy/released/<remote>.json (RELEASED_DIR to put
// the record elsewhere, e.g. when trying releases out locally): committed, that record is what CI
// checks new builds against (deploy/releases/released-record.mjs); and appends the promotion to
// the audit trail beside it (promotions.jsonl: who, when, commits, --reason;
// deploy/releases/promotion-log.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { checkCompatibility, compatibilityFacts, designSchemaProblem, readManifest } from '../deploy/releases/compatibility.mjs';
import { withFileLock } from '../deploy/releases/file-lock.mjs';
import { appendPromotion, builtFrom, promoter, treeCommit } from '../deploy/releases/promotion-log.mjs';
import { integrityOfFolder, integrityOfServed, releaseIdProblem } from '../deploy/releases/release-integrity.mjs';
import { checkRemoteName, hasRelease, isReleaseId, listReleases, releaseDir, REMOTE_NAMES } from '../deploy/releases/release-store.mjs';
import { readRecord, recordOf, writeRecord } from '../deploy/releases/released-record.mjs';
import { manifestUrl, promote, readRemotesFile, releaseOf, rollback, rollbackCandidates } from '../deploy/releases/remotes-file.mjs';
import { repo } from './lib.mjs';

const usage = `npm run promote -- <${REMOTE_NAMES.join('|')}> <release>   or   npm run promote -- <remote> --rollback   (either with --reason "<why>" and --skip-shell-check)`;

/** Exit codes: 2 refused (not served, not runnable, bad input), 3 a release that is not what its id says. */
const REFUSED = 2;
const NOT_ITS_ID = 3;

class Refusal extends Error {
  constructor(message, code = REFUSED) {
    super(message);
    this.code = code;
  }
}

function fail(message, code = REFUSED) {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv) {
  const positional = [];
  let skipShellCheck = false;
  let reason = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--skip-shell-check') skipShellCheck = true;
    else if (arg === '--reason') {
      reason = argv[++i];
      if (reason === undefined || !reason.trim()) fail(`--reason needs a text\n${usage}`);
    } else if (arg.startsWith('--reason=')) reason = arg.slice('--reason='.length);
    else positional.push(arg);
  }
  return { positional, skipShellCheck, reason: reason?.trim() || null };
}

const { positional, skipShellCheck, reason } = parseArgs(process.argv.slice(2));
const [name, target, ...extra] = positional;
const file = path.resolve(repo, process.env.REMOTES_FILE || 'releases/remotes.json');
const store = path.resolve(repo, process.env.RELEASES_DIR || 'releases');
const shellManifest = process.env.SHELL_MANIFEST || path.join(repo, 'shell/dist/mf-manifest.json');
const recordDir = path.resolve(repo, process.env.RELEASED_DIR || 'deploy/released');
const gateway = process.env.GATEWAY ? new URL(process.env.GATEWAY).origin : null;
const shown = (where) => path.relative(process.cwd(), where) || where;

if (!name || !target || extra.length) fail(usage);
try {
  checkRemoteName(name);
} catch (error) {
  fail(error.message);
}

/**
 * What promotion needs of the release at `url`: that it is served (GATEWAY) or in the store, that
 * the store's copy is what its id says, its integrity and its manifest. Throws a Refusal saying why not.
 * @returns {Promise<{ url: string, release: string | null, integrity: { manifest: string, remoteEntry: string }, manifest: object, inStore: boolean }>}
 */
async function examine(url) {
  const release = releaseOf(name, url);
  const inStore = Boolean(release && hasRelease(store, name, release));
  if (inStore) {
    const problem = releaseIdProblem(store, name, release);
    if (problem) throw new Refusal(problem, NOT_ITS_ID);
  }
  let stored = null;
  if (inStore) {
    try {
      stored = integrityOfFolder(releaseDir(store, name, release));
    } catch (error) {
      throw new Refusal(`${name} ${release} cannot be pinned: ${error.message}`);
    }
  }
  let integrity = stored;
  let manifest = inStore ? JSON.parse(fs.readFileSync(path.join(releaseDir(store, name, release), 'mf-manifest.json'), 'utf8')) : null;
  const absolute = /^https?:\/\//.test(url) ? url : gateway ? new URL(url, gateway).href : null;
  if (absolute) {
    let served;
    try {
      served = await integrityOfServed(absolute);
    } catch (error) {
      throw new Refusal(`${url} is not served: ${error.message}${release ? ` (roll out the image that holds ${release} first)` : ''}`);
    }
    if (stored && (served.manifest !== stored.manifest || served.remoteEntry !== stored.remoteEntry)) {
      throw new Refusal(`${absolute} is not the release ${release} of the store: the bytes served differ (manifest ${served.manifest}, remote entry ${served.remoteEntry})`, NOT_ITS_ID);
    }
    integrity = served;
    manifest ??= await readManifest(absolute);
  } else if (inStore && path.relative(store, file).startsWith('..')) {
    // A remotes.json outside the store (a cluster's) is served by other servers than the store's.
    console.log(`  note: not asked whether the site serves ${url}: GATEWAY=https://<shop> asks it before ${shown(file)} names it`);
  } else if (!inStore) {
    const known = listReleases(store, name);
    throw new Refusal(
      release
        ? `${store} has no release ${release} of ${name}; it has ${known.length ? known.join(', ') : 'none'} (npm run release -- ${name} makes one; GATEWAY=https://<shop> asks the site instead)`
        : `${url} is not in ${store}, and without GATEWAY=https://<shop> nothing says it is served`,
    );
  }
  return { url, release, integrity, manifest, inStore };
}

/** Why the shell or the released API cannot run the release, or [] (prints the check's notes). */
async function runProblems({ release, url, manifest }) {
  const label = `${name} ${release ?? url}`;
  const problems = [];
  if (skipShellCheck) console.log(`${label}: not checked against the shell (--skip-shell-check)`);
  else {
    if (!/^https?:\/\//.test(shellManifest) && !fs.existsSync(shellManifest)) {
      throw new Refusal(`No shell manifest at ${shellManifest} to check ${label} against: set SHELL_MANIFEST to the deployed shell's (https://<shop>/mf-manifest.json), build the shell, or pass --skip-shell-check`);
    }
    let result;
    try {
      result = checkCompatibility(await readManifest(shellManifest), manifest);
    } catch (error) {
      throw new Refusal(`Could not check ${label} against the shell (${shellManifest}): ${error.message}; pass --skip-shell-check to promote without it`);
    }
    for (const note of result.notes) console.log(`  note: ${note}`);
    problems.push(...result.problems.map((problem) => `the shell of ${shellManifest}: ${problem}`));
  }
  if (name === 'designer') {
    const api = readRecord(recordDir, 'api');
    if (!api) console.log(`  note: no release of the API is recorded (${shown(path.join(recordDir, 'api.json'))}): the design schema is not checked`);
    else {
      const problem = designSchemaProblem(api.designSchema, compatibilityFacts(manifest).designSchema);
      if (problem) problems.push(`the API ${api.release}: ${problem}`);
    }
  }
  return problems;
}

/** Records the release the remote now runs (see the top) and appends the promotion to the trail. */
function record(action, { from, to, release, manifest }, skipped = []) {
  const recordFileWritten = writeRecord(recordDir, recordOf(name, manifest, { release: release ?? to, from: to }));
  const trail = appendPromotion(recordDir, {
    at: new Date().toISOString(),
    by: promoter(repo),
    action,
    remote: name,
    from,
    to,
    release: release ?? to,
    builtFrom: release ? builtFrom(store, name, release) : null,
    promotedFrom: treeCommit(repo),
    reason,
    remotesFile: path.relative(repo, file).startsWith('..') ? file : path.relative(repo, file),
    ...(gateway ? { gateway } : {}),
    ...(skipped.length ? { skipped } : {}),
  });
  console.log(`  recorded in ${shown(recordFileWritten)} and ${shown(trail)}: commit them, so that CI checks new builds against this release`);
}

async function promoteRelease() {
  if (!isReleaseId(target)) throw new Refusal(`"${target}" is not a release id (<version>-<hash>, as npm run release prints)\n${usage}`);
  const examined = await examine(manifestUrl(name, target));
  const problems = await runProblems(examined);
  if (problems.length) throw new Refusal(`${name} ${target} cannot run:\n- ${problems.join('\n- ')}\nRelease what it needs first (a shell that provides it, the API), or promote another release.`);
  const { from, to } = promote(file, name, examined.url, { integrity: examined.integrity });
  console.log(`${name}: promoted in ${shown(file)}\n  from ${from ?? '(none)'}\n  to   ${to}`);
  record('promote', { ...examined, from, to });
}

async function rollBack() {
  const skipped = [];
  for (const url of rollbackCandidates(file, name)) {
    let examined;
    try {
      examined = await examine(url);
      const problems = await runProblems(examined);
      if (problems.length) throw new Refusal(problems.join('; '));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      skipped.push({ url, why: error.message });
      console.log(`${name}: skipped ${url}: ${error.message}`);
      continue;
    }
    const { from, to, forgotten } = rollback(file, name, { to: url, integrity: examined.integrity });
    console.log(`${name}: rolled back in ${shown(file)}\n  from ${from}\n  to   ${to}`);
    if (forgotten.length) console.log(`  skipped, and gone from the history: ${forgotten.join(', ')}`);
    record('rollback', { ...examined, from, to }, skipped);
    return;
  }
  const current = readRemotesFile(file).remotes[name];
  throw new Refusal(
    skipped.length
      ? `${name}: no earlier release can be rolled back to; ${current ?? 'nothing'} stays. Skipped:\n- ${skipped.map(({ url, why }) => `${url}: ${why}`).join('\n- ')}`
      : `${shown(file)} has no earlier release of ${name} to roll back to`,
  );
}

try {
  await withFileLock(file, () => (target === '--rollback' ? rollBack() : promoteRelease()));
} catch (error) {
  fail(error.message, error instanceof Refusal ? error.code : REFUSED);
}
