// The chunks' first names (a hash of their modules' hashes: what a remote's entry holds when terser
// minifies it) are the same wherever the sources are checked out. They once held the checkout's
// path, through swc's source maps, and remote-backoffice built in two folders got two release ids.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { typeScriptRule } from './webpack-app.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const appRequire = createRequire(path.join(repo, 'remote-backoffice', 'package.json'));
const webpack = appRequire('webpack');

/** An app in `root` whose entry loads a page lazily, both TypeScript; the app's own loader. */
function app(root) {
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'app', version: '1.0.0' }));
  write('src/index.ts', "void import('./page').then((page) => page.show('hello'));\n");
  write('src/page.ts', 'export const show = (greeting: string): void => console.log(greeting);\n');
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync(path.dirname(appRequire.resolve('swc-loader/package.json')), path.join(root, 'node_modules', 'swc-loader'));
  return root;
}

/** The files of the chunks a production build of `dir` writes, named by their first content hashes
 *  (no realContentHash), with its source maps as the apps' builds make them. */
function firstChunkNames(dir, rule) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.ts',
    devtool: 'hidden-source-map',
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [rule] },
    output: { path: path.join(dir, 'dist'), chunkFilename: '[id].[contenthash:10].js' },
    // Ids by order: the loader's path, in each module's name, is outside these folders here (the
    // apps' builds name modules without the workspace's path: build/reproducible-module-ids.mjs).
    optimization: { realContentHash: false, moduleIds: 'natural', chunkIds: 'natural' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      resolve([...stats.compilation.chunks].filter((chunk) => !chunk.hasRuntime()).flatMap((chunk) => [...chunk.files]));
    }),
  );
}

describe('the first names of an app’s chunks', () => {
  let base;
  let apps;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-chunk-names-'));
    // Two folders of other names and depths.
    apps = [app(path.join(base, 'one')), app(path.join(base, 'two', 'deeper'))];
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('are the same in two folders, built with the apps’ TypeScript rule', async () => {
    const [here, there] = await Promise.all(apps.map((dir) => firstChunkNames(dir, typeScriptRule(true))));
    expect(here).toHaveLength(1);
    expect(there).toEqual(here);
  }, 60_000);

  it('hold the folder with swc’s source map left as its text (what the rule says, and why)', async () => {
    const rule = typeScriptRule(true);
    const asText = { ...rule, use: { ...rule.use, options: { ...rule.use.options, parseMap: false } } };
    const [here, there] = await Promise.all(apps.map((dir) => firstChunkNames(dir, asText)));
    expect(there).not.toEqual(here);
  }, 60_000);
});
