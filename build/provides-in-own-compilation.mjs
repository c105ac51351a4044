// Shared modules provided by an app's own compilation only, never by a child compilation (the one
// HtmlWebpackPlugin runs the shell's index.html template in). A child compiler takes over its
// parent's plugins' hooks but `make`, `thisCompilation` and a few more, and ProvideSharedPlugin adds
// what it provides in `finishMake`: so the template's compilation built every antd component the
// shell provides (build/webpack-app.mjs, antdProvidedByHost), each in a chunk of its own, and
// its chunks were written into the shell's dist/assets beside the shell's own: some forty files,
// loaded by no page, and named by ids the folder moved. That compilation's entry chunk is named
// after the template's absolute path, and takes its id first: in a folder where that name hashed
// to a provided chunk's id, the chunk took another id and the shell another release id
// (1.0.0-a130d304b1 against 1.0.0-47c9c3d61e, CI's reproducible stage; scripts/reproducible-build.mjs).

const PLUGIN_NAME = 'ProvidesInOwnCompilationPlugin';

/** The plugins whose taps a child compiler does not take: ProvideSharedPlugin's, of the
 *  federation plugin and of every other instance (webpack's own plugin has the same name). */
const NOT_IN_CHILD_COMPILATIONS = new Set(['ProvideSharedPlugin']);

export function providesInOwnCompilationOnly() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
        // Called once the child compiler has its copies of the parent's taps, before it runs.
        compilation.hooks.childCompiler.tap(PLUGIN_NAME, (childCompiler) => {
          for (const hook of Object.values(childCompiler.hooks)) {
            if (Array.isArray(hook?.taps)) hook.taps = hook.taps.filter((tap) => !NOT_IN_CHILD_COMPILATIONS.has(tap.name));
          }
        });
      });
    },
  };
}
