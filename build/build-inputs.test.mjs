// What decides a new build: every file the build reads. A change to a remote's pages.json alone was
// once released as "already in the store", with the old pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputs } from './build-inputs.mjs';
import { sourceFingerprint } from './source-fingerprint.mjs';
import { appsNeedingBuild } from '../scripts/lib.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const REMOTES = ['remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice'];
const relativeInputs = (app, root = repo) => buildInputs(path.join(root, app)).map((file) => path.relative(root, file).split(path.sep).join('/'));

describe('the inputs of an app’s build', () => {
  it.each([...REMOTES, 'shell'])('%s: its own folder, what it depends on, the build modules its config imports, the install files', (app) => {
    const inputs = relativeInputs(app);
    for (const file of [
      `${app}/package.json`,
      `${app}/webpack.config.js`,
      `${app}/tsconfig.json`,
      'shared/package.json',
      'shared/src/contracts/index.ts',
      'packages/design/package.json',
      'build/webpack-app.mjs',
      'build/manifest-meta-data.mjs',
      'build/shell-contract.mjs',
      'build/host-inputs.mjs',
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'tsconfig.base.json',
      'patches/fontkit@2.0.4.patch',
    ])
      expect({ app, file, input: inputs.includes(file) }).toEqual({ app, file, input: true });
    if (app !== 'shell') expect(inputs).toContain(`${app}/pages.json`);
    expect(inputs.some((file) => file.startsWith(`${app}/src/`))).toBe(true);
    // What no build reads: installed packages, builds, tests, the build modules it does not import.
    expect(inputs.filter((file) => /(^|\/)(node_modules|dist|source-maps)\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
    expect(inputs).not.toContain('build/csp-hashes.test.mjs');
    expect(inputs.filter((file) => file.startsWith('api/') || file.startsWith('e2e/'))).toEqual([]);
  });

  it('the designer’s public folder and each remote’s prebuild scripts are inputs', () => {
    expect(relativeInputs('remote-designer').some((file) => file.startsWith('remote-designer/scripts/patterns/'))).toBe(true);
    // The garment pictures' generator lives in the design package (its scripts, not its src).
    expect(relativeInputs('remote-marketing')).toContain('packages/design/scripts/garment-pictures/garment-svg.ts');
  });

  it('the shell’s: the modules of its other compilers, every app’s sources (antd it provides) and the released remotes’ records', () => {
    const inputs = relativeInputs('shell');
    for (const file of ['build/webpack-embed.mjs', 'build/webpack-join.mjs', 'build/inline-script.mjs', 'build/csp-hashes.mjs', 'shell/public/index.html', 'deploy/released/account.json', 'deploy/released/designer.json']) {
      expect({ file, input: inputs.includes(file) }).toEqual({ file, input: true });
    }
    for (const remote of REMOTES) expect(inputs.some((file) => file.startsWith(`${remote}/src/`))).toBe(true);
    // A remote's build reads neither the shell nor the record.
    expect(relativeInputs('remote-account').filter((file) => file.startsWith('shell/') || file.startsWith('deploy/'))).toEqual([]);
  });
});

/** A copy of the workspace's files that the builds of `apps` read, each older than its build. */
function workspaceCopy(apps) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-inputs-'));
  const old = new Date(Date.now() - 3_600_000);
  for (const app of apps) {
    for (const file of relativeInputs(app)) {
      const to = path.join(root, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(repo, file), to);
      fs.utimesSync(to, old, old);
      fs.utimesSync(path.dirname(to), old, old);
    }
    fs.mkdirSync(path.join(root, app, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, app, 'dist', 'mf-manifest.json'), '{}');
  }
  return root;
}

/** Rewrites a file with its change time now, as an editor would. */
function edit(file, change) {
  const later = new Date(Date.now() + 1000);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  fs.utimesSync(file, later, later);
}

describe('which apps need a build', () => {
  let root;
  beforeEach(() => {
    root = workspaceCopy(['remote-backoffice', 'shell']);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('none whose build is newer than what it reads', () => {
    expect(appsNeedingBuild(root).filter((app) => ['remote-backoffice', 'shell'].includes(app))).toEqual([]);
  });

  it('a remote whose pages.json alone changed', () => {
    edit(path.join(root, 'remote-backoffice/pages.json'), (text) => JSON.stringify(JSON.parse(text).slice(1), null, 2));
    expect(appsNeedingBuild(root)).toContain('remote-backoffice');
  });

  it('every app after a change to the build configuration or the lockfile', () => {
    edit(path.join(root, 'build/manifest-meta-data.mjs'), (text) => `${text}\n// changed\n`);
    expect(appsNeedingBuild(root)).toEqual(expect.arrayContaining(['remote-backoffice', 'shell']));
  });

  it('the shell, not the remote, after a remote is promoted (its record)', () => {
    edit(path.join(root, 'deploy/released/account.json'), (text) => text.replace('"release"', '"release" '));
    const stale = appsNeedingBuild(root);
    expect(stale).toContain('shell');
    expect(stale).not.toContain('remote-backoffice');
  });

  it('none after the build writes its source maps beside it, or a test run makes a folder at the root', () => {
    const later = new Date(Date.now() + 1000);
    for (const folder of ['remote-backoffice/source-maps', 'shell/source-maps', 'test-results']) fs.mkdirSync(path.join(root, folder), { recursive: true });
    for (const folder of ['remote-backoffice', 'shell', '.']) fs.utimesSync(path.join(root, folder), later, later);
    expect(appsNeedingBuild(root).filter((app) => ['remote-backoffice', 'shell'].includes(app))).toEqual([]);
  });

  it('a remote one of whose sources was removed', () => {
    const removed = relativeInputs('remote-backoffice', root).find((file) => file.startsWith('remote-backoffice/src/') && file.endsWith('.tsx'));
    fs.rmSync(path.join(root, removed));
    const later = new Date(Date.now() + 1000);
    fs.utimesSync(path.dirname(path.join(root, removed)), later, later);
    expect(appsNeedingBuild(root)).toContain('remote-backoffice');
  });
});

describe('an app’s source fingerprint', () => {
  it('is the same for the same sources checked out in two folders, and changes with pages.json', () => {
    const [one, two] = [workspaceCopy(['remote-backoffice']), workspaceCopy(['remote-backoffice'])];
    try {
      expect(sourceFingerprint(path.join(one, 'remote-backoffice'))).toBe(sourceFingerprint(path.join(two, 'remote-backoffice')));
      expect(sourceFingerprint(path.join(one, 'remote-backoffice'))).toBe(sourceFingerprint(path.join(repo, 'remote-backoffice')));
      edit(path.join(two, 'remote-backoffice/pages.json'), (text) => JSON.stringify(JSON.parse(text).slice(1)));
      expect(sourceFingerprint(path.join(two, 'remote-backoffice'))).not.toBe(sourceFingerprint(path.join(one, 'remote-backoffice')));
    } finally {
      fs.rmSync(one, { recursive: true, force: true });
      fs.rmSync(two, { recursive: true, force: true });
    }
  });
});
