import fs from 'node:fs';
import path from 'node:path';

// Production reads orders (the worker draws an order, the proof approves one); the orders' life
// cycle reaches production only through the PrintFilesQueue that app.ts hands it. An import from
// orders/ that leads, directly or through another folder, to production/ would close a cycle again.
const SRC = path.resolve(__dirname, '..');

/** The API files a source file imports by relative path (type-only imports included: they tie the folders too). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    return found && found.startsWith(SRC) ? [found] : [];
  });
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A chain of imports from `start` to a file under `target`, or null when there is none. */
function chainTo(start: string[], target: string): string[] | null {
  const cameFrom = new Map<string, string | null>(start.map((file) => [file, null]));
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (file.startsWith(target)) {
      const chain = [file];
      for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
      return chain.map((each) => path.relative(SRC, each));
    }
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

describe('orders and production', () => {
  it('orders/ leads to production/ through no chain of imports, so production may import orders without a cycle', () => {
    expect(chainTo(filesUnder(path.join(SRC, 'orders')), path.join(SRC, 'production') + path.sep)).toBeNull();
  });

  it('finds such a chain where there is one (production/ reaches orders/)', () => {
    expect(chainTo(filesUnder(path.join(SRC, 'production')), path.join(SRC, 'orders') + path.sep)).not.toBeNull();
  });
});
