// A hash of what an app's build is made from, known before webpack runs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const NOT_INPUTS = new Set(['node_modules', 'dist', 'test-results']);

function addFolder(hash, root, dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (NOT_INPUTS.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) addFolder(hash, root, file);
    else if (entry.isFile()) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
}

/**
 * Ten hex digits that change whenever the app, @teamwear/shared, the build configuration or the
 * locked dependencies change (apart from installed and built files), and only then.
 * @param {string} appDir the app's folder
 */
export function sourceFingerprint(appDir) {
  const repo = path.resolve(appDir, '..');
  const hash = createHash('sha256');
  for (const folder of [appDir, path.join(repo, 'shared'), path.join(repo, 'build')]) addFolder(hash, repo, folder);
  hash.update(fs.readFileSync(path.join(repo, 'pnpm-lock.yaml')));
  return hash.digest('hex').slice(0, 10);
}
