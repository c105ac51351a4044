// Generates the studio's pattern library: every pattern of the design package's pattern
// catalogue (@teamwear/design/patterns/library.json) drawn by
// its recipe into a seamless WEBP tile and a thumbnail, under public/patterns/.
//
// Runs before the designer's build (the package's prebuild script). Drawing is deterministic
// (each pattern has its own seeded random stream), so the output depends only on this
// folder, the library list and the encoder; a hash of those is kept in the output's
// manifest and the work is skipped while it still matches.
//
//   node scripts/patterns/generate.mjs [--force] [--out <dir>] [--only <id,id>]
//
// --only redraws some patterns (for working on a recipe) and leaves the manifest alone.
// PATTERNS_WORKERS=n sets the number of drawing threads; PATTERNS_TIMING=1 prints each
// pattern's drawing time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { recipes } from './recipes/index.mjs';

const scriptDir = import.meta.dirname;
const designerDir = path.resolve(scriptDir, '../..');
const libraryFile = createRequire(import.meta.url).resolve('@teamwear/design/patterns/library.json');

function parseArgs(argv) {
  const options = {
    force: false,
    out: path.join(designerDir, 'public/patterns'),
    only: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--force') options.force = true;
    else if (arg === '--out') options.out = path.resolve(argv[++i]);
    else if (arg === '--only') options.only = new Set(argv[++i].split(','));
    else throw new Error(`Unknown argument ${arg}`);
  }
  return options;
}

function readLibrary() {
  const library = JSON.parse(fs.readFileSync(libraryFile, 'utf8'));
  const ids = new Set();
  for (const pattern of library.patterns) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pattern.id)) throw new Error(`Pattern id "${pattern.id}" is not a slug`);
    if (ids.has(pattern.id)) throw new Error(`Pattern id "${pattern.id}" is listed twice`);
    if (!recipes[pattern.id]) throw new Error(`Pattern "${pattern.id}" has no recipe in scripts/patterns/recipes`);
    ids.add(pattern.id);
  }
  const unlisted = Object.keys(recipes).filter((id) => !ids.has(id));
  if (unlisted.length > 0) throw new Error(`Recipes not listed in library.json: ${unlisted.join(', ')}`);
  return library;
}

function listFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Everything the output depends on: the generator's source, the list, the encoder and V8's maths. */
function inputsHash() {
  const hash = crypto.createHash('sha256');
  for (const file of [...listFiles(scriptDir), libraryFile]) {
    hash.update(path.relative(designerDir, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(JSON.stringify({ sharp: sharp.versions, v8: process.versions.v8 }));
  return hash.digest('hex');
}

const fileOf = (id) => `${id}.webp`;
const thumbOf = (id) => `${id}.thumb.webp`;

function isUpToDate(outDir, manifestFile, hash, patterns) {
  if (!fs.existsSync(manifestFile)) return false;
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (manifest.inputsHash !== hash) return false;
  } catch {
    return false;
  }
  return patterns.every(
    (p) => fs.existsSync(path.join(outDir, fileOf(p.id))) && fs.existsSync(path.join(outDir, thumbOf(p.id))),
  );
}

/** Renders the patterns on worker threads (drawing is plain JavaScript: one core each). */
async function renderAll(patterns, { out, tileSize, thumbSize, timing }) {
  const queue = [...patterns];
  const workerCount = Math.max(
    1,
    Math.min(Number(process.env.PATTERNS_WORKERS) || Math.min(4, os.availableParallelism()), queue.length),
  );
  const runWorker = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { tileSize, thumbSize } });
      let finished = false;
      const stop = (error) => {
        if (finished) return;
        finished = true;
        worker.terminate();
        if (error) reject(error);
        else resolve();
      };
      const next = () => {
        const pattern = queue.shift();
        if (!pattern) {
          stop();
          return;
        }
        worker.postMessage({
          id: pattern.id,
          tileFile: path.join(out, fileOf(pattern.id)),
          thumbFile: path.join(out, thumbOf(pattern.id)),
        });
      };
      worker.on('message', (result) => {
        if (result.error) {
          stop(new Error(`${result.id}: ${result.error}`));
          return;
        }
        if (timing) console.log(`${result.id}: ${result.ms.toFixed(0)} ms`);
        next();
      });
      worker.on('error', stop);
      worker.on('exit', (code) => stop(new Error(`a drawing thread stopped (exit code ${code})`)));
      next();
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
}

async function main() {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  const library = readLibrary();
  const { tileSize, thumbSize } = library;
  const patterns = options.only ? library.patterns.filter((p) => options.only.has(p.id)) : library.patterns;
  const manifestFile = path.join(options.out, 'manifest.json');
  const hash = inputsHash();
  if (!options.force && !options.only && isUpToDate(options.out, manifestFile, hash, patterns)) {
    console.log(`patterns: ${patterns.length} up to date in ${path.relative(process.cwd(), options.out) || '.'}`);
    return;
  }
  fs.mkdirSync(options.out, { recursive: true });
  // Without a manifest the output counts as stale, so an interrupted run is redone in full.
  if (!options.only) fs.rmSync(manifestFile, { force: true });
  await renderAll(patterns, {
    out: options.out,
    tileSize,
    thumbSize,
    timing: Boolean(process.env.PATTERNS_TIMING),
  });
  if (!options.only) {
    const expected = new Set([...patterns.flatMap((p) => [fileOf(p.id), thumbOf(p.id)]), 'manifest.json']);
    for (const name of fs.readdirSync(options.out)) {
      if (!expected.has(name))
        fs.rmSync(path.join(options.out, name), {
          recursive: true,
          force: true,
        });
    }
    const manifest = {
      inputsHash: hash,
      tileSize,
      thumbSize,
      patterns: patterns.map((p) => ({
        id: p.id,
        file: fileOf(p.id),
        thumb: thumbOf(p.id),
      })),
    };
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `patterns: generated ${patterns.length} in ${seconds}s into ${path.relative(process.cwd(), options.out) || '.'}`,
  );
}

main().catch((error) => {
  console.error(`patterns: ${error.message}`);
  process.exit(1);
});
