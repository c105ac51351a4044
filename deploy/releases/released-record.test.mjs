import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkAgainstReleased, readRecord, recordedReleases, recordOf, writeRecord } from './released-record.mjs';

const files = (sync) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });

/** A trimmed mf-manifest.json: `shared` maps a module to [version, its own files]. */
function manifest(shellContract, shared) {
  return {
    metaData: { shellContract, remoteEntry: { name: 'remoteEntry.js' } },
    shared: Object.entries(shared).map(([name, [version, own]]) => ({ name, version, requiredVersion: `^${version}`, assets: files(own) })),
    exposes: [],
  };
}

const shell = (contract = '2.0', extra = {}) =>
  manifest(contract, { react: ['19.3.1', ['assets/react.js']], '@teamwear/shared/session': ['2.0.0', ['assets/s.js']], 'antd/es/button': ['6.6.8', []], ...extra });
const remote = (contract = '2.0', extra = {}) => manifest(contract, { react: ['19.3.1', ['assets/r.js']], '@teamwear/shared/session': ['2.0.0', ['assets/s.js']], 'antd/es/button': ['6.6.8', []], ...extra });

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-released-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a record keeps what the check reads and reads back the same', () => {
  const record = recordOf('designer', remote(), { release: '1.0.0-0123456789', from: '/remotes/designer/1.0.0-0123456789/mf-manifest.json' });
  expect(record).toEqual({
    app: 'designer',
    release: '1.0.0-0123456789',
    from: '/remotes/designer/1.0.0-0123456789/mf-manifest.json',
    shellContract: '2.0',
    shared: [
      { name: '@teamwear/shared/session', version: '2.0.0', requiredVersion: '^2.0.0', ownCopy: true },
      { name: 'antd/es/button', version: '6.6.8', requiredVersion: '^6.6.8', ownCopy: false },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', ownCopy: true },
    ],
  });
  writeRecord(dir, record);
  expect(readRecord(dir, 'designer')).toEqual(record);
  expect(readRecord(dir, 'account')).toBeNull();
  expect(() => recordOf('studio', remote(), { release: 'x', from: 'y' })).toThrow('"studio" is not an app');
});

test('a record that is not one is said, not taken as nothing released', () => {
  fs.writeFileSync(path.join(dir, 'shell.json'), '{ not json');
  expect(() => readRecord(dir, 'shell')).toThrow('shell.json is not JSON');
  fs.writeFileSync(path.join(dir, 'account.json'), JSON.stringify({ app: 'designer', shared: [] }));
  expect(() => readRecord(dir, 'account')).toThrow('is not the record of a release of account');
});

test('builds that fit what is released pass, a pair each; what is not recorded is said', () => {
  writeRecord(dir, recordOf('shell', shell(), { release: '1.0.0-aaaaaaaaaa', from: 'shell/dist/mf-manifest.json' }));
  writeRecord(dir, recordOf('designer', remote(), { release: '1.0.0-bbbbbbbbbb', from: 'x' }));
  const checks = checkAgainstReleased({ shell: shell(), embed: shell(), marketing: null, designer: remote(), account: remote(), backoffice: remote() }, recordedReleases(dir));
  expect(checks.map(({ name, problems }) => [name, problems])).toEqual([
    ['the new shell runs the released marketing', []],
    ['the new shell runs the released designer (1.0.0-bbbbbbbbbb)', []],
    ['the new shell runs the released account', []],
    ['the new shell runs the released backoffice', []],
    ['the new embed host runs the released designer (1.0.0-bbbbbbbbbb)', []],
    ['the new designer runs under the released shell (1.0.0-aaaaaaaaaa)', []],
    ['the new designer runs under the released embed host', []],
    ['the new account runs under the released shell (1.0.0-aaaaaaaaaa)', []],
    ['the new backoffice runs under the released shell (1.0.0-aaaaaaaaaa)', []],
    ["the released API reads the new designer's designs", []],
  ]);
  expect(checks.at(-1).notes).toEqual(['no release of the API is recorded: not checked']);
  expect(checks[0].notes).toEqual(['no release of marketing is recorded: not checked']);
  expect(checks[3].notes).toEqual(['no release of backoffice is recorded: not checked']);
  expect(checks[6].notes).toEqual(['no release of the embed host is recorded: not checked']);
});

