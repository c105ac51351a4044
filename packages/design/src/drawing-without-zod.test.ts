/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What draws a design (the scene) and what reads a stored document for it (`upgradeDesign`) must
 * not reach zod: the account pages draw thumbnails with them, and zod there cost ~18 KB gzip
 * (issue 41). Follows each module's runtime imports (not `import type`) through this package.
 */
const root = __dirname;
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? '');
}

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** The packages (not this package's files) reached from `entry`, with the file that imports each. */
function packagesReached(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [path.join(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.endsWith('.ts')) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      else packages.set(specifier, path.relative(root, file));
    }
  }
  return packages;
}

describe('drawing a design without zod', () => {
  // The studio's start too (issue 41): its store and edits, the garments, and its drafts read
  // unchecked (the strict check comes after, apart: strict-check.ts).
  it.each(['scene/index.ts', 'model/document/upgrade.ts', 'model/document/picture-source.ts', 'model/history/store.ts', 'model/draft/draft.ts', 'garments/index.ts'])('%s reaches no zod', (entry) => {
    const zod = [...packagesReached(entry)].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod).toEqual([]);
  });

  it('the strict check does reach it (the walk sees zod where it is)', () => {
    expect(packagesReached('model/document/migrate.ts').has('zod/mini')).toBe(true);
  });
});
