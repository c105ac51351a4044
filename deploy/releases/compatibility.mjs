// Whether a remote's release can run under a shell, from their two mf-manifest.json files. The
// shell loads first and keeps its own copy of every shared module (shareStrategy loaded-first,
// singletons without strictVersion, build/webpack-app.mjs), so a remote runs against the shell's
// React, antd and @teamwear/shared whatever it was built against: module federation only warns in
// the console when the versions disagree. `npm run promote` asks this first and refuses a release
// the shell cannot run. Each manifest's `shared` says, per module, the version the app bundles
// (`version`) and the range it accepts (`requiredVersion`, `^<its own version>` by the build).
// Each manifest's `metaData.shellContract` says which shell contract the app was built against
// (shared/src/federation/contract.ts): the release must need one the shell keeps, or the shell
// refuses to run it. A remote takes antd's components from the shell with no copy of its own, so
// one the shell does not provide is refused too (a shell must be released first).
import fs from 'node:fs';

/** `1.2.3` (a pre-release or build suffix ignored) as numbers, or null. */
function parseVersion(value) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(String(value ?? '').trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Whether `version` is in `range`, for the ranges the build writes: `^x.y.z` (npm's caret: the
 * same major, or the same minor below 1.0.0, or the same patch below 0.1.0), an exact `x.y.z`,
 * and `*`. Null for a range or version it cannot read.
 */
export function satisfies(version, range) {
  const have = parseVersion(version);
  if (!have || typeof range !== 'string') return null;
  const wanted = range.trim();
  if (wanted === '*' || wanted === '') return true;
  if (!wanted.startsWith('^')) {
    const exact = parseVersion(wanted);
    return exact ? compare(have, exact) === 0 : null;
  }
  const floor = parseVersion(wanted.slice(1));
  if (!floor) return null;
  if (compare(have, floor) < 0) return false;
  // The first non-zero part of the floor may not change.
  const fixed = floor[0] > 0 ? 1 : floor[1] > 0 ? 2 : 3;
  return have.slice(0, fixed).every((part, i) => part === floor[i]);
}

/**
 * What the check reads of an app's build: the shell contract it was built against or keeps, and
 * per shared module the version it bundles, the range it accepts and whether it has a copy of its
 * own to fall back on. A remote takes antd's components with `import: false` (no copy: the host
 * must provide them, build/webpack-app.mjs); its manifest lists such a module without files.
 * Read from an mf-manifest.json, or taken as it is from a record of a release
 * (./released-record.mjs), which holds exactly this.
 * @returns {{ shellContract?: string, designSchema?: number, shared: { name: string, version?: string, requiredVersion?: string | false, ownCopy: boolean }[] }}
 */
export function compatibilityFacts(manifestOrFacts) {
  if (!Array.isArray(manifestOrFacts?.shared)) throw new Error('not a module federation manifest (no "shared" list)');
  const shellContract = manifestOrFacts.metaData ? manifestOrFacts.metaData.shellContract : manifestOrFacts.shellContract;
  const designSchema = manifestOrFacts.metaData ? manifestOrFacts.metaData.designSchema : manifestOrFacts.designSchema;
  const shared = manifestOrFacts.shared
    .map(({ name, version, requiredVersion, ownCopy, assets }) => ({
      name,
      version,
      requiredVersion,
      // Without file lists (an older or hand-written manifest), a copy is assumed, as before.
      ownCopy: typeof ownCopy === 'boolean' ? ownCopy : assets ? ['sync', 'async'].some((kind) => (assets.js?.[kind]?.length ?? 0) > 0) : true,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { ...(shellContract === undefined ? {} : { shellContract }), ...(designSchema === undefined ? {} : { designSchema }), shared };
}

/**
 * Why an API that reads design documents up to schema `reads` would refuse what a designer writing
 * schema `writes` saves (either undefined when not declared: a designer built before it said, or
 * an API not recorded, is not compared), or null. The API migrates every older schema forward,
 * so only a newer one is a problem: its designs would be refused, its print files and proof
 * pictures would fail.
 */
export function designSchemaProblem(reads, writes) {
  if (reads === undefined || writes === undefined) return null;
  if (!Number.isInteger(reads) || !Number.isInteger(writes)) return `the design schema versions ${JSON.stringify(reads)} and ${JSON.stringify(writes)} are not whole numbers`;
  if (writes > reads) return `the designer writes design documents of schema ${writes}, the API reads up to ${reads}: release the API first`;
  return null;
}

/** @returns {Map<string, { version?: string, requiredVersion?: string | false, ownCopy: boolean }>} */
function sharedOf(facts) {
  return new Map(facts.shared.map((entry) => [entry.name, entry]));
}

/** A manifest written before apps declared a contract was built against what 1.0 describes. */
const CONTRACT_BEFORE_DECLARED = '1.0';

function parseContract(value) {
  const match = typeof value === 'string' ? /^(\d+)\.(\d+)$/.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Why a shell keeping contract `shell` would refuse a remote built for `needed` (either
 * undefined when its manifest says none), or null: the same major, and the shell's minor at least the
 * remote's. The shell's own comparison is contractMismatch in shared/src/federation/contract.ts,
 * which this script cannot import (TypeScript); compatibility.test.mjs holds the two to the same
 * answers.
 */
export function contractProblem(shell, needed) {
  const keeps = shell === undefined ? CONTRACT_BEFORE_DECLARED : shell;
  const wanted = needed === undefined ? CONTRACT_BEFORE_DECLARED : needed;
  const have = parseContract(keeps);
  const want = parseContract(wanted);
  if (!have) return `the shell's contract ${JSON.stringify(keeps)} is not <major>.<minor>`;
  if (!want) return `the remote asks for shell contract ${JSON.stringify(wanted)}, which is not <major>.<minor>`;
  if (want[0] !== have[0] || want[1] > have[1]) return `the remote was built for shell contract ${wanted}, the shell keeps ${keeps}`;
  return null;
}

/**
 * What stands between a remote's release and the shell, each given as its mf-manifest.json or as
 * the record of a release (compatibilityFacts).
 * @returns {{ problems: string[], notes: string[] }} problems: the remote needs a shell contract
 *   the shell does not keep, the shell provides a version the remote does not accept, or the
 *   remote has no copy of a module the shell does not provide (the release is refused); notes:
 *   modules the shell does not provide that the remote brings itself (fine for a module only it
 *   uses), ranges not read.
 */
export function checkCompatibility(shellManifest, remoteManifest) {
  const shellFacts = compatibilityFacts(shellManifest);
  const remoteFacts = compatibilityFacts(remoteManifest);
  const shell = sharedOf(shellFacts);
  const problems = [];
  const notes = [];
  const contract = contractProblem(shellFacts.shellContract, remoteFacts.shellContract);
  if (contract) problems.push(`shell contract: ${contract}`);
  for (const { name, requiredVersion, ownCopy } of remoteFacts.shared) {
    const provided = shell.get(name);
    if (!provided) {
      if (ownCopy) notes.push(`${name}: the shell does not provide it, so the remote loads its own copy`);
      else problems.push(`${name}: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail`);
      continue;
    }
    if (requiredVersion === false || requiredVersion === undefined) continue;
    const ok = satisfies(provided.version, requiredVersion);
    if (ok === false) problems.push(`${name}: the shell provides ${provided.version}, the remote needs ${requiredVersion}`);
    else if (ok === null) notes.push(`${name}: could not compare ${provided.version} with ${requiredVersion}`);
  }
  return { problems, notes };
}

/** A manifest from a file, or from an http(s) URL (a deployed shell's /mf-manifest.json). */
export async function readManifest(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(fs.readFileSync(location, 'utf8'));
}
