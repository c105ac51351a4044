import { createRequire } from 'node:module';
import { cspHashesOf } from '../build/csp-hashes.mjs';
import { entryQueryFromContent } from '../build/entry-query.mjs';
import { inlineScriptConfig, inlineScriptIntoHtml } from '../build/inline-script.mjs';
import { chunkGroupScripts, preloadChunkGroups } from '../build/preload-chunk-groups.mjs';
import { createAppConfig } from '../build/webpack-app.mjs';
import { embedConfigs } from '../build/webpack-embed.mjs';
import { joinConfig } from '../build/webpack-join.mjs';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');
const dir = import.meta.dirname;

/** index.html's start-up script (src/startup/early-start): built first, then inlined into the page. */
const EARLY_START = 'early-start';

const shell = createAppConfig({
  name: 'shell',
  dir,
  isHost: true,
  // Everything that runs before the first render is in src/startup (the entry, start, the early script).
  entry: './src/startup/index.ts',
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts'), require.resolve('./src/federation/remote-loading-plugin.ts')],
  plugins: [
    new HtmlWebpackPlugin({
      template: './public/index.html',
      scriptLoading: 'defer',
    }),
    // The shell's own entry is not content-hashed (see build/webpack-app.mjs): a hash of its bytes
    // in the query keeps browsers from running an old entry after a deploy (build/entry-query.mjs).
    entryQueryFromContent({ HtmlWebpackPlugin, names: ['assets/main.js'] }),
    // The entry imports the rest of the shell at once (src/startup/index.ts): fetch it beside the entry.
    preloadChunkGroups({ HtmlWebpackPlugin, chunkGroups: ['bootstrap'] }),
    inlineScriptIntoHtml({
      HtmlWebpackPlugin,
      name: EARLY_START,
      dir,
      // Each language's strings chunk (named in @teamwear/shared/i18n), for the script to
      // fetch the stored language's; and the files of the signed-in frame (the /me layout,
      // src/routes/AppRoutes.tsx), then of antd's root, which the page in it needs next, for it
      // to fetch when a signed-in page opens.
      attributes: (compilation) => ({
        'data-strings': JSON.stringify({ en: chunkGroupScripts(compilation, 'strings-en')[0], kh: chunkGroupScripts(compilation, 'strings-kh')[0] }),
        'data-signed-in-frame': JSON.stringify([...new Set([...chunkGroupScripts(compilation, 'me-page'), ...chunkGroupScripts(compilation, 'antd-root')])]),
      }),
    }),
    // The Content-Security-Policy allows that script by its hash: csp.json and csp-nginx.conf.
    cspHashesOf({ html: 'index.html' }),
  ],
});

export default [
  inlineScriptConfig({ name: EARLY_START, dir, entry: './src/startup/early-start/index.ts' }),
  (env, argv) => {
    const config = shell(env, argv);
    return {
      ...config,
      name: 'shell',
      dependencies: [EARLY_START],
      // dist/early-start is the other compiler's.
      output: { ...config.output, clean: { keep: (file) => file.startsWith(EARLY_START) } },
    };
  },
  // The studio on partners' pages: /embed.js and /embed/ (see there).
  ...embedConfigs({ dir, after: 'shell' }),
  // The players' page of a size collection: /join/<code> (see there).
  joinConfig({ dir, after: 'shell' }),
];
