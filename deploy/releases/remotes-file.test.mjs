import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addRelease } from './release-store.mjs';
import { manifestUrl, promote, readRemotesFile, releaseOf, rollback } from './remotes-file.mjs';

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

test('promoting one remote changes only its entry; rollback walks back one release at a time', () => {
  fs.writeFileSync(file, JSON.stringify({ remotes: { marketing: '/remotes/marketing/0.1.0-0000000000/mf-manifest.json', designer: A } }));
  expect(promote(file, 'designer', B)).toEqual({ from: A, to: B });
  expect(promote(file, 'designer', C)).toEqual({ from: B, to: C });
  expect(readRemotesFile(file)).toEqual({
    remotes: { marketing: '/remotes/marketing/0.1.0-0000000000/mf-manifest.json', designer: C },
    previous: { designer: [A, B] },
  });
  expect(rollback(file, 'designer')).toEqual({ from: C, to: B });
  expect(rollback(file, 'designer')).toEqual({ from: B, to: A });
  expect(() => rollback(file, 'designer')).toThrow(`${file} has no earlier release of designer to roll back to`);
  expect(readRemotesFile(file).remotes.marketing).toBe('/remotes/marketing/0.1.0-0000000000/mf-manifest.json');
});

test('the file is replaced by a rename: a reader holding the old one still reads it whole', () => {
  promote(file, 'designer', A);
  const before = fs.openSync(file, 'r');
  promote(file, 'designer', B);
  try {
    expect(JSON.parse(fs.readFileSync(before, 'utf8')).remotes.designer).toBe(A);
  } finally {
    fs.closeSync(before);
  }
  expect(readRemotesFile(file).remotes.designer).toBe(B);
  expect(fs.readdirSync(dir)).toEqual(['remotes.json']);
});

test('promoting the release already promoted changes nothing', () => {
  promote(file, 'designer', A);
  expect(promote(file, 'designer', A)).toEqual({ from: A, to: A });
  expect(readRemotesFile(file).previous).toEqual({ designer: [] });
});

test('a broken file or an unknown remote is refused with what to do', () => {
  fs.writeFileSync(file, '{ "remotes": ');
  expect(() => promote(file, 'designer', A)).toThrow(`${file} is not JSON`);
  fs.writeFileSync(file, '{ "remotes": { "designer": 3 } }');
  expect(() => promote(file, 'designer', A)).toThrow('does not say { "remotes"');
  expect(() => promote(file, 'checkout', A)).toThrow('"checkout" is not a remote');
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
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"backoffice"}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), chunk);
    return addRelease({ store, name: 'backoffice', dist, version: '1.0.0' }).release;
  };
  const [first, second] = [release('var backoffice = 1;'), release('var backoffice = 2;')];
  expect(fs.readdirSync(path.join(store, 'backoffice')).sort()).toEqual([first, second].sort());

  expect(promote(file, 'backoffice', manifestUrl('backoffice', first))).toEqual({ from: null, to: `/remotes/backoffice/${first}/mf-manifest.json` });
  promote(file, 'backoffice', manifestUrl('backoffice', second));
  expect(readRemotesFile(file).remotes).toEqual({ ...others, backoffice: `/remotes/backoffice/${second}/mf-manifest.json` });
  expect(rollback(file, 'backoffice').to).toBe(`/remotes/backoffice/${first}/mf-manifest.json`);
  expect(readRemotesFile(file).remotes).toEqual({ ...others, backoffice: `/remotes/backoffice/${first}/mf-manifest.json` });
  expect(releaseOf('backoffice', readRemotesFile(file).remotes.backoffice)).toBe(first);
});
