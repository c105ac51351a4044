// Source maps stay with the build for error reports but out of what is served, and out of the
// release id: they name the folder the build ran in (the shell's were 2.3 MB, served publicly, and
// the gateway's image built in /src got another id than the same shell built here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeReleaseFile } from './release-file.mjs';
import { moveSourceMaps, sourceMapsIn } from './source-maps.mjs';
import { addRelease, contentHash, listReleases, sourceMapsOfRelease } from '../deploy/releases/release-store.mjs';

/** An app's folder just built by webpack, its maps naming the folder it was built in. */
function builtApp(root, name = 'remote-backoffice') {
  const app = path.join(root, name);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  };
  write('package.json', JSON.stringify({ name: `@teamwear/${name}`, version: '1.0.0' }));
  write('dist/mf-manifest.json', '{"metaData":{"name":"backoffice"}}');
  write('dist/remoteEntry.js', 'console.log("entry")');
  write('dist/assets/page.1a2b3c4d5e.js', 'console.log("page")');
  write('dist/remoteEntry.js.map', JSON.stringify({ sources: [`${app}/src/index.ts`] }));
  write('dist/assets/page.1a2b3c4d5e.js.map', JSON.stringify({ sources: [`${app}/src/page.tsx`] }));
  return app;
}

describe('after a build', () => {
  let roots;
  beforeEach(() => {
    roots = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-maps-')));
  });
  afterEach(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it('the source maps are in <app>/source-maps, the same tree, and none is left in dist/', () => {
    const app = builtApp(roots[0]);
    fs.mkdirSync(path.join(app, 'source-maps'));
    fs.writeFileSync(path.join(app, 'source-maps', 'stale.js.map'), '{}');
    expect(moveSourceMaps(app)).toEqual(['assets/page.1a2b3c4d5e.js.map', 'remoteEntry.js.map']);
    expect(sourceMapsIn(path.join(app, 'dist'))).toEqual([]);
    // Only the maps of the build in dist/: an older build's are gone.
    expect(sourceMapsIn(path.join(app, 'source-maps'))).toEqual(['assets/page.1a2b3c4d5e.js.map', 'remoteEntry.js.map']);
    expect(JSON.parse(fs.readFileSync(path.join(app, 'source-maps/remoteEntry.js.map'), 'utf8')).sources).toEqual([`${app}/src/index.ts`]);
  });

  it('the same build in two folders has one release id, written in dist/release.json and left out of its hash', () => {
    const [one, two] = roots.map((root) => builtApp(path.join(root, root.endsWith('0') ? 'a' : 'checkout/elsewhere')));
    for (const app of [one, two]) moveSourceMaps(app);
    const release = writeReleaseFile(one);
    expect(release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(writeReleaseFile(two)).toBe(release);
    expect(JSON.parse(fs.readFileSync(path.join(one, 'dist/release.json'), 'utf8'))).toEqual({ app: '@teamwear/remote-backoffice', release });
    // Written again (a second postbuild), the id is the same.
    expect(writeReleaseFile(one)).toBe(release);
    expect(`1.0.0-${contentHash(path.join(one, 'dist'))}`).toBe(release);
  });

  it('the release store keeps a release’s maps beside the remotes’ folders, never in the served release', () => {
    const app = builtApp(roots[0]);
    const store = path.join(roots[1], 'releases');
    expect(() => addRelease({ store, name: 'backoffice', dist: path.join(app, 'dist'), version: '1.0.0' })).toThrow(/holds source maps/);
    moveSourceMaps(app);
    writeReleaseFile(app);
    const { release, dir } = addRelease({ store, name: 'backoffice', dist: path.join(app, 'dist'), version: '1.0.0' });
    expect(sourceMapsIn(dir)).toEqual([]);
    expect(sourceMapsIn(sourceMapsOfRelease(store, 'backoffice', release))).toEqual(['assets/page.1a2b3c4d5e.js.map', 'remoteEntry.js.map']);
    expect(path.relative(store, sourceMapsOfRelease(store, 'backoffice', release))).toBe(`source-maps/backoffice/${release}`);
    expect(listReleases(store, 'backoffice')).toEqual([release]);
  });
});

it('a build copied into the store (as the end-to-end tests make a second release) takes no maps of the store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-maps-'));
  try {
    const app = builtApp(root);
    moveSourceMaps(app);
    const store = path.join(root, 'releases');
    const first = addRelease({ store, name: 'backoffice', dist: path.join(app, 'dist'), version: '1.0.0' });
    const copy = path.join(store, 'next-build');
    fs.cpSync(path.join(app, 'dist'), copy, { recursive: true });
    fs.appendFileSync(path.join(copy, 'remoteEntry.js'), '// next');
    const next = addRelease({ store, name: 'backoffice', dist: copy, version: '1.0.0' });
    expect(next.release).not.toBe(first.release);
    expect(fs.existsSync(sourceMapsOfRelease(store, 'backoffice', next.release))).toBe(false);
    expect(sourceMapsIn(sourceMapsOfRelease(store, 'backoffice', first.release))).toHaveLength(2);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
