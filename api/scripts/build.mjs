// The production build of the API: one ES module, dist/main.js, started with `node dist/main.js`
// (no TypeScript loader at run time). The API's own code, @teamwear/shared and @teamwear/design
// (workspace packages of TypeScript sources, which Node cannot run: devDependencies, so that the
// image's production install leaves them out) are bundled in; the packages the API depends on
// stay in node_modules, as some of them cannot be bundled (argon2's native addon, PGlite's
// WebAssembly files, pino's worker threads). The image installs those beside dist (see
// deploy/container/Containerfile.api).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
const installed = new Set(Object.keys(dependencies));
const requireFromApi = createRequire(path.join(api, 'package.json'));

/** `nodemailer/lib/mime-funcs` → `nodemailer`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Leaves the API's dependencies to node_modules. A subpath of a package without an `exports`
 * map (nodemailer/lib/mime-funcs, a folder) is written as the file CommonJS resolution finds,
 * as Node's ES module loader resolves neither folders nor missing extensions.
 */
const dependenciesStayInstalled = {
  name: 'dependencies-stay-installed',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = packageOf(specifier);
      if (!installed.has(name)) return undefined;
      if (specifier === name) return { path: specifier, external: true };
      const packageDir = fs.realpathSync(path.join(api, 'node_modules', name));
      if (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports) return { path: specifier, external: true };
      const file = fs.realpathSync(requireFromApi.resolve(specifier));
      return { path: `${name}/${path.relative(packageDir, file).split(path.sep).join('/')}`, external: true };
    });
  },
};

fs.rmSync(path.join(api, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, 'src/main.ts')],
  outfile: path.join(api, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [dependenciesStayInstalled],
  // A CommonJS module bundled into an ES module still calls require() for Node's own modules.
  banner: { js: "import { createRequire as teamwearCreateRequire } from 'node:module'; const require = teamwearCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
// The pattern tiles the server's pictures draw (made by the prebuild script, pattern-tiles.mjs), beside
// the bundle, where src/production/render/pattern-tiles.ts looks for them.
fs.cpSync(path.join(api, 'generated/pattern-tiles'), path.join(api, 'dist/pattern-tiles'), { recursive: true });
console.log(`API built: ${path.relative(process.cwd(), path.join(api, 'dist/main.js'))}`);
