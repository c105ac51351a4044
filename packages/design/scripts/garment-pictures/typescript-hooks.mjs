// Node module hooks that let a build script import the apps' TypeScript sources as webpack does:
// extensionless relative imports, .ts/.tsx files (transpiled by the repository's TypeScript, types
// dropped, nothing checked: `npm run typecheck` does that) and JSON modules without an import
// attribute. Registered with module.register() by the script that needs them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');

const TYPESCRIPT = /\.tsx?$/;
/** What webpack's resolve.extensions tries for a specifier without one (build/webpack-app.mjs). */
export const SOURCE_SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../');

const isFile = (url) => fs.existsSync(fileURLToPath(url)) && fs.statSync(fileURLToPath(url)).isFile();

/** The file a relative import names: as written, else with the first suffix that finds one; null if none. */
export function sourceFileOf(specifier, parentUrl) {
  const exact = new URL(specifier, parentUrl);
  if (isFile(exact)) return exact;
  return SOURCE_SUFFIXES.map((suffix) => new URL(specifier + suffix, parentUrl)).find(isFile) ?? null;
}

export async function resolve(specifier, context, next) {
  if (context.parentURL && TYPESCRIPT.test(context.parentURL) && isRelative(specifier)) {
    const file = sourceFileOf(specifier, context.parentURL);
    if (file) return { url: file.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith('file:') && TYPESCRIPT.test(url)) {
    const fileName = fileURLToPath(url);
    const { outputText } = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), {
      fileName,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  if (url.startsWith('file:') && url.endsWith('.json')) {
    return { format: 'module', source: `export default ${fs.readFileSync(fileURLToPath(url), 'utf8')};`, shortCircuit: true };
  }
  return next(url, context);
}
