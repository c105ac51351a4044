import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The studio's pattern tiles for the server's pictures, as PNG data URLs: the designer's tiles are
 * WebP, which resvg cannot read, so api/scripts/pattern-tiles.mjs converts them at build time
 * into api/generated/pattern-tiles/, and the API's build copies them beside its bundle
 * (dist/pattern-tiles/). Read once per tile per process.
 */

/** Where the tiles are: beside the bundle (dist/main.js), or generated/ when run from the sources. */
function tilesDir(): string | null {
  const candidates = [new URL('./pattern-tiles/', import.meta.url), new URL('../../../generated/pattern-tiles/', import.meta.url)].map((url) => fileURLToPath(url));
  return candidates.find((dir) => existsSync(`${dir}manifest.json`)) ?? null;
}

let dir: string | null | undefined;
const tiles = new Map<string, string | null>();

/**
 * The tile of a scene's pattern (`patterns/<id>.webp`, the designer's file) as a PNG data URL, or
 * null when the API has no such tile (a pattern the designer added since this build, or the tiles
 * were not made: `node api/scripts/pattern-tiles.mjs`); the part is then drawn without it.
 */
export function patternTileUrl(file: string): string | null {
  const id = /^patterns\/([a-z0-9-]+)\.webp$/.exec(file)?.[1];
  if (!id) return null;
  if (tiles.has(id)) return tiles.get(id) ?? null;
  dir ??= tilesDir();
  const path = dir ? `${dir}${id}.png` : null;
  const url = path && existsSync(path) ? `data:image/png;base64,${readFileSync(path).toString('base64')}` : null;
  if (!url) process.emitWarning(`the pattern tile ${id} is missing: run node api/scripts/pattern-tiles.mjs`, { code: 'TEAMWEAR_PATTERN_TILE' });
  tiles.set(id, url);
  return url;
}
