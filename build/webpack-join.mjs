// The players' page of a size collection (/join/<code>, issue 37; shell/src/join), built with the
// shell into its dist/join/ so that every shop's gateway serves it: a compiler of its own, run after
// the shell's (whose output.clean would otherwise remove what it wrote), as the embed's are.
//
// Not a route of the shell: the shell's first load alone is over the page's budget (first-load
// JavaScript ≤ 150 KB gzip, bench/bytes.mjs; Lighthouse mobile ≥ 95, bench/lighthouse.mjs). It is
// React and plain elements: no module federation, no antd, no i18next, no zod. Its HTML has no
// inline script, so the gateways' Content-Security-Policy needs no hash of its own.
import path from 'node:path';
import { createRequire } from 'node:module';
import { assetRule, typeScriptRule } from './webpack-app.mjs';

/**
 * @param {object} o
 * @param {string} o.dir the shell's folder
 * @param {string} o.after the name of the shell's compiler (this runs after it)
 */
export function joinConfig({ dir, after }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'join-page',
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dir,
      target: ['web', 'es2020'],
      entry: { join: './src/join/index.tsx' },
      devtool: production ? 'hidden-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist', 'join'),
        // Every page path under /join/ is this one page: its files by their absolute address.
        publicPath: '/join/',
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: 'teamwear_join',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      // The shell's Khmer face (src/app/khmer-font.ts): files of their own under /join/assets/.
      module: { rules: [typeScriptRule(production), assetRule] },
      plugins: [
        new HtmlWebpackPlugin({
          template: './src/join/index.html',
          filename: 'index.html',
          scriptLoading: 'defer',
          inject: 'head',
        }),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}
