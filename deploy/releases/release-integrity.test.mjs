import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { integrityOfFolder, integrityOfServed, isIntegrityEntry, releaseIdProblem, remoteEntryPath, sri } from './release-integrity.mjs';
import { makeRelease } from './release-fixtures.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-integrity-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifestNaming = (remoteEntry) => Buffer.from(JSON.stringify({ metaData: { remoteEntry } }));

test('sri is the sha384 a browser checks, in base64', () => {
  expect(sri('var designer;')).toBe(`sha384-${createHash('sha384').update('var designer;').digest('base64')}`);
  expect(isIntegrityEntry({ manifest: sri('a'), remoteEntry: sri('b') })).toBe(true);
  expect(isIntegrityEntry({ manifest: sri('a') })).toBe(false);
  expect(isIntegrityEntry({ manifest: 'sha256-abc', remoteEntry: sri('b') })).toBe(false);
});

test('the remote entry is where the manifest says, inside its folder', () => {
  expect(remoteEntryPath(manifestNaming({ name: 'remoteEntry.js', path: '' }))).toBe('remoteEntry.js');
  expect(remoteEntryPath(manifestNaming({ name: 'remoteEntry.js', path: '/entry/' }))).toBe('entry/remoteEntry.js');
  expect(() => remoteEntryPath(manifestNaming({ name: 'remoteEntry.js', path: '../other' }))).toThrow('outside its folder');
  expect(() => remoteEntryPath(manifestNaming({ path: '' }))).toThrow('names no remote entry');
  expect(() => remoteEntryPath(Buffer.from('{'))).toThrow('is not JSON');
});

test("a release's integrity is that of its files, the same whether read from the store or from a server", async () => {
  const store = path.join(dir, 'store');
  const { release, dir: releaseDir } = makeRelease(store, 'designer', 'v1');
  const fromFolder = integrityOfFolder(releaseDir);
  expect(fromFolder).toEqual({
    manifest: sri(fs.readFileSync(path.join(releaseDir, 'mf-manifest.json'))),
    remoteEntry: sri(fs.readFileSync(path.join(releaseDir, 'remoteEntry.js'))),
  });
  const server = http.createServer((request, response) => {
    const file = path.join(store, decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/remotes\//, ''));
    if (fs.existsSync(file)) response.end(fs.readFileSync(file));
    else response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    expect(await integrityOfServed(`${origin}/remotes/designer/${release}/mf-manifest.json`)).toEqual(fromFolder);
    await expect(integrityOfServed(`${origin}/remotes/designer/1.0.0-0000000000/mf-manifest.json`)).rejects.toThrow('answered 404');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a release folder whose content is not what its id says is named, with the hash it has", () => {
  const store = path.join(dir, 'store');
  const { release, dir: releaseDir } = makeRelease(store, 'account', 'v1');
  expect(releaseIdProblem(store, 'account', release)).toBeNull();
  fs.appendFileSync(path.join(releaseDir, 'remoteEntry.js'), '/* more */');
  expect(releaseIdProblem(store, 'account', release)).toMatch(new RegExp(`does not hold release ${release}: its content hashes to [0-9a-f]{10}, not ${release.slice(-10)}`));
});
