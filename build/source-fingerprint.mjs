// A hash of what an app's build is made from, known before webpack runs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildInputs, workspaceRoot } from './build-inputs.mjs';

/**
 * Ten hex digits that change whenever a file the app's build reads changes (build/build-inputs.mjs:
 * its sources, @teamwear/shared, the build configuration, the locked dependencies…), and only
 * then. Files are named relative to the workspace's root: the same sources checked out in another
 * folder give the same fingerprint.
 * @param {string} appDir the app's folder
 */
export function sourceFingerprint(appDir) {
  const root = workspaceRoot(appDir);
  const hash = createHash('sha256');
  for (const file of buildInputs(appDir)) hash.update(path.relative(root, file).split(path.sep).join('/')).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 10);
}
