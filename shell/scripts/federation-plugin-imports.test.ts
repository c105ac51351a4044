import fs from 'node:fs';
import path from 'node:path';

/** The modules a file imports at run time (type-only imports are erased), resolved to files. */
function runtimeImports(file: string): { local: string[]; packages: string[] } {
  const source = fs.readFileSync(file, 'utf8');
  const local: string[] = [];
  const packages: string[] = [];
  for (const [, typeOnly, from] of source.matchAll(/^import\s+(type\s+)?[^'";]*?from\s+'([^']+)';/gm)) {
    if (typeOnly || !from) continue;
    if (!from.startsWith('.')) {
      packages.push(from);
      continue;
    }
    const base = path.resolve(path.dirname(file), from);
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (found) local.push(found);
  }
  return { local, packages };
}

describe("the federation runtime plugins' imports", () => {
  it('reach no shared module: the plugins run before shared modules can be used', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = ['remote-loading-plugin.ts', 'fallback-plugin.ts'].map((file) => path.join(__dirname, '../src/federation', file));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const found = runtimeImports(file);
      found.packages.forEach((name) => packages.add(name));
      queue.push(...found.local);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...packages].filter((name) => name !== '@module-federation/enhanced/runtime')).toEqual([]);
  });
});
