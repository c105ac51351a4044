// Run after an app's production build (each app's `postbuild`, from the app's folder): its source
// maps out of dist/ (build/source-maps.mjs), the federation stats in a stable order
// (build/stable-stats.mjs), then its release id into dist/release.json (build/release-file.mjs),
// in that order: the id is the hash of what is served.
import path from 'node:path';
import { writeReleaseFile } from './release-file.mjs';
import { moveSourceMaps, sourceMapsDir } from './source-maps.mjs';
import { stabiliseFederationStats } from './stable-stats.mjs';

const appDir = path.resolve(process.argv[2] ?? process.cwd());
const moved = moveSourceMaps(appDir);
stabiliseFederationStats(path.join(appDir, 'dist'));
const release = writeReleaseFile(appDir);
console.log(`${path.basename(appDir)} ${release}: ${moved.length} source maps in ${path.relative(process.cwd(), sourceMapsDir(appDir)) || '.'}/, not served`);
