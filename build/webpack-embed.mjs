// The studio on partners' pages (shell/src/embed), built with the shell into its dist/, so that
// every shop's gateway serves it: two more compilers, run after the shell's (whose output.clean
// would otherwise remove what they wrote).
//
// - /embed.js, the loader a partner's page includes: no federation runtime and no chunks, small
//   (its byte budget is in bench/bytes.mjs).
// - /embed/studio-host.js and its chunks: a federation host of its own, as the shell is one on the
//   shop's pages. The remotes use their host's federation runtime (externalRuntime), and a
//   partner's page has no shell to give them one; it shares React, antd, @teamwear/shared… with
//   the designer remote exactly as the shell does (sharedSingletons).
import path from 'node:path';
import { createRequire } from 'node:module';
import { antdProvidedByHost, assetRule, externalRuntimeProvider, sharedSingletons, typeScriptRule } from './webpack-app.mjs';
import { withoutUniqueTooltipProvider } from './antd-unique-tooltip.mjs';
import { manifestMetaData } from './manifest-meta-data.mjs';
import { reproducibleModuleIds } from './reproducible-module-ids.mjs';

const RESOLVE = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] };
const QUIET = { performance: { hints: false }, stats: 'errors-warnings', infrastructureLogging: { level: 'warn' } };

/**
 * @param {object} o
 * @param {string} o.dir the shell's folder
 * @param {string} o.after the name of the shell's compiler (these run after it)
 */
export function embedConfigs({ dir, after }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');

  const loader = (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'embed-loader',
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dir,
      target: ['web', 'es2020'],
      entry: { embed: './src/embed/loader/index.ts' },
      // Kept out of dist/ after the build (build/source-maps.mjs), as the apps' are.
      devtool: production ? 'hidden-source-map' : 'source-map',
      // Not content-hashed: partners include it by this name. Served no-cache, like remoteEntry.js.
      output: { path: path.join(dir, 'dist'), filename: '[name].js', iife: true, clean: false },
      resolve: RESOLVE,
      module: { rules: [typeScriptRule(production)] },
      ...QUIET,
    };
  };

  const host = (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'embed-host',
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { 'studio-host': './src/embed/host/index.ts' },
      // Never eval: a partner's Content-Security-Policy need not allow it.
      devtool: production ? 'hidden-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist', 'embed'),
        // Loaded on the partner's page from the shop: its chunks come from where it came from.
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        // Apart from the shell's chunks and from any webpack app of the partner's own.
        uniqueName: 'teamwear_embed',
        clean: true,
      },
      resolve: RESOLVE,
      module: { rules: [typeScriptRule(production), assetRule] },
      plugins: [
        new ModuleFederationPlugin({
          name: 'teamwear_embed',
          remotes: {},
          shared: sharedSingletons(dir, true),
          shareStrategy: 'loaded-first',
          runtimePlugins: [externalRuntimeProvider(appRequire)],
          // mf-stats.json: bench/bytes.mjs tells which chunk holds which shared module. The
          // manifest says which shell contract this host keeps, as the shell's does: CI checks
          // the designer against it (deploy/releases/released-record.mjs).
          manifest: manifestMetaData(dir, {}),
          dts: false,
          experiments: { optimization: { target: 'web' } },
        }),
        antdProvidedByHost(dir),
        withoutUniqueTooltipProvider(appRequire('webpack')),
        ...(production ? [reproducibleModuleIds(dir)] : []),
      ],
      ...(production ? { optimization: { moduleIds: false } } : {}),
      ...QUIET,
    };
  };

  return [loader, host];
}
