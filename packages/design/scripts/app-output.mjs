// What the design package's build-time generators (garment-pictures, prepared-garments) do alike
// around their own work: they run from an app's folder (its package's prebuild script), import the
// package's TypeScript sources, write into the app's generated/<name>/ afresh, and list their own
// sources there in build-inputs.json, so that scripts/build.mjs rebuilds the app when one of them
// changes (the design package's src is an input of every app's build already; these scripts are not).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');
/** Node module hooks that let a script import the apps' TypeScript sources as webpack does. */
const typescriptHooks = path.join(import.meta.dirname, 'garment-pictures/typescript-hooks.mjs');

/**
 * Checks that the script runs from an app's folder of this repository (else throws, saying what was
 * asked: `doing`), and registers the TypeScript hooks. Answers the app's output folder
 * generated/`name`/ (not yet emptied: `clear()` does that, once the sources have loaded) and what
 * writes its list of inputs.
 * @param {string} name the folder under the app's generated/
 * @param {string} doing what the script was asked to do, for the refusal ("run the garment pictures")
 */
export function appOutput(name, doing) {
  const appDir = process.cwd();
  if (!fs.existsSync(path.join(appDir, 'package.json')) || path.relative(repo, appDir).startsWith('..')) {
    throw new Error(`${doing} from an app's folder of this repository (here: ${appDir})`);
  }
  register(typescriptHooks, import.meta.url);
  const outDir = path.join(appDir, 'generated', name);
  return {
    repo,
    outDir,
    typescriptHooks,
    /** Empties the output folder (what an earlier run wrote goes). */
    clear() {
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
    },
    /**
     * Writes build-inputs.json: the given files (absolute) and this module, repository-relative.
     * @param {string[]} files
     */
    writeBuildInputs(files) {
      const inputs = [...files, path.join(import.meta.dirname, 'app-output.mjs')].map((file) => path.relative(repo, file));
      fs.writeFileSync(path.join(outDir, 'build-inputs.json'), `${JSON.stringify(inputs, null, 2)}\n`);
    },
  };
}
