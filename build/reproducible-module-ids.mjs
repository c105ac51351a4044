// Module ids that name a module, not the folder it was built in. Webpack's deterministic ids hash
// each module's identifier with its absolute paths made relative, but only paths that stand alone in
// it: the federation plugin's container entry ends its identifier with the absolute path of the
// runtime it injects, and names that runtime's entry by a hash of its absolute path, so the same
// remote built in /src (an image's build stage) and here got other module ids, other bytes and
// another release id. These are webpack's deterministic ids (webpack/lib/ids/
// DeterministicModuleIdsPlugin) with the workspace's root and that hash taken out of every name.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from './build-inputs.mjs';

const PLUGIN_NAME = 'ReproducibleModuleIdsPlugin';

/** The plugin for the app in `appDir`, with the app's own webpack's helpers; use it with
 *  `optimization.moduleIds: false`. */
export function reproducibleModuleIds(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const webpackDir = path.dirname(appRequire.resolve('webpack/package.json'));
  const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = appRequire(path.join(webpackDir, 'lib/ids/IdHelpers.js'));
  const { compareModulesByPreOrderIndexOrIdentifier } = appRequire(path.join(webpackDir, 'lib/util/comparators.js'));
  const root = workspaceRoot(appDir);
  // The runtime's entry the federation plugin writes (node_modules/.federation/entry.<hash>.js) is
  // named, and its module's identifier ends, with a hash of its text, which imports the runtime by
  // its absolute path.
  const nameOf = (name) => name.split(root).join('<workspace>').replace(/\.federation\/entry\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g, '.federation/entry.js');
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.moduleIds.tap(PLUGIN_NAME, () => {
          const { chunkGraph } = compilation;
          const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
          assignDeterministicIds(
            modules,
            (module) => nameOf(getFullModuleName(module, compiler.context, compiler.root)),
            compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
            (module, id) => {
              const size = usedIds.size;
              usedIds.add(`${id}`);
              if (size === usedIds.size) return false;
              chunkGraph.setModuleId(module, id);
              return true;
            },
            [10 ** 3],
            10,
            usedIds.size,
          );
        });
      });
    },
  };
}
