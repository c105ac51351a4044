// The record of what is released: `deploy/released/<app>.json`, one file per app (the shell and
// each remote), committed, so that a clean clone (CI) knows what runs in production without asking
// it. Each file holds what the compatibility check reads of the release's mf-manifest.json (the
// shell contract, the shared modules with their versions and ranges, whether the app has its own
// copy of each; see compatibilityFacts) and which release it is. `embed` is the studio's host on
// partner pages (/embed/studio-host.js), released with the shell and a host of the designer as the
// shell is. `npm run promote` writes a remote's file, `npm run released -- record shell` the
// shell's and the embed host's when their build is deployed, and
// `npm run released -- pull <site>` all of them from what a live site serves. `npm run released
// -- check` (a stage of CI) checks the apps just built against it: the new shell against every
// released remote, and every new remote against the released shell.
import fs from 'node:fs';
import path from 'node:path';
import { designSchema } from '../../build/design-schema.mjs';
import { checkCompatibility, compatibilityFacts, designSchemaProblem } from './compatibility.mjs';
import { writeJsonWhole } from './json-written-whole.mjs';
import { REMOTE_NAMES } from './release-store.mjs';

/** `api` is recorded for the design schema it reads (build/design-schema.mjs), not for federation. */
export const RECORDED_APPS = ['shell', 'embed', ...REMOTE_NAMES, 'api'];

/** Where each app's build writes its manifest, from the repository's root. */
export const BUILT_MANIFESTS = {
  shell: 'shell/dist/mf-manifest.json',
  embed: 'shell/dist/embed/mf-manifest.json',
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `remote-${name}/dist/mf-manifest.json`])),
};

function checkAppName(app) {
  if (!RECORDED_APPS.includes(app)) throw new Error(`"${app ?? ''}" is not an app; the apps are ${RECORDED_APPS.join(', ')}`);
  return app;
}

export function recordFile(dir, app) {
  return path.join(dir, `${checkAppName(app)}.json`);
}

/**
 * The record of one release of `app` from its manifest. `release` names it (a release id, or the
 * URL it was served from); `from` says where the facts were read (a file or a URL), for whoever
 * reads the record later.
 */
export function recordOf(app, manifest, { release, from }) {
  return { app: checkAppName(app), release, from, ...compatibilityFacts(manifest) };
}

/** The record of a release of the API: the newest design schema it reads. */
export function apiRecordOf({ release, from, designSchema: reads }) {
  if (!Number.isInteger(reads) || reads < 1) throw new Error(`the API's design schema ${JSON.stringify(reads)} is not a version number`);
  return { app: 'api', release, from, designSchema: reads };
}

/** Writes the record whole (./json-written-whole.mjs), as promote writes remotes.json. */
export function writeRecord(dir, record) {
  const file = recordFile(dir, record.app);
  writeJsonWhole(file, record);
  return file;
}

/** The recorded release of `app`, or null when nothing is recorded for it. */
export function readRecord(dir, app) {
  const file = recordFile(dir, app);
  if (!fs.existsSync(file)) return null;
  let record;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${error.message}): record the release again`, { cause: error });
  }
  const complete = app === 'api' ? Number.isInteger(record?.designSchema) : Array.isArray(record?.shared);
  if (record?.app !== app || !complete) throw new Error(`${file} is not the record of a release of ${app}: record the release again`);
  return record;
}

/**
 * The apps just built against the released ones: the new shell against each released remote (it
 * will run them until they are released again), and each new remote against the released shell
 * (it will run under it as soon as it is promoted); the same for the embed host and the designer.
 * `built` gives each app's manifest (null when that app was not built); an app with no record is
 * said, not checked.
 * @returns {{ name: string, problems: string[], notes: string[] }[]} one entry per pair checked
 *   or skipped, in a stable order.
 */
export function checkAgainstReleased(built, recorded) {
  const checks = [];
  const hosts = [
    ['shell', 'the new shell', REMOTE_NAMES],
    ['embed', 'the new embed host', ['designer']],
  ];
  for (const [host, label, remotes] of hosts) {
    if (!built[host]) continue;
    for (const remote of remotes) {
      const released = recorded[remote];
      const name = `${label} runs the released ${remote}`;
      if (released) checks.push({ name: `${name} (${released.release})`, ...checkCompatibility(built[host], released) });
      else checks.push({ name, problems: [], notes: [`no release of ${remote} is recorded: not checked`] });
    }
  }
  for (const remote of REMOTE_NAMES) {
    if (!built[remote]) continue;
    for (const [host, label] of [
      ['shell', 'the released shell'],
      ['embed', 'the released embed host'],
    ]) {
      if (host === 'embed' && remote !== 'designer') continue;
      const released = recorded[host];
      const name = `the new ${remote} runs under ${label}`;
      if (released) checks.push({ name: `${name} (${released.release})`, ...checkCompatibility(released, built[remote]) });
      else checks.push({ name, problems: [], notes: [`no release of the ${host === 'embed' ? 'embed host' : 'shell'} is recorded: not checked`] });
    }
  }
  // The design documents the designer saves are read by the API, released on its own: the new
  // designer's against the released API, the new API's against the released designer.
  const schemaCheck = (name, reads, writes, missing) => {
    if (reads === undefined || writes === undefined) return { name, problems: [], notes: [missing] };
    const problem = designSchemaProblem(reads, writes);
    return { name, problems: problem ? [`design schema: ${problem}`] : [], notes: [] };
  };
  if (built.designer) {
    const api = recorded.api;
    const writes = compatibilityFacts(built.designer).designSchema;
    checks.push(
      schemaCheck(
        `the released API reads the new designer's designs${api ? ` (${api.release})` : ''}`,
        api?.designSchema,
        writes,
        api ? 'the new designer does not say which design schema it writes: not checked' : 'no release of the API is recorded: not checked',
      ),
    );
  }
  if (built.api && recorded.designer) {
    checks.push(
      schemaCheck(
        `the new API reads the released designer's designs (${recorded.designer.release})`,
        built.api.designSchema,
        recorded.designer.designSchema,
        'the released designer does not say which design schema it writes (built before it did): not checked',
      ),
    );
  }
  return checks;
}

/** Each app's recorded release, null for one not recorded. */
export function recordedReleases(dir) {
  return Object.fromEntries(RECORDED_APPS.map((app) => [app, readRecord(dir, app)]));
}

/** The manifests of the apps built in the repository at `repo`, null for an app not built (the
 *  API's facts, read from its source). */
export function builtManifests(repo) {
  return Object.fromEntries(
    RECORDED_APPS.map((app) => {
      // The API is not built into a folder: what it reads is that of the design package it runs with.
      if (app === 'api') return [app, { designSchema: designSchema(path.join(repo, 'api')) }];
      const file = path.join(repo, BUILT_MANIFESTS[app]);
      return [app, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null];
    }),
  );
}

/** Prints each check, a line each with its problems and notes below. */
export function printChecks(checks, log = console.log) {
  for (const { name, problems, notes } of checks) {
    log(`${problems.length ? '✗' : '✓'} ${name}`);
    for (const problem of problems) log(`    ${problem}`);
    for (const note of notes) log(`    note: ${note}`);
  }
}
