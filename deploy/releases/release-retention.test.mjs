// The store keeps a remote's newest releases and every release a rollback or the cluster could
// still go back to; the rest go, so that a remote's image no longer carries every release ever made.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { namedReleases, pruneStore, retention } from './release-retention.mjs';
import { listReleases, releaseDir, sourceMapsOfRelease } from './release-store.mjs';
import { manifestUrl } from './remotes-file.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const id = (n) => `1.0.0-${String(n).padStart(10, '0')}`;

describe('pruning the release store', () => {
  let root;
  let store;
  let releasedDir;
  let remotesFile;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-retention-'));
    store = path.join(root, 'releases');
    releasedDir = path.join(root, 'released');
    remotesFile = path.join(root, 'remotes.json');
    fs.mkdirSync(releasedDir);
    // Ten releases of the designer, one a minute, oldest first; two of the account.
    for (const [name, count] of [['designer', 10], ['account', 2]]) {
      for (let n = 1; n <= count; n += 1) {
        const dir = releaseDir(store, name, id(n));
        fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
        fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
        fs.mkdirSync(sourceMapsOfRelease(store, name, id(n)), { recursive: true });
        const at = new Date(Date.now() - (count - n) * 60_000);
        fs.utimesSync(dir, at, at);
      }
    }
    // The cluster runs the designer's 3rd (rolled back to), the record says so, and its history holds the 2nd.
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { designer: manifestUrl('designer', id(3)), account: manifestUrl('account', id(2)) } }));
    fs.writeFileSync(path.join(root, 'remotes.history.json'), JSON.stringify({ previous: { designer: [manifestUrl('designer', id(2))] } }));
    fs.writeFileSync(path.join(releasedDir, 'designer.json'), JSON.stringify({ app: 'designer', release: id(3), shared: [] }));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the releases the record, remotes.json and its history name', () => {
    expect(namedReleases({ releasedDir, remotesFiles: [remotesFile] })).toMatchObject({ designer: new Set([id(3), id(2)]), account: new Set([id(2)]) });
  });

  it('keeps the newest N and every named one, removes the rest with their source maps', () => {
    const result = pruneStore({ store, keep: 3, releasedDir, remotesFiles: [remotesFile] });
    expect(result.designer).toEqual({ kept: [id(2), id(3), id(8), id(9), id(10)], removed: [id(1), id(4), id(5), id(6), id(7)] });
    expect(listReleases(store, 'designer')).toEqual([id(2), id(3), id(8), id(9), id(10)]);
    expect(fs.existsSync(sourceMapsOfRelease(store, 'designer', id(4)))).toBe(false);
    expect(fs.existsSync(sourceMapsOfRelease(store, 'designer', id(3)))).toBe(true);
    // Nothing half-removed is left beside the releases.
    expect(fs.readdirSync(path.join(store, 'designer')).sort()).toEqual([id(2), id(3), id(8), id(9), id(10)]);
    expect(result.account).toEqual({ kept: [id(1), id(2)], removed: [] });
  });

  it('a dry run removes nothing; keeping none is refused', () => {
    expect(pruneStore({ store, keep: 1, releasedDir, remotesFiles: [remotesFile], dryRun: true }).designer.removed).toHaveLength(7);
    expect(listReleases(store, 'designer')).toHaveLength(10);
    expect(() => retention({ store, name: 'designer', keep: 0 })).toThrow('keep at least the newest release');
  });

  it('npm run release -- prune --keep N prunes the store RELEASES_DIR names', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/release.mjs', 'prune', '--keep', '2', '--remotes-file', remotesFile], {
      cwd: repo,
      env: { ...process.env, RELEASES_DIR: store, RELEASED_DIR: releasedDir, REMOTES_FILE: path.join(root, 'none.json') },
    });
    expect(stdout).toContain(`designer: keeps 4 (${[id(2), id(3), id(9), id(10)].join(', ')}); removed 6`);
    expect(listReleases(store, 'designer')).toEqual([id(2), id(3), id(9), id(10)]);
  });
});
