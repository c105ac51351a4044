/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

// What the pages drawn without antd import (the shell's first paint takes ./ui before anything else;
// its frame and the home page take pieces of ./ui/kit): whatever reaches antd must stay in an entry
// of its own (./ui/kit/themed, ./ui/button-link), or such a page downloads antd's core for it.
const SHARED = path.resolve(__dirname, '../../..');
const exportsMap = JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')).exports as Record<string, string>;

function resolveFile(base: string): string {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${base}`);
}

function entryFile(entry: string): string {
  const file = exportsMap[entry];
  if (!file) throw new Error(`@teamwear/shared exports no ${entry}`);
  return path.join(SHARED, file);
}

/** Every package a module imports, directly or through the modules of @teamwear/shared it imports. */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier = ''] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) visit(resolveFile(path.resolve(path.dirname(file), specifier)));
      else if (specifier.startsWith('@teamwear/shared/')) visit(entryFile(`./${specifier.slice('@teamwear/shared/'.length)}`));
      else packages.add(specifier);
    }
  };
  visit(entryFile(entry));
  return packages;
}

describe('the UI entries that pages drawn without antd import', () => {
  it.each(['./ui', './ui/kit'])('%s reaches neither antd nor @ant-design', (entry) => {
    const antd = [...packagesReachedFrom(entry)].filter((name) => /^(antd|@ant-design)(\/|$)/.test(name));
    expect(antd).toEqual([]);
  });

  it('./ui/kit/themed does (so it is kept out of ./ui/kit)', () => {
    expect([...packagesReachedFrom('./ui/kit/themed')]).toContain('antd/es/theme');
  });
});
