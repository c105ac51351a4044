// The source maps of a production build are for reading error reports, not for the public: webpack
// writes them beside the files (devtool 'hidden-source-map': no sourceMappingURL comment in what is
// served), and after the build they are moved out of dist/ into <app>/source-maps/, the same
// folder tree. So nothing serving dist/ (the gateway's image, a release of the store, the local
// servers) can serve them, and the release id, a hash of dist/, is the hash of what is served.
import fs from 'node:fs';
import path from 'node:path';

/** Where an app's build keeps its source maps. */
export function sourceMapsDir(appDir) {
  return path.join(appDir, 'source-maps');
}

/** The source maps under `dir`, relative to it, `/`-separated. */
export function sourceMapsIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.map') && fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Moves every source map of `<appDir>/dist` into `<appDir>/source-maps` (emptied first: the maps
 * there are always those of the build in dist/).
 * @returns {string[]} the maps moved
 */
export function moveSourceMaps(appDir) {
  const dist = path.join(appDir, 'dist');
  const maps = sourceMapsDir(appDir);
  fs.rmSync(maps, { recursive: true, force: true });
  const moved = sourceMapsIn(dist);
  for (const file of moved) {
    const to = path.join(maps, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(path.join(dist, file), to);
  }
  return moved;
}