test('a new shell that breaks the released remotes fails, and so does a remote the released shell cannot run', () => {
  writeRecord(dir, recordOf('shell', shell(), { release: '1.0.0-aaaaaaaaaa', from: 'x' }));
  for (const name of ['marketing', 'designer', 'account', 'backoffice']) writeRecord(dir, recordOf(name, remote(), { release: '1.0.0-bbbbbbbbbb', from: 'x' }));
  const released = recordedReleases(dir);

  // A shell built for the contract's next major, which the released remotes were not built for.
  const breaking = checkAgainstReleased({ shell: shell('3.0'), embed: null, marketing: null, designer: null, account: null, backoffice: null }, released);
  expect(breaking.map(({ problems }) => problems)).toEqual(Array(4).fill(['shell contract: the remote was built for shell contract 2.0, the shell keeps 3.0']));

  // A shell that stopped providing an antd component the released remotes have no copy of.
  const { shared, ...rest } = shell();
  const without = { ...rest, shared: shared.filter(({ name }) => name !== 'antd/es/button') };
  expect(checkAgainstReleased({ shell: without, embed: null, marketing: null, designer: null, account: null, backoffice: null }, released)[1].problems).toEqual([
    "antd/es/button: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail",
  ]);

  // A remote that starts using a component the released shell does not provide, or needs a newer
  // minor of the contract: the shell must be released first.
  const usesTable = remote('2.0', { 'antd/es/table': ['6.6.8', []] });
  const newerMinor = remote('2.1');
  writeRecord(dir, recordOf('embed', shell(), { release: '1.0.0-aaaaaaaaaa', from: 'x' }));
  const checks = checkAgainstReleased({ shell: null, embed: null, marketing: null, designer: usesTable, account: newerMinor, backoffice: null }, recordedReleases(dir));
  const noTable = "antd/es/table: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail";
  expect(checks.map(({ name, problems }) => [name, problems])).toEqual([
    ['the new designer runs under the released shell (1.0.0-aaaaaaaaaa)', [noTable]],
    ['the new designer runs under the released embed host (1.0.0-aaaaaaaaaa)', [noTable]],
    ['the new account runs under the released shell (1.0.0-aaaaaaaaaa)', ['shell contract: the remote was built for shell contract 2.1, the shell keeps 2.0']],
    ["the released API reads the new designer's designs", []],
  ]);
});

test('the back office, a remote like the others: the new shell against its release, its new build against the released shell', () => {
  writeRecord(dir, recordOf('shell', shell(), { release: '1.0.0-aaaaaaaaaa', from: 'x' }));
  writeRecord(dir, recordOf('embed', shell(), { release: '1.0.0-aaaaaaaaaa', from: 'x' }));
  writeRecord(dir, recordOf('backoffice', remote(), { release: '1.0.0-cccccccccc', from: '/remotes/backoffice/1.0.0-cccccccccc/mf-manifest.json' }));
  expect(readRecord(dir, 'backoffice')?.release).toBe('1.0.0-cccccccccc');
  const released = recordedReleases(dir);
  const only = (checks, word) => checks.filter(({ name }) => name.includes(word)).map(({ name, problems }) => [name, problems]);

  // A shell that drops an antd component the released back office takes from it.
  const { shared, ...rest } = shell();
  const without = { ...rest, shared: shared.filter(({ name }) => name !== 'antd/es/button') };
  expect(only(checkAgainstReleased({ shell: without, embed: null, backoffice: null }, released), 'backoffice')).toEqual([
    ['the new shell runs the released backoffice (1.0.0-cccccccccc)', ["antd/es/button: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail"]],
  ]);

  // A back office that needs a component or a contract minor the released shell lacks waits for
  // the shell's release; the embed host never runs it.
  const needsMore = remote('2.1', { 'antd/es/tabs': ['6.6.8', []] });
  expect(only(checkAgainstReleased({ shell: null, embed: null, backoffice: needsMore }, released), 'backoffice')).toEqual([
    [
      'the new backoffice runs under the released shell (1.0.0-aaaaaaaaaa)',
      ['shell contract: the remote was built for shell contract 2.1, the shell keeps 2.0', "antd/es/tabs: the remote has no copy of its own and the shell does not provide it, so the remote's pages that use it would fail"],
    ],
  ]);
  expect(only(checkAgainstReleased({ shell: shell(), embed: shell(), backoffice: remote() }, released), 'backoffice')).toEqual([
    ['the new shell runs the released backoffice (1.0.0-cccccccccc)', []],
    ['the new backoffice runs under the released shell (1.0.0-aaaaaaaaaa)', []],
  ]);
});
