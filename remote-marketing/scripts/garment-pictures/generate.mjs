// Draws the pictures of the products page at build time: the front of every garment of the
// garment catalogue (@teamwear/design), as its editor opens a new design, into SVG files under generated/ that the
// page imports (webpack gives them content-hashed names). The browser gets small pictures
// (on a byte budget of their own: bench/bytes.mjs), never the catalogue's code. Runs before the marketing remote's build
// (the package's prebuild script):
//
//   node scripts/garment-pictures/generate.mjs
//
// It also lists this script's own sources in generated/garment-pictures/build-inputs.json, so that
// scripts/build.mjs rebuilds this remote when one of them changes (the design package, which
// draws the garments, is an input of every app's build already).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { localSourcesOf } from './source-files.mjs';

const appDir = path.resolve(import.meta.dirname, '../..');
const repo = path.resolve(appDir, '..');
const outDir = path.join(appDir, 'generated/garment-pictures');
const drawing = path.join(import.meta.dirname, 'garment-svg.ts');
/** The pictures' own size in pixels; the page shows them at this size or scaled (they are vectors). */
const PICTURE_SIZE = 240;

const started = Date.now();
register('./typescript-hooks.mjs', import.meta.url);
const { garmentPictureSvg } = await import(drawing);
const { DESIGN_SLUGS } = await import('@teamwear/design/slugs');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
let bytes = 0;
for (const slug of DESIGN_SLUGS) {
  const svg = garmentPictureSvg(slug, PICTURE_SIZE);
  fs.writeFileSync(path.join(outDir, `${slug}.svg`), svg);
  bytes += Buffer.byteLength(svg);
}
const inputs = localSourcesOf(drawing).map((file) => path.relative(repo, file));
fs.writeFileSync(path.join(outDir, 'build-inputs.json'), `${JSON.stringify(inputs, null, 2)}\n`);
console.log(`garment pictures: ${DESIGN_SLUGS.length} SVG files (${Math.round(bytes / 1024)} KB) from ${inputs.length} source files in ${Date.now() - started} ms`);
