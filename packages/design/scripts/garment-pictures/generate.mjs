// Draws the front of every garment of the catalogue, as its editor opens a new design, into SVG
// files under the calling app's generated/garment-pictures/, with an index.ts that maps each slug
// to its file, which the app's pages import (webpack gives the files content-hashed names): the marketing remote's products page and the studio's opening state
// show the garment without downloading the catalogue's code. Runs before such an app's build (its
// package's prebuild script), from the app's folder:
//
//   node ../packages/design/scripts/garment-pictures/generate.mjs
//
// It also lists its own sources in generated/garment-pictures/build-inputs.json, so that
// scripts/build.mjs rebuilds the app when one of them changes (the design package's src is an
// input of every app's build already; these scripts are not).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { localSourcesOf } from './source-files.mjs';

const appDir = process.cwd();
const repo = path.resolve(import.meta.dirname, '../../../..');
if (!fs.existsSync(path.join(appDir, 'package.json')) || path.relative(repo, appDir).startsWith('..')) {
  throw new Error(`run the garment pictures from an app's folder of this repository (here: ${appDir})`);
}
const outDir = path.join(appDir, 'generated/garment-pictures');
const drawing = path.join(import.meta.dirname, 'garment-svg.ts');
/** The pictures' own size in pixels; pages show them at this size or scaled (they are vectors). */
const PICTURE_SIZE = 240;

const started = Date.now();
register('./typescript-hooks.mjs', import.meta.url);
const { garmentPictureSvg } = await import(drawing);
const { DESIGN_SLUGS } = await import('../../src/garments/design-slugs.ts');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
let bytes = 0;
for (const slug of DESIGN_SLUGS) {
  const svg = garmentPictureSvg(slug, PICTURE_SIZE);
  fs.writeFileSync(path.join(outDir, `${slug}.svg`), svg);
  bytes += Buffer.byteLength(svg);
}
// The pictures' module: each app imports its map from here instead of writing the same list.
const names = DESIGN_SLUGS.map((slug) => slug.replace(/[^a-z0-9]/gi, '_'));
fs.writeFileSync(
  path.join(outDir, 'index.ts'),
  [
    '// Written by the design package\'s scripts/garment-pictures/generate.mjs before the build: not to edit.',
    "import type { DesignSlug } from '@teamwear/design/slugs';",
    ...DESIGN_SLUGS.map((slug, index) => `import ${names[index]} from './${slug}.svg';`),
    '',
    '/** Each garment\'s front as a new design of it opens, by slug (a URL webpack gives the file). */',
    `export const GARMENT_PICTURES: Readonly<Record<DesignSlug, string>> = { ${DESIGN_SLUGS.map((slug, index) => (slug === names[index] ? slug : `'${slug}': ${names[index]}`)).join(', ')} };`,
    '',
    '/** The pictures\' own size in CSS pixels. */',
    `export const GARMENT_PICTURE_SIZE = ${PICTURE_SIZE};`,
    '',
  ].join('\n'),
);
const ownScripts = ['generate.mjs', 'source-files.mjs', 'typescript-hooks.mjs'].map((name) => path.join(import.meta.dirname, name));
const inputs = [...ownScripts, ...localSourcesOf(drawing)].filter((file) => !file.startsWith(path.join(repo, 'packages/design/src') + path.sep)).map((file) => path.relative(repo, file));
fs.writeFileSync(path.join(outDir, 'build-inputs.json'), `${JSON.stringify(inputs, null, 2)}\n`);
console.log(`garment pictures: ${DESIGN_SLUGS.length} SVG files (${Math.round(bytes / 1024)} KB) in ${path.relative(repo, outDir)}, in ${Date.now() - started} ms`);
