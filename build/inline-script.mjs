// A small script inlined into an app's index.html, built by its own webpack compiler (no
// federation runtime, no chunks), so that it runs while the page's head is read, before any
// other script has downloaded. The app's compiler must depend on this one (webpack's
// `dependencies`), so the script is built by the time index.html is written.
import fs from 'node:fs';
import path from 'node:path';
import { typeScriptRule } from './webpack-app.mjs';

const outputDir = (dir, name) => path.join(dir, 'dist', name);

/** The webpack configuration of the script `name` from `entry`, written to dist/<name>/. */
export function inlineScriptConfig({ name, dir, entry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      target: ['web', 'es2020'],
      entry: { [name]: entry },
      devtool: false,
      output: { path: outputDir(dir, name), filename: '[name].js', iife: true, clean: true },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: { rules: [typeScriptRule(production, { sourceMaps: false })] },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

/**
 * Puts the script built by inlineScriptConfig first among the tags HtmlWebpackPlugin adds to the
 * head (after the template's own tags). `attributes(compilation)` gives the script element's
 * attributes, e.g. data-* the script reads through document.currentScript.
 */
export function inlineScriptIntoHtml({ HtmlWebpackPlugin, name, dir, attributes = () => ({}) }) {
  const file = path.join(outputDir(dir, name), `${name}.js`);
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('InlineScript', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineScript', (data) => {
          compilation.fileDependencies.add(file);
          if (!fs.existsSync(file)) throw new Error(`inline script ${file} is missing: its compiler must run first`);
          const code = fs.readFileSync(file, 'utf8').replace(/<\/script/gi, '<\\/script');
          // HtmlWebpackPlugin writes attribute values as they are, inside double quotes.
          const escaped = Object.entries(attributes(compilation)).map(([key, value]) => [key, String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')]);
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            innerHTML: code,
            attributes: Object.fromEntries(escaped),
            meta: { plugin: 'InlineScript' },
          });
          return data;
        });
      });
    },
  };
}
