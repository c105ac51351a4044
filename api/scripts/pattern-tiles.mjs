// The studio's pattern tiles as PNG, for the pictures the API draws (the proof's front and back):
// the designer's generator writes its tiles as WebP (remote-designer/scripts/patterns), which
// resvg cannot read, so they are converted here, losslessly, into api/generated/pattern-tiles/
// (not kept in git). Runs before the API's build (which copies them beside the bundle), before
// the API's tests (jest's global setup) and before the local product starts (serve-all).
//
//   node api/scripts/pattern-tiles.mjs [--quiet]
//
// The designer's generator is run first (it does nothing while its tiles are up to date); the
// conversion is skipped while the PNG tiles were made from the same generator inputs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const api = path.resolve(import.meta.dirname, '..');
const designer = path.resolve(api, '../remote-designer');
const webpDir = path.join(designer, 'public/patterns');
const PNG_DIR = path.join(api, 'generated/pattern-tiles');
const quiet = process.argv.includes('--quiet');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

execFileSync(process.execPath, [path.join(designer, 'scripts/patterns/generate.mjs')], { stdio: quiet ? 'ignore' : 'inherit' });
const source = readJson(path.join(webpDir, 'manifest.json'));
if (!source) throw new Error(`pattern tiles: ${path.relative(process.cwd(), webpDir)}/manifest.json is missing after the generator ran`);

const manifestFile = path.join(PNG_DIR, 'manifest.json');
const made = readJson(manifestFile);
const upToDate =
  made?.inputsHash === source.inputsHash && source.patterns.every((pattern) => fs.existsSync(path.join(PNG_DIR, `${pattern.id}.png`)));
if (upToDate) {
  if (!quiet) console.log(`pattern tiles: ${source.patterns.length} PNG up to date`);
} else {
  const started = performance.now();
  fs.rmSync(PNG_DIR, { recursive: true, force: true });
  fs.mkdirSync(PNG_DIR, { recursive: true });
  let bytes = 0;
  for (const pattern of source.patterns) {
    // White ink, coverage in the alpha channel: kept as RGBA, every pixel as it was.
    const png = await sharp(path.join(webpDir, pattern.file)).ensureAlpha().png({ compressionLevel: 9 }).toBuffer();
    fs.writeFileSync(path.join(PNG_DIR, `${pattern.id}.png`), png);
    bytes += png.length;
  }
  const manifest = { inputsHash: source.inputsHash, tileSize: source.tileSize, patterns: source.patterns.map((pattern) => ({ id: pattern.id, file: `${pattern.id}.png` })) };
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`pattern tiles: ${source.patterns.length} PNG (${Math.round(bytes / 1024)} KB) in ${seconds}s into ${path.relative(process.cwd(), PNG_DIR)}`);
  }
}
