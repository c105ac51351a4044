// Adds <link rel="preload"> to index.html for what the entry imports at once: the chunks of
// named async chunk groups and, through federation, the chunks of the shared modules those
// consume (the app's own, which is what a page that has loaded nothing else uses). They then
// download beside the entry instead of after it has run.

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The chunks webpack loads for a module's first async block (a non-eager shared module). */
function blockChunks(compilation, module) {
  const block = module.blocks[0];
  const group = block && compilation.chunkGraph.getBlockChunkGroup(block);
  return group ? group.chunks : [];
}

function startupChunks(compilation, chunkGroups) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE) provided.set(module._name, blockChunks(compilation, module));
  }
  const found = new Set();
  const queue = [];
  const add = (chunk) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    queue.push(chunk);
  };
  const entryChunks = new Set();
  for (const entrypoint of compilation.entrypoints.values()) for (const chunk of entrypoint.chunks) entryChunks.add(chunk);
  for (const name of chunkGroups) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`preloadChunkGroups: no chunk group named "${name}"`);
    group.chunks.forEach(add);
  }
  // Shared modules the entry or those chunks consume, and the ones those consume in turn.
  entryChunks.forEach((chunk) => queue.push(chunk));
  while (queue.length) {
    const chunk = queue.pop();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME || module.options.eager) continue;
      (provided.get(module.options.shareKey) ?? blockChunks(compilation, module)).forEach(add);
    }
  }
  return [...found].filter((chunk) => !entryChunks.has(chunk));
}

/** The URLs of the JavaScript files of a named chunk group (webpackChunkName). */
export function chunkGroupScripts(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`no chunk group named "${name}"`);
  const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).map((file) => `${publicPath}${file}`);
}

/**
 * @param {object} o
 * @param {typeof import('html-webpack-plugin')} o.HtmlWebpackPlugin the shell's own copy
 * @param {string[]} o.chunkGroups names given with webpackChunkName
 */
export function preloadChunkGroups({ HtmlWebpackPlugin, chunkGroups }) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PreloadChunkGroups', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunkGroups', (data) => {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
          const files = startupChunks(compilation, chunkGroups).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          for (const file of files.sort()) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              // Low, as the entry's own deferred script is: they are needed at the same moment,
              // and at their default (high) priority the preloads would go ahead of the entry.
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' },
              meta: { plugin: 'PreloadChunkGroups' },
            });
          }
          return data;
        });
      });
    },
  };
}
