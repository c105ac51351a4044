// What is in each built file: from every app's dist/ (mf-stats.json says which chunks hold a shared
// module; each chunk's source map says which packages its bytes come from). Deterministic: it reads
// the build, not the browser.
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, repo } from './env.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package (or app source folder) a source map source belongs to. */
export function packageOf(source, app) {
  const cleaned = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = cleaned.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = cleaned.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = cleaned.match(/(?:^|\/)shared\/src\/([^/]+)/);
  if (shared) return `@teamwear/shared/${shared[1].replace(/\.[cm]?[jt]sx?$/, '')}`;
  if (cleaned.startsWith('webpack/') || cleaned.includes('webpack/runtime')) return 'webpack runtime';
  if (cleaned.startsWith('.federation') || cleaned.includes('/.federation/')) return 'federation runtime';
  const own = cleaned.match(/^\.\/src\/([^/]+)/);
  if (own) return `${app} src/${own[1].replace(/\.[cm]?[jt]sx?$/, '')}`;
  return `${app} (other)`;
}

/**
 * Bytes of the generated file attributed to each package, by walking the mappings: the text from
 * one mapped column to the next belongs to the first one's source (what source-map-explorer does).
 */
function bytesByPackage(code, map, app) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  let sourceIndex = 0;
  let mapped = 0;
  const mappingLines = map.mappings.split(';');
  for (let line = 0; line < mappingLines.length && line < lines.length; line += 1) {
    const length = lines[line].length;
    let previous = null;
    let column = 0;
    for (const segment of mappingLines[line].split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      column += values[0];
      if (previous) {
        const span = column - previous.column;
        if (previous.source !== null && span > 0) {
          add(packageOf(map.sources[previous.source], app), span);
          mapped += span;
        }
      }
      if (values.length >= 4) sourceIndex += values[1];
      previous = { column, source: values.length >= 4 ? sourceIndex : null };
    }
    if (previous && previous.source !== null && length > previous.column) {
      add(packageOf(map.sources[previous.source], app), length - previous.column);
      mapped += length - previous.column;
    }
  }
  const unmapped = code.length - mapped;
  if (unmapped > 0) add('(unmapped: webpack glue)', unmapped);
  return [...totals.entries()].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function readIfPresent(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

const PIXI = /node_modules\/(pixi\.js|@pixi\/)/;

/** Pictures an app serves (e.g. the marketing remote's garment pictures): in the index by size only. */
export const IMAGE_FILE = /\.(svg|webp|png|jpe?g|avif|gif)$/;

/**
 * Index of every JS/CSS file and picture each app built: `index.get(app).get('assets/x.js')` →
 * { app, file, bytes, shared: name of the shared module the chunk provides | null, packages, pixi }.
 */
export function readBuildIndex() {
  const index = new Map();
  for (const [app, dir] of Object.entries(APP_DIRS)) {
    const dist = path.join(repo, dir, 'dist');
    const files = new Map();
    index.set(app, files);
    if (!fs.existsSync(dist)) continue;
    const sharedByFile = new Map();
    // The shell's dist/ also holds the embedded studio's host (embed/, a federation host of its
    // own, with its own mf-stats.json whose files are named from there).
    for (const folder of ['', 'embed/']) {
      const statsFile = path.join(dist, folder, 'mf-stats.json');
      if (!fs.existsSync(statsFile)) continue;
      const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
      for (const shared of stats.shared ?? []) {
        for (const kind of ['js', 'css']) {
          for (const file of [...(shared.assets?.[kind]?.sync ?? []), ...(shared.assets?.[kind]?.async ?? [])]) {
            const names = sharedByFile.get(folder + file) ?? [];
            names.push(shared.name);
            sharedByFile.set(folder + file, names);
          }
        }
      }
    }
    const walk = (folder) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          walk(full);
          continue;
        }
        const file = path.relative(dist, full).split(path.sep).join('/');
        if (IMAGE_FILE.test(entry.name)) {
          files.set(file, { app, file, bytes: fs.statSync(full).size, shared: null, packages: [], pixi: false });
          continue;
        }
        if (!/\.(js|css)$/.test(entry.name)) continue;
        const code = readIfPresent(full);
        if (code === null) continue; // removed since the listing: a build is writing dist/
        let packages = [{ name: '(no source map)', bytes: code.length }];
        // Without a source map, a guess from the code; with one, its sources say.
        let pixi = /node_modules\/pixi\.js|@pixi\//.test(code);
        // Source maps are kept out of dist/, in the same tree under <app>/source-maps (build/source-maps.mjs).
        const mapFile = path.join(repo, dir, 'source-maps', `${file}.map`);
        const mapText = readIfPresent(mapFile);
        if (mapText !== null) {
          const map = JSON.parse(mapText);
          packages = bytesByPackage(code, map, app);
          pixi = map.sources.some((source) => PIXI.test(source));
        }
        const sharedNames = sharedByFile.get(file);
        files.set(file, {
          app,
          file,
          bytes: Buffer.byteLength(code),
          shared: sharedNames ? [...new Set(sharedNames)].join(', ') : null,
          packages,
          pixi,
        });
      }
    };
    walk(dist);
  }
  return index;
}

/** The built file an URL path of an app's server answers with (query strings ignored). */
export function lookup(index, app, pathname) {
  const file = decodeURIComponent(pathname).replace(/^\/+/, '');
  return index.get(app)?.get(file) ?? null;
}
