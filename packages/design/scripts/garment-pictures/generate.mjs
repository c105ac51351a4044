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
import path from 'node:path';
import { appOutput } from '../app-output.mjs';
import { localSourcesOf } from './source-files.mjs';

const started = Date.now();
const output = appOutput('garment-pictures', 'run the garment pictures');
const { repo, outDir } = output;
const drawing = path.join(import.meta.dirname, 'garment-svg.ts');
/** The pictures' own size in pixels; pages show them at this size or scaled (they are vectors). */
const PICTURE_SIZE = 240;

const { garmentPictureSvg } = await import(drawing);
const { DESIGN_SLUGS } = await import('../../src/garments/design-slugs.ts');

output.clear();
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
output.writeBuildInputs([...ownScripts, ...localSourcesOf(drawing)].filter((file) => !file.startsWith(path.join(repo, 'packages/design/src') + path.sep)));
console.log(`garment pictures: ${DESIGN_SLUGS.length} SVG files (${Math.round(bytes / 1024)} KB) in ${path.relative(repo, outDir)}, in ${Date.now() - started} ms`);
