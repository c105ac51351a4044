// A host's build writes the same files in any folder, its index.html made by HtmlWebpackPlugin
// beside what it provides to the share scope (build/provides-in-own-compilation.mjs). The
// template's compilation once built the provided modules too and wrote their chunks, under ids
// that a folder could move: the shell got another release id in one folder out of some thirty.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { providesInOwnCompilationOnly } from './provides-in-own-compilation.mjs';
import { reproducibleModuleIds } from './reproducible-module-ids.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const shellRequire = createRequire(path.join(repo, 'shell', 'package.json'));
const webpack = shellRequire('webpack');
const numberHash = shellRequire('webpack/lib/util/numberHash.js');
const HtmlWebpackPlugin = shellRequire('html-webpack-plugin');
const { ModuleFederationPlugin } = shellRequire('@module-federation/enhanced/webpack');
const { ProvideSharedPlugin } = shellRequire('@module-federation/enhanced');

/** A workspace in `root` with a host app whose page loads lazily and which provides a module by
 *  its absolute path, as the shell provides antd's components (antdProvidedByHost). */
function workspace(root) {
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('pnpm-workspace.yaml', 'packages:\n  - host\n');
  write('host/package.json', JSON.stringify({ name: 'host', version: '1.0.0' }));
  write('host/src/index.js', "void import('./page.js').then((page) => page.show());\n");
  write('host/src/page.js', "export const show = () => document.body.append('hello');\n");
  write('host/src/widget.js', "export const widget = () => 'a widget';\n");
  write('host/public/index.html', '<!doctype html><html><head><title>Host</title></head><body></body></html>\n');
  return path.join(root, 'host');
}

/** Builds the host in `root` (production, the apps' module ids); the files it wrote, by name, with
 *  their bytes, and the template's compilation. */
function build(root, { fixed }) {
  const dir = workspace(root);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].js', chunkFilename: '[id].[contenthash:10].js', uniqueName: 'host', clean: true },
    plugins: [
      new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: {}, dts: false, manifest: false }),
      new ProvideSharedPlugin({
        provides: { [path.join(dir, 'src/widget.js')]: { shareKey: 'widget', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' } },
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      reproducibleModuleIds(dir),
      ...(fixed ? [providesInOwnCompilationOnly()] : []),
    ],
    optimization: { moduleIds: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const dist = path.join(dir, 'dist');
      const files = Object.fromEntries(
        fs
          .readdirSync(dist)
          .sort()
          .map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8')]),
      );
      const template = stats.compilation.children.find((child) => child.name === 'HtmlWebpackCompiler');
      resolve({ files, ownFiles: [...stats.compilation.chunks].flatMap((chunk) => [...chunk.files]), template });
    }),
  );
}

/** A folder beside `one` in which the template compilation's entry chunk, named after the
 *  template's absolute path and given its id first, takes the id one of its other chunks has in
 *  `one` (webpack's deterministic chunk ids: a hash of the name in a range of 1000 for so few). */
function collidingFolder(one, template) {
  const entry = [...template.chunks].find((chunk) => chunk.name);
  const taken = new Set([...template.chunks].filter((chunk) => chunk !== entry).map((chunk) => chunk.id));
  expect(template.chunks.size).toBeLessThan(50);
  for (let n = 0; n < 1_000_000; n += 1) {
    const folder = path.join(path.dirname(one), `two-${n}`);
    if (taken.has(numberHash(`${entry.name.split(one).join(folder)}0`, 1000))) return folder;
  }
  throw new Error('no folder found');
}

describe('a host’s files, with its index.html and what it provides', () => {
  let base;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-provides-'));
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('are its own compilation’s, the same in a folder that moved the template compilation’s ids', async () => {
    // The folder is found with the template compilation as it was (its chunks have ids to take).
    const one = path.join(base, 'one');
    const two = collidingFolder(one, (await build(one, { fixed: false })).template);
    const [here, there] = [await build(one, { fixed: true }), await build(two, { fixed: true })];
    expect(Object.keys(here.files).sort()).toEqual([...here.ownFiles, 'index.html'].sort());
    expect([...here.template.chunks].flatMap((chunk) => [...chunk.files])).toEqual([]);
    expect(there.files).toEqual(here.files);
  }, 120_000);

  it('held the provided module’s chunk from the template’s compilation, which that folder renamed (why)', async () => {
    const one = path.join(base, 'one');
    const here = await build(one, { fixed: false });
    const there = await build(collidingFolder(one, here.template), { fixed: false });
    const extra = Object.keys(here.files).filter((file) => file !== 'index.html' && !here.ownFiles.includes(file));
    expect(extra).toHaveLength(1);
    expect(Object.keys(there.files)).not.toEqual(Object.keys(here.files));
  }, 120_000);
});
