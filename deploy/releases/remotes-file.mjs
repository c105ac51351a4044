// remotes.json as promotion writes it: `remotes` says which release of each remote the shell
// loads (all the shell reads), `previous` the releases each remote was promoted from, newest last,
// for a rollback. One file, replaced whole by a rename, so the gateway (and nginx, and a
// Kubernetes ConfigMap made from it) never serves a half-written one.
import fs from 'node:fs';
import { writeJsonWhole } from './json-written-whole.mjs';
import { checkRemoteName } from './release-store.mjs';

/** How many earlier releases of a remote a rollback can go back to. */
export const HISTORY_LENGTH = 20;

/** Where the shell finds a release's manifest: beside the page, under /remotes/. */
export function manifestUrl(name, release) {
  return `/remotes/${checkRemoteName(name)}/${release}/mf-manifest.json`;
}

/** The release a same-origin manifest URL names, or null for another kind of URL. */
export function releaseOf(name, url) {
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '');
  return match && match[1] === name ? match[2] : null;
}

/** @returns {{ remotes: Record<string, string>, previous: Record<string, string[]> }} */
export function readRemotesFile(file) {
  if (!fs.existsSync(file)) return { remotes: {}, previous: {} };
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${error.message}): fix or remove it`, { cause: error });
  }
  const remotes = json?.remotes;
  if (typeof remotes !== 'object' || remotes === null || !Object.values(remotes).every((url) => typeof url === 'string')) {
    throw new Error(`${file} does not say { "remotes": { "<name>": "<manifest URL>" } }: fix or remove it`);
  }
  const previous = typeof json.previous === 'object' && json.previous !== null ? json.previous : {};
  return { remotes: { ...remotes }, previous: Object.fromEntries(Object.entries(previous).filter(([, urls]) => Array.isArray(urls))) };
}

/** Writes the file whole (./json-written-whole.mjs). */
export function writeRemotesFile(file, { remotes, previous }) {
  writeJsonWhole(file, { remotes, previous });
}

/**
 * Points the remote at `url`; the URL it pointed at before becomes the one a rollback returns to.
 * @returns {{ from: string | null, to: string }}
 */
export function promote(file, name, url) {
  checkRemoteName(name);
  const { remotes, previous } = readRemotesFile(file);
  const from = remotes[name] ?? null;
  if (from !== url) {
    const history = [...(previous[name] ?? [])];
    if (from) history.push(from);
    previous[name] = history.slice(-HISTORY_LENGTH);
    remotes[name] = url;
    writeRemotesFile(file, { remotes, previous });
  }
  return { from, to: url };
}

/**
 * Points the remote back at the release it was promoted from, and forgets the one it leaves.
 * @returns {{ from: string, to: string }}
 */
export function rollback(file, name) {
  checkRemoteName(name);
  const { remotes, previous } = readRemotesFile(file);
  const history = [...(previous[name] ?? [])];
  const to = history.pop();
  if (!to) throw new Error(`${file} has no earlier release of ${name} to roll back to`);
  const from = remotes[name];
  remotes[name] = to;
  previous[name] = history;
  writeRemotesFile(file, { remotes, previous });
  return { from, to };
}
