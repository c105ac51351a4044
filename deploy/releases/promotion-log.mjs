// The audit trail of promotions: `promotions.jsonl` in the record's folder (deploy/released), one
// JSON line per promotion or rollback, appended and committed with the record: who (PROMOTED_BY,
// else git's user.name and user.email, else USER), when, which remote, from and to which release,
// the commit the release was built from (as `npm run release` noted it) and the one promote ran
// in, the reason (--reason), the remotes.json written and what a rollback skipped. Never served.
//
// `npm run release` notes the commit a release was built from in `<store>/.built/<remote>/<release>.json`,
// outside the remotes' folders (an image takes only `<store>/<remote>/`, the local gateway serves
// only those), so the release's content, and its id, stay what the build made.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeJsonWhole } from './json-written-whole.mjs';
import { checkRemoteName } from './release-store.mjs';

export const LOG_NAME = 'promotions.jsonl';

function git(repo, args) {
  try {
    return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit of the tree at `repo`, `+changes` when it has uncommitted changes; null outside git. */
export function treeCommit(repo) {
  const head = git(repo, ['rev-parse', 'HEAD']);
  if (!head) return null;
  return git(repo, ['status', '--porcelain', '--untracked-files=no']) ? `${head}+changes` : head;
}

/** Who promotes: PROMOTED_BY, else git's user, else the login. */
export function promoter(repo, env = process.env) {
  if (env.PROMOTED_BY) return env.PROMOTED_BY;
  const name = git(repo, ['config', 'user.name']);
  const email = git(repo, ['config', 'user.email']);
  if (name || email) return [name, email && `<${email}>`].filter(Boolean).join(' ');
  return env.USER || env.LOGNAME || os.userInfo().username;
}

function builtFile(store, name, release) {
  return path.join(store, '.built', checkRemoteName(name), `${release}.json`);
}

/** Notes the commit a release was built from (kept if noted before: the same content, the first build). */
export function noteBuild(store, name, release, commit) {
  const file = builtFile(store, name, release);
  if (!fs.existsSync(file)) writeJsonWhole(file, { release, commit, at: new Date().toISOString() });
}

/** The commit a release was built from, or null when `npm run release` did not note it. */
export function builtFrom(store, name, release) {
  try {
    return JSON.parse(fs.readFileSync(builtFile(store, name, release), 'utf8')).commit ?? null;
  } catch {
    return null;
  }
}

/** Appends one entry (a line of JSON) to the trail in `dir`. */
export function appendPromotion(dir, entry) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOG_NAME);
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
  return file;
}

/** The trail's entries, oldest first ([] when there is none). */
export function readPromotions(dir) {
  const file = path.join(dir, LOG_NAME);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new Error(`${file}, line ${index + 1}, is not JSON (${error.message})`, { cause: error });
      }
    });
}
