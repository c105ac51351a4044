// A host's antd ConfigProvider without its tooltip's UniqueProvider (build/antd-unique-tooltip.mjs):
// the trigger is not in what ConfigProvider brings, still in what Tooltip brings, and no app sets
// the option that would need it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { withoutUniqueTooltipProvider } from './antd-unique-tooltip.mjs';
import { ANTD_SCANNED_FOLDERS } from './host-inputs.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const shellRequire = createRequire(path.join(repo, 'shell', 'package.json'));
const webpack = shellRequire('webpack');
// antd's ES build, as the apps import it (jest's own resolver maps antd/es to antd/lib).
const antdEs = path.join(path.dirname(shellRequire.resolve('antd/package.json')), 'es');

/** The modules each of antd's folders (`config-provider`) brings, built as a host builds them. */
async function modulesOfEntries(entries) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-unique-tooltip-'));
  try {
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: repo,
      entry: Object.fromEntries(Object.entries(entries).map(([name, folder]) => [name, path.join(antdEs, folder, 'index.js')])),
      output: { path: out },
      plugins: [withoutUniqueTooltipProvider(webpack)],
      infrastructureLogging: { level: 'error' },
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.compilation.errors).toEqual([]);
    const { chunkGraph, entrypoints } = stats.compilation;
    return Object.fromEntries(
      Object.keys(entries).map((name) => [name, entrypoints.get(name).chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk).map((module) => module.identifier()))]),
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const TRIGGER = /@rc-component[\\/]trigger[\\/]/;

describe("a host's antd ConfigProvider", () => {
  it('brings no trigger, while a Tooltip still brings its own', async () => {
    const modules = await modulesOfEntries({ provider: 'config-provider', tooltip: 'tooltip' });
    expect(modules.provider.length).toBeGreaterThan(20);
    expect(modules.provider.filter((name) => TRIGGER.test(name))).toEqual([]);
    expect(modules.tooltip.some((name) => TRIGGER.test(name))).toBe(true);
  }, 120_000);

  it('is given no tooltip.unique by any app (it would be ignored)', () => {
    const setting = /tooltip\s*[:=]\s*\{\{?[^}]*\bunique\b/;
    const found = [];
    for (const folder of ANTD_SCANNED_FOLDERS) {
      const src = path.join(repo, folder, 'src');
      if (!fs.existsSync(src)) continue;
      for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file)) continue;
        if (setting.test(fs.readFileSync(path.join(src, file), 'utf8'))) found.push(`${folder}/src/${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});
