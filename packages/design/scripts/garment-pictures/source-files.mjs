// The repository's files a TypeScript module is built from: itself and every module it reaches
// through relative imports (packages, @teamwear/shared included, are an input of every app's
// build already: scripts/lib.mjs). Read from the sources, without running them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isRelative, sourceFileOf } from './typescript-hooks.mjs';

const ts = createRequire(import.meta.url)('typescript');

/** Absolute paths, sorted. */
export function localSourcesOf(entryFile) {
  const seen = new Set();
  const pending = [pathToFileURL(entryFile)];
  while (pending.length > 0) {
    const url = pending.pop();
    const file = fileURLToPath(url);
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!isRelative(fileName)) continue;
      const imported = sourceFileOf(fileName, url);
      if (!imported) throw new Error(`${file} imports ${fileName}, which is not there`);
      pending.push(imported);
    }
  }
  return [...seen].sort();
}
