import { ARTBOARD_GAP, FULL_ARTBOARD, type Box } from '../geometry/fit';

/** PNG exports: what size, and in which tiles the GPU draws it. */

/** The print export's long side, in pixels (at least 4096, PRODUCT issue 5). */
export const PRINT_LONG_SIDE = 4096;

export interface ExportSize {
  width: number;
  height: number;
  /** Pixels per garment unit. */
  scale: number;
}

/**
 * The export's size for `viewCount` views side by side, each cropped to `content` (garment
 * units; the whole artboard by default), its long side `longSide` pixels.
 */
export function exportSize(viewCount: number, longSide: number, content: Box = FULL_ARTBOARD): ExportSize {
  const count = Math.max(1, Math.floor(viewCount));
  const unitsWide = count * content.width + (count - 1) * ARTBOARD_GAP;
  const unitsLong = Math.max(unitsWide, content.height);
  const scale = longSide / unitsLong;
  return { width: Math.round(unitsWide * scale), height: Math.round(content.height * scale), scale };
}

export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Cuts a `width`×`height` image into tiles no side of which exceeds `maxTile` pixels, row by
 * row; the last row and column take what is left. Whole pixels, no overlaps, no gaps.
 */
export function planTiles(width: number, height: number, maxTile: number): Tile[] {
  const w = Math.max(0, Math.round(width));
  const h = Math.max(0, Math.round(height));
  const step = Math.max(1, Math.floor(maxTile));
  const tiles: Tile[] = [];
  for (let y = 0; y < h; y += step) {
    for (let x = 0; x < w; x += step) {
      tiles.push({ x, y, width: Math.min(step, w - x), height: Math.min(step, h - y) });
    }
  }
  return tiles;
}

/**
 * The largest tile the renderer can draw: the GPU's maximum texture size, kept a little
 * under the limit (drivers round up), and never more than `cap` so that a tile's pixels
 * also fit in memory on a phone.
 */
export function tileSizeFor(maxTextureSize: number, cap = 4096): number {
  const usable = Math.floor(Math.max(256, maxTextureSize) * 0.99);
  return Math.max(256, Math.min(cap, usable));
}

/** `team-name-front-4096.png`: a name a person recognises in their downloads. */
export function exportFileName(base: string, views: readonly string[], width: number): string {
  const slug =
    base
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'design';
  return `${slug}-${views.join('-')}-${width}.png`;
}
