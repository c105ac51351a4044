import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addRelease } from './release-store.mjs';
import { integrityOfFolder, sri } from './release-integrity.mjs';
import { historyFileOf, manifestUrl, promote, readRemotesFile, releaseOf, rollback, rollbackCandidates } from './remotes-file.mjs';

let dir;
let file;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-file-test-'));
  file = path.join(dir, 'remotes.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const A = manifestUrl('designer', '0.1.0-aaaaaaaaaa');
const B = manifestUrl('designer', '0.1.0-bbbbbbbbbb');
const C = manifestUrl('designer', '0.1.0-cccccccccc');
/** A pin as release-integrity.mjs computes it, different for each URL. */
const pin = (url) => ({ manifest: sri(`manifest of ${url}`), remoteEntry: sri(`entry of ${url}`) });
const promoted = (name, url) => promote(file, name, url, { integrity: pin(url) });

test('promoting one remote changes only its entry; rollback walks back one release at a time', () => {
  fs.writeFileSync(file, JSON.stringify({ remotes: { marketing: '/remotes/marketing/0.1.0-0000000000/mf-manifest.json', designer: A } }));
  expect(promoted('designer', B)).toEqual({ from: A, to: B });
  expect(promoted('designer', C)).toEqual({ from: B, to: C });
  expect(readRemotesFile(file)).toEqual({
    remotes: { marketing: '/remotes/marketing/0.1.0-0000000000/mf-manifest.json', designer: C },
    integrity: { designer: pin(C) },
    previous: { designer: [A, B] },
  });
  expect(rollback(file, 'designer', { integrity: pin(B) })).toEqual({ from: C, to: B, forgotten: [] });
  expect(readRemotesFile(file).integrity.designer).toEqual(pin(B));
  expect(rollback(file, 'designer', { integrity: pin(A) })).toEqual({ from: B, to: A, forgotten: [] });
  expect(() => rollback(file, 'designer', { integrity: pin(A) })).toThrow(`${file} has no earlier release of designer to roll back to`);
  expect(readRemotesFile(file).remotes.marketing).toBe('/remotes/marketing/0.1.0-0000000000/mf-manifest.json');
});

test('the file is replaced by a rename: a reader holding the old one still reads it whole', () => {
  promoted('designer', A);
  const before = fs.openSync(file, 'r');
  promoted('designer', B);
  try {
    expect(JSON.parse(fs.readFileSync(before, 'utf8')).remotes.designer).toBe(A);
  } finally {
    fs.closeSync(before);
  }
  expect(readRemotesFile(file).remotes.designer).toBe(B);
  expect(fs.readdirSync(dir).sort()).toEqual(['remotes.history.json', 'remotes.json']);
});

test('the served file holds only the releases and their integrity; the history is beside it', () => {
  promoted('designer', A);
  promoted('designer', B);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ remotes: { designer: B }, integrity: { designer: pin(B) } });
  expect(historyFileOf(file)).toBe(path.join(dir, 'remotes.history.json'));
  expect(JSON.parse(fs.readFileSync(historyFileOf(file), 'utf8'))).toEqual({ previous: { designer: [A] } });
});

test('a file from before the history moved out: its `previous` is read as the history, and leaves it at the next write', () => {
  fs.writeFileSync(file, JSON.stringify({ remotes: { designer: B }, previous: { designer: [A] } }));
  expect(rollbackCandidates(file, 'designer')).toEqual([A]);
  promoted('designer', C);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ remotes: { designer: C }, integrity: { designer: pin(C) } });
  expect(readRemotesFile(file).previous).toEqual({ designer: [A, B] });
});

test('a rollback to an older release forgets the newer ones it skipped', () => {
  for (const url of [A, B, C]) promoted('designer', url);
  promoted('designer', manifestUrl('designer', '0.1.0-dddddddddd'));
  expect(rollbackCandidates(file, 'designer')).toEqual([C, B, A]);
  expect(rollback(file, 'designer', { to: A, integrity: pin(A) })).toEqual({ from: manifestUrl('designer', '0.1.0-dddddddddd'), to: A, forgotten: [C, B] });
  expect(readRemotesFile(file).previous.designer).toEqual([]);
  expect(() => rollback(file, 'designer', { to: B, integrity: pin(B) })).toThrow('is not an earlier release of designer');
});

test('nothing is written without an integrity for the release', () => {
  expect(() => promote(file, 'designer', A)).toThrow('no integrity for designer');
  expect(() => promote(file, 'designer', A, { integrity: { manifest: 'sha256-x', remoteEntry: 'sha384-y' } })).toThrow('no integrity for designer');
  expect(fs.existsSync(file)).toBe(false);
});

test('promoting the release already promoted changes nothing', () => {
  promoted('designer', A);
  expect(promoted('designer', A)).toEqual({ from: A, to: A });
  expect(readRemotesFile(file).previous).toEqual({ designer: [] });
});

test('a broken file or an unknown remote is refused with what to do', () => {
  fs.writeFileSync(file, '{ "remotes": ');
  expect(() => promoted('designer', A)).toThrow(`${file} is not JSON`);
  fs.writeFileSync(file, '{ "remotes": { "designer": 3 } }');
  expect(() => promoted('designer', A)).toThrow('does not say { "remotes"');
  expect(() => promoted('checkout', A)).toThrow('"checkout" is not a remote');
});

test('releaseOf reads the release back from a same-origin manifest URL', () => {
  expect(releaseOf('designer', B)).toBe('0.1.0-bbbbbbbbbb');
  expect(releaseOf('account', B)).toBeNull();
  expect(releaseOf('designer', 'https://static.example/designer/mf-manifest.json')).toBeNull();
});

test('the back office is released, promoted and rolled back alone: the other remotes keep their releases', () => {
  const others = {
    marketing: '/remotes/marketing/1.0.0-0000000000/mf-manifest.json',
    designer: A,
    account: '/remotes/account/1.0.0-1111111111/mf-manifest.json',
  };
  fs.writeFileSync(file, JSON.stringify({ remotes: others }));
  const store = path.join(dir, 'store');
  const release = (chunk) => {
    const dist = fs.mkdtempSync(path.join(dir, 'dist-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"backoffice","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), chunk);
    return addRelease({ store, name: 'backoffice', dist, version: '1.0.0' }).release;
  };
  const [first, second] = [release('var backoffice = 1;'), release('var backoffice = 2;')];
  expect(fs.readdirSync(path.join(store, 'backoffice')).sort()).toEqual([first, second].sort());

  const integrity = (release) => integrityOfFolder(path.join(store, 'backoffice', release));
  expect(promote(file, 'backoffice', manifestUrl('backoffice', first), { integrity: integrity(first) })).toEqual({ from: null, to: `/remotes/backoffice/${first}/mf-manifest.json` });
  promote(file, 'backoffice', manifestUrl('backoffice', second), { integrity: integrity(second) });
  expect(readRemotesFile(file).remotes).toEqual({ ...others, backoffice: `/remotes/backoffice/${second}/mf-manifest.json` });
  expect(rollback(file, 'backoffice', { integrity: integrity(first) }).to).toBe(`/remotes/backoffice/${first}/mf-manifest.json`);
  expect(readRemotesFile(file).remotes).toEqual({ ...others, backoffice: `/remotes/backoffice/${first}/mf-manifest.json` });
  expect(releaseOf('backoffice', readRemotesFile(file).remotes.backoffice)).toBe(first);
});
