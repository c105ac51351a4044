// Prepares the garment catalogue at build time: each garment's definition (GARMENTS: its parts
// clipped and curved from the builders' outlines) as JSON under the calling app's
// generated/prepared-garments/, which the app downloads for the garment it shows and hands to the
// catalogue (`preparedGarment`) instead of building it on the device: building the soccer kit took
// 26–38 ms of the studio's start on a phone (issue 41), parsing its JSON well under 1 ms. Runs
// before such an app's build (its package's prebuild script), from the app's folder:
//
//   node ../packages/design/scripts/prepared-garments/generate.mjs
//
// It also lists its own sources in generated/prepared-garments/build-inputs.json, so that
// scripts/build.mjs rebuilds the app when one of them changes (the design package's src is an
// input of every app's build already; these scripts are not).
import fs from 'node:fs';
import path from 'node:path';
import { appOutput } from '../app-output.mjs';

const started = Date.now();
const output = appOutput('prepared-garments', 'prepare the garments');
const { repo, outDir } = output;

const { GARMENTS } = await import('../../src/garments/index.ts');
const { DESIGN_SLUGS } = await import('../../src/garments/design-slugs.ts');

output.clear();
let bytes = 0;
for (const slug of DESIGN_SLUGS) {
  const json = JSON.stringify(GARMENTS[slug]);
  fs.writeFileSync(path.join(outDir, `${slug}.json`), json);
  bytes += Buffer.byteLength(json);
}
output.writeBuildInputs([path.join(import.meta.dirname, 'generate.mjs'), output.typescriptHooks]);
console.log(`prepared garments: ${DESIGN_SLUGS.length} JSON files (${Math.round(bytes / 1024)} KB) in ${path.relative(repo, outDir)}, in ${Date.now() - started} ms`);
