import { createRequire } from 'node:module';
import { preloadChunkGroups } from '../build/preload-chunk-groups.mjs';
import { createAppConfig } from '../build/webpack-app.mjs';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts')],
  plugins: [
    new HtmlWebpackPlugin({
      template: './public/index.html',
      // The shell's own entry is not content-hashed (see build/webpack-app.mjs); a build id in
      // the query keeps browsers from running an old entry after a deploy.
      hash: true,
      scriptLoading: 'defer',
    }),
    // The entry imports the rest of the shell at once (src/index.ts): fetch it beside the entry.
    preloadChunkGroups({ HtmlWebpackPlugin, chunkGroups: ['bootstrap'] }),
  ],
});
