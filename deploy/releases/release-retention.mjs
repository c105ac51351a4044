// How long the release store keeps a release: a remote's image takes every release in the store
// (deploy/container/Containerfile.remote), so without pruning each image carried every release
// ever made. `npm run release -- prune --keep <N>` keeps, of each remote, the newest N releases
// (pages opened before a promotion still load their chunks from the release they started with) and
// every release still named anywhere a rollback or the cluster could go back to: the record of
// what is released (deploy/released/<remote>.json), and each remotes.json with its history
// (remotes.history.json, what a rollback picks from). The rest leave the store with their source
// maps; build a remote's image after pruning and it holds only what is kept.
import fs from 'node:fs';
import path from 'node:path';
import { checkRemoteName, listReleases, releaseDir, REMOTE_NAMES, sourceMapsOfRelease } from './release-store.mjs';
import { readRemotesFile, releaseOf } from './remotes-file.mjs';

/**
 * The releases of each remote still named by the record and the remotes files.
 * @param {{ releasedDir: string, remotesFiles: string[] }} sources
 * @returns {Record<string, Set<string>>}
 */
export function namedReleases({ releasedDir, remotesFiles }) {
  const named = Object.fromEntries(REMOTE_NAMES.map((name) => [name, new Set()]));
  for (const name of REMOTE_NAMES) {
    const record = path.join(releasedDir, `${name}.json`);
    if (fs.existsSync(record)) named[name].add(JSON.parse(fs.readFileSync(record, 'utf8')).release);
  }
  for (const file of remotesFiles) {
    const { remotes, previous } = readRemotesFile(file);
    for (const name of REMOTE_NAMES) {
      for (const url of [remotes[name], ...(previous[name] ?? [])]) {
        const release = url && releaseOf(name, url);
        if (release) named[name].add(release);
      }
    }
  }
  return named;
}

/**
 * Which releases of a remote the store keeps: the newest `keep`, and those `named`.
 * @returns {{ kept: string[], removed: string[] }} oldest first
 */
export function retention({ store, name, keep, named = new Set() }) {
  checkRemoteName(name);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep ${keep}: keep at least the newest release (a whole number, 1 or more)`);
  const releases = listReleases(store, name);
  const newest = new Set(releases.slice(-keep));
  return {
    kept: releases.filter((release) => newest.has(release) || named.has(release)),
    removed: releases.filter((release) => !newest.has(release) && !named.has(release)),
  };
}

/** Removes a release and its source maps: renamed first, so no half-removed folder is served as a release. */
function removeRelease(store, name, release) {
  const dir = releaseDir(store, name, release);
  const leaving = path.join(path.dirname(dir), `.${release}.removing`);
  fs.rmSync(leaving, { recursive: true, force: true });
  fs.renameSync(dir, leaving);
  fs.rmSync(leaving, { recursive: true, force: true });
  fs.rmSync(sourceMapsOfRelease(store, name, release), { recursive: true, force: true });
}

/**
 * Prunes every remote's releases in `store` (see retention); with `dryRun`, only says what it would.
 * @returns {Record<string, { kept: string[], removed: string[] }>}
 */
export function pruneStore({ store, keep, releasedDir, remotesFiles, dryRun = false }) {
  const named = namedReleases({ releasedDir, remotesFiles });
  const result = {};
  for (const name of REMOTE_NAMES) {
    result[name] = retention({ store, name, keep, named: named[name] });
    if (!dryRun) for (const release of result[name].removed) removeRelease(store, name, release);
  }
  return result;
}
