import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addRelease, contentHash, hasRelease, isReleaseId, listReleases } from './release-store.mjs';

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-test-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A remote's build: a manifest, an entry and a chunk. */
function writeBuild(dir, chunk) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"designer"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var designer;');
  fs.writeFileSync(path.join(dir, 'assets', 'page.0123456789.js'), chunk);
  return dir;
}

test('a build becomes a release named by version and content, copied whole, and older ones stay', () => {
  const store = path.join(root, 'store');
  const first = addRelease({ store, name: 'designer', dist: writeBuild(path.join(root, 'a'), 'one'), version: '0.1.0' });
  expect(first.release).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
  expect(first.added).toBe(true);
  expect(fs.readFileSync(path.join(store, 'designer', first.release, 'assets', 'page.0123456789.js'), 'utf8')).toBe('one');
  // Readable by a web server running as another user.
  expect(fs.statSync(first.dir).mode & 0o777).toBe(0o755);

  const second = addRelease({ store, name: 'designer', dist: writeBuild(path.join(root, 'b'), 'two'), version: '0.1.0' });
  expect(second.release).not.toBe(first.release);
  expect(listReleases(store, 'designer')).toEqual([first.release, second.release]);
  expect(hasRelease(store, 'designer', first.release)).toBe(true);
  // No partial copies left beside them.
  expect(fs.readdirSync(path.join(store, 'designer')).sort()).toEqual([first.release, second.release].sort());
});

test('the same build again is the same release, not a new one', () => {
  const store = path.join(root, 'store');
  const dist = writeBuild(path.join(root, 'a'), 'one');
  const first = addRelease({ store, name: 'account', dist, version: '0.1.0' });
  const again = addRelease({ store, name: 'account', dist, version: '0.1.0' });
  expect(again).toEqual({ ...first, added: false });
  expect(contentHash(dist)).toBe(first.release.split('-').pop());
});

test('bad input says what is wrong', () => {
  const store = path.join(root, 'store');
  expect(() => addRelease({ store, name: 'shell', dist: root, version: '0.1.0' })).toThrow('"shell" is not a remote; the remotes are marketing, designer, account, backoffice');
  expect(() => addRelease({ store, name: 'designer', dist: path.join(root, 'nothing'), version: '0.1.0' })).toThrow('no mf-manifest.json');
  expect(() => addRelease({ store, name: 'designer', dist: writeBuild(path.join(root, 'a'), 'x'), version: '../1' })).toThrow('not a usable package version');
});

test.each([
  ['0.1.0-4cba8f1042', true],
  ['1.2.3-rc.1-4cba8f1042', true],
  ['0.1.0', false],
  ['../0.1.0-4cba8f1042', false],
  ['0.1.0-4CBA8F1042', false],
  ['latest', false],
])('isReleaseId(%j) is %s', (value, expected) => {
  expect(isReleaseId(value)).toBe(expected);
});
