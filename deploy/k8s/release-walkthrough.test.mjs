// deploy/README.md's "In Kubernetes" steps, run as written over a copy of the cluster's files: the
// promote and rollback commands are read from the README itself (its only commands that start with
// GATEWAY=), run with the site and the repository's folders pointed at a stand-in and a copy, and
// after each point where the README says to commit, what CI checks of the cluster's files
// (./cluster-releases.mjs, which teamwear.test.mjs runs on the committed ones) must pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRelease, runPromote, startSite } from '../releases/release-fixtures.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';
import { clusterReleaseProblems, remoteImageTags } from './cluster-releases.mjs';

const here = import.meta.dirname;
const readme = fs.readFileSync(path.join(here, '../README.md'), 'utf8').replace(/\s+/g, ' ');
/** The README's promote commands, in order: the release's, then the rollback's. */
const commands = [...readme.matchAll(/`(GATEWAY=[^`]+)`/g)].map(([, command]) => command);

/** The words of a command line, with double-quoted words kept whole. */
function words(line) {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => quoted ?? plain);
}

// A dozen promotes, each a node process: seconds on a busy machine.
jest.setTimeout(120_000);

let root;
let site;
let rolledOut;
const k8sDir = () => path.join(root, 'deploy/k8s');
const releasedDir = () => path.join(root, 'deploy/released');
const store = () => path.join(root, 'releases');
const problems = () => clusterReleaseProblems({ k8sDir: k8sDir(), releasedDir: releasedDir() });

/** Runs a README command for `name` and `release`, the site being the stand-in and the repository the copy. */
async function run(command, { name, release, why }) {
  const env = [];
  const rest = words(command.replaceAll('https://<shop>', site.origin));
  while (/^[A-Z_]+=/.test(rest[0])) env.push(rest.shift());
  expect(rest.slice(0, 4)).toEqual(['npm', 'run', 'promote', '--']);
  const args = rest.slice(4).map((word) => word.replace('<release>', release).replace('<why>', why).replace(/^designer$/, name));
  const variables = Object.fromEntries(env.map((assignment) => assignment.split(/=(.*)/s).slice(0, 2)));
  // Paths of the repository, in the copy; the defaults (RELEASES_DIR, RELEASED_DIR) too.
  variables.REMOTES_FILE = path.join(root, variables.REMOTES_FILE);
  return runPromote(args, { ...variables, RELEASES_DIR: store(), RELEASED_DIR: releasedDir() });
}

/** Step 3: the tag on the remote's Deployment in teamwear.yaml. */
function tagImage(name, release) {
  const file = path.join(k8sDir(), 'teamwear.yaml');
  const yaml = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`(image: teamwear/remote-${name}:)\\S+`);
  expect(yaml).toMatch(pattern);
  fs.writeFileSync(file, yaml.replace(pattern, `$1${release}`));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-walkthrough-'));
  fs.mkdirSync(k8sDir(), { recursive: true });
  fs.copyFileSync(path.join(here, 'teamwear.yaml'), path.join(k8sDir(), 'teamwear.yaml'));
  fs.mkdirSync(releasedDir(), { recursive: true });
  rolledOut = new Set();
  site = await startSite(store(), { serves: (name, release) => rolledOut.has(release) });
});

afterAll(async () => {
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the README has the two commands, promote and rollback, for the cluster’s remotes.json', () => {
  expect(commands).toHaveLength(2);
  expect(commands[0]).toMatch(/REMOTES_FILE=deploy\/k8s\/remotes\.json npm run promote -- designer <release>/);
  expect(commands[1]).toMatch(/REMOTES_FILE=deploy\/k8s\/remotes\.json npm run promote -- designer --rollback/);
});

test('released, promoted, rolled back and released again as the README says: CI stays green at each commit', async () => {
  // Where the cluster is: each remote released, its image rolled out and promoted.
  const first = {};
  for (const name of REMOTE_NAMES) {
    first[name] = makeRelease(store(), name, `${name} as it runs`).release;
    tagImage(name, first[name]);
    rolledOut.add(first[name]);
    const result = await run(commands[0], { name, release: first[name], why: 'the first release' });
    expect({ name, code: result.code, stderr: result.stderr }).toEqual({ name, code: 0, stderr: '' });
  }
  expect(problems()).toEqual([]);

  // 1–2. A new release of the designer, and its image.
  const next = makeRelease(store(), 'designer', 'the designer, next').release;
  // Promoted before its image is rolled out: refused, nothing changes.
  const early = await run(commands[0], { name: 'designer', release: next, why: 'too early' });
  expect(early.code).toBe(2);
  expect(early.stderr).toContain('answered 404');
  // 3. The tag on the Deployment, rolled out. Committed alone, CI would say what is missing.
  tagImage('designer', next);
  rolledOut.add(next);
  expect(problems()).toEqual([expect.stringContaining(`designer: the image is tagged ${next}, remotes.json names ${first.designer}`)]);
  // 4. Promoted: commit.
  const promoted = await run(commands[0], { name: 'designer', release: next, why: 'the new colour picker' });
  expect(promoted.code).toBe(0);
  expect(problems()).toEqual([]);

  // Rolled back: the image keeps its newer tag; commit.
  const rolledBack = await run(commands[1], { name: 'designer', why: 'the colour picker loses drafts' });
  expect(rolledBack.code).toBe(0);
  expect(JSON.parse(fs.readFileSync(path.join(k8sDir(), 'remotes.json'), 'utf8')).remotes.designer).toBe(`/remotes/designer/${first.designer}/mf-manifest.json`);
  expect(remoteImageTags(path.join(k8sDir(), 'teamwear.yaml')).designer).toBe(next);
  expect(problems()).toEqual([]);

  // The fix released the same way.
  const fixed = makeRelease(store(), 'designer', 'the designer, fixed').release;
  tagImage('designer', fixed);
  rolledOut.add(fixed);
  expect((await run(commands[0], { name: 'designer', release: fixed, why: 'drafts kept' })).code).toBe(0);
  expect(problems()).toEqual([]);
  // The served file never held the history.
  expect(Object.keys(JSON.parse(fs.readFileSync(path.join(k8sDir(), 'remotes.json'), 'utf8'))).sort()).toEqual(['integrity', 'remotes']);
});
