// remotes.json as promotion writes it, and the history a rollback reads, kept apart:
// - remotes.json, what the gateways serve: `remotes` says which release of each remote the shell
//   loads, `integrity` pins each one's manifest and remote entry (./release-integrity.mjs). Only
//   what the shell needs: nothing of the history is public.
// - `<name>.history.json` beside it (remotes.history.json): the releases each remote was promoted
//   from, newest last. Neither gateway serves it (nginx answers only /remotes.json from the config
//   folder; the Kubernetes ConfigMap is made of remotes.json and remote-origins.conf alone).
// Each is replaced whole by a rename (./json-written-whole.mjs), so the gateway (and nginx, and a
// ConfigMap made from it) never serves a half-written one. A file written before the history moved
// out still carries `previous`: it is read as the history, and gone from remotes.json at the next
// write.
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonWhole } from './json-written-whole.mjs';
import { isIntegrityEntry } from './release-integrity.mjs';
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

/** The history's file: `remotes.json` → `remotes.history.json`, beside it. */
export function historyFileOf(file) {
  return path.join(path.dirname(file), `${path.basename(file, '.json')}.history.json`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${error.message}): fix or remove it`, { cause: error });
  }
}

const urlLists = (value) => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).filter(([, urls]) => Array.isArray(urls) && urls.every((url) => typeof url === 'string'))) : {});

/**
 * The served file and the history beside it.
 * @returns {{ remotes: Record<string, string>, integrity: Record<string, { manifest: string, remoteEntry: string }>, previous: Record<string, string[]> }}
 */
export function readRemotesFile(file) {
  const history = historyFileOf(file);
  const previous = fs.existsSync(history) ? urlLists(readJson(history)?.previous) : {};
  if (!fs.existsSync(file)) return { remotes: {}, integrity: {}, previous };
  const json = readJson(file);
  const remotes = json?.remotes;
  if (typeof remotes !== 'object' || remotes === null || !Object.values(remotes).every((url) => typeof url === 'string')) {
    throw new Error(`${file} does not say { "remotes": { "<name>": "<manifest URL>" } }: fix or remove it`);
  }
  const pinned = typeof json.integrity === 'object' && json.integrity !== null ? json.integrity : {};
  const integrity = Object.fromEntries(Object.entries(pinned).filter(([name, entry]) => name in remotes && isIntegrityEntry(entry)));
  // A file from before the history moved out: its `previous` is the history (unless one is beside it).
  const legacy = fs.existsSync(history) ? {} : urlLists(json.previous);
  return { remotes: { ...remotes }, integrity, previous: { ...legacy, ...previous } };
}

/** Writes the history, then the served file, each whole; the served file has no history in it. */
export function writeRemotesFile(file, { remotes, integrity, previous }) {
  writeJsonWhole(historyFileOf(file), { previous });
  writeJsonWhole(file, { remotes, integrity: Object.fromEntries(Object.entries(integrity).filter(([name]) => name in remotes)) });
}

function checkIntegrity(name, integrity) {
  if (!isIntegrityEntry(integrity)) {
    throw new Error(`no integrity for ${name}: remotes.json pins each remote with { manifest, remoteEntry } (deploy/releases/release-integrity.mjs)`);
  }
  return { manifest: integrity.manifest, remoteEntry: integrity.remoteEntry };
}

/**
 * Points the remote at `url`, pinned with `integrity` (./release-integrity.mjs); the URL it
 * pointed at before becomes the one a rollback returns to.
 * @param {{ integrity: { manifest: string, remoteEntry: string } }} options
 * @returns {{ from: string | null, to: string }}
 */
export function promote(file, name, url, { integrity } = {}) {
  checkRemoteName(name);
  const pin = checkIntegrity(name, integrity);
  const current = readRemotesFile(file);
  const from = current.remotes[name] ?? null;
  const { remotes, previous } = current;
  if (from !== url) {
    const history = [...(previous[name] ?? [])];
    if (from) history.push(from);
    previous[name] = history.slice(-HISTORY_LENGTH);
    remotes[name] = url;
  }
  // Written even for the same URL: the pin may be new (a file from before integrity).
  writeRemotesFile(file, { remotes, integrity: { ...current.integrity, [name]: pin }, previous });
  return { from, to: url };
}

/** The releases a rollback of the remote may go back to, newest first (not the current one). */
export function rollbackCandidates(file, name) {
  checkRemoteName(name);
  const { remotes, previous } = readRemotesFile(file);
  return [...(previous[name] ?? [])].reverse().filter((url) => url !== remotes[name]);
}

/**
 * Points the remote back at `to`, one of its earlier releases (by default the newest), pinned with
 * `integrity`; the history keeps only what is older than it: the release it leaves and any
 * skipped on the way are forgotten.
 * @param {{ to?: string, integrity: { manifest: string, remoteEntry: string } }} options
 * @returns {{ from: string, to: string, forgotten: string[] }}
 */
export function rollback(file, name, { to, integrity } = {}) {
  checkRemoteName(name);
  const { remotes, integrity: pins, previous } = readRemotesFile(file);
  const history = [...(previous[name] ?? [])];
  const target = to ?? history.filter((url) => url !== remotes[name]).at(-1);
  const index = target ? history.lastIndexOf(target) : -1;
  if (index < 0) throw new Error(target ? `${target} is not an earlier release of ${name} in ${file}` : `${file} has no earlier release of ${name} to roll back to`);
  const pin = checkIntegrity(name, integrity);
  const from = remotes[name];
  remotes[name] = target;
  const forgotten = history.slice(index + 1).filter((url) => url !== from).reverse();
  previous[name] = history.slice(0, index);
  writeRemotesFile(file, { remotes, integrity: { ...pins, [name]: pin }, previous });
  return { from, to: target, forgotten };
}
