// Waves and flowing lines: sine curves, scallops, ripples and displaced contour lines.
import { fieldLayer } from '../lib/draw.mjs';
import { sampleGrid } from '../lib/fields.mjs';
import { createFbm } from '../lib/noise.mjs';
import { clamp01, cover, hypot, line, mod, wrapDelta, TAU } from '../lib/math.mjs';

/** Distance to the nearest of a family of parallel sine curves, `count` per tile. */
function sineDistance(size, { count, waves, amplitude }) {
  const period = size / count;
  const k = (TAU * waves) / size;
  return (x, y) => {
    const offset = y - amplitude * Math.sin(k * x);
    const slope = amplitude * k * Math.cos(k * x);
    return wrapDelta(offset, period) / Math.sqrt(1 + slope * slope);
  };
}

/**
 * Scales (overlapping circles in staggered rows, later rows drawn over earlier ones):
 * finds the visible circle for a point. `columns` circles of radius `radius` across the tile.
 */
export function scaleCell(x, y, size, columns, rows, radius, lowerOnTop = true) {
  const sx = size / columns;
  const sy = size / rows;
  const j0 = Math.floor(y / sy);
  const span = Math.ceil(radius / sy) + 1;
  let found = null;
  for (let s = -span; s <= span; s++) {
    const j = lowerOnTop ? j0 + span - (s + span) : j0 - span + (s + span);
    const offset = mod(j, 2) === 1 ? sx / 2 : 0;
    const i = Math.round((x - offset) / sx);
    const dx = x - (i * sx + offset);
    const dy = y - j * sy;
    const d = hypot(dx, dy);
    if (d < radius) {
      found = { i: mod(i, columns), j: mod(j, rows), dx, dy, d };
      break;
    }
  }
  return found;
}

export const waveRecipes = {
  waves: ({ size }) => {
    const d = sineDistance(size, { count: 16, waves: 2, amplitude: 12 });
    return fieldLayer(size, (x, y) => line(d(x, y), 4.5));
  },

  'wavy-stripes': ({ size }) => {
    const d = sineDistance(size, { count: 6, waves: 2, amplitude: 22 });
    return fieldLayer(size, (x, y) => cover(Math.abs(d(x, y)) - 21));
  },

  seigaiha: ({ size }) => {
    // Japanese "blue sea waves": concentric arcs in fish-scale rows.
    const columns = 5;
    const radius = (size / columns / 2) * 1.02;
    const ring = radius / 5;
    return fieldLayer(size, (x, y) => {
      const cell = scaleCell(x, y, size, columns, columns * 4, radius, true);
      if (!cell) return 0;
      const rim = line(cell.d - radius + 2, 3);
      const rings = cell.d < radius - 4 ? line(wrapDelta(cell.d, ring), 3.2) : 0;
      return Math.max(rim, rings);
    });
  },

  'dragon-scales': ({ size }) => {
    const columns = 10;
    const radius = (size / columns / 2) * 1.08;
    return fieldLayer(size, (x, y) => {
      const cell = scaleCell(x, y, size, columns, 20, radius, false);
      if (!cell) return 0;
      const t = cell.d / radius;
      const body = 0.18 + 0.62 * Math.pow(t, 2.2);
      const rim = line(cell.d - radius + 2.5, 3);
      const ridge = cell.dy > 0 ? line(cell.dx, 1.6) * 0.35 * clamp01(t * 1.6) : 0;
      return Math.max(body * (1 - rim) + rim, ridge);
    });
  },

  ripples: ({ size }) => {
    // Rings around the tile's centre and its corners: where they meet, an op-art seam.
    return fieldLayer(size, (x, y) => {
      const dc = hypot(wrapDelta(x - size / 2, size), wrapDelta(y - size / 2, size));
      const dk = hypot(wrapDelta(x, size), wrapDelta(y, size));
      const d = Math.min(dc, dk);
      return line(wrapDelta(d, 18), 6.5);
    });
  },

  'flow-lines': ({ size, random }) => {
    // Contour lines of a height that climbs steadily down the tile, bent by noise.
    const drift = createFbm(random.fork('drift'), {
      frequency: 2,
      octaves: 3,
      gain: 0.5,
    });
    const lines = 22;
    const bend = sampleGrid(size, (x, y) => 1.9 * drift(x / size, y / size), 2);
    const at = (x, y) => bend[mod(y, size) * size + mod(x, size)];
    return fieldLayer(size, (x, y) => {
      const ix = Math.floor(x);
      const iy = Math.floor(y);
      const h = (y / size) * lines + at(ix, iy);
      const gx = (at(ix + 1, iy) - at(ix - 1, iy)) / 2;
      const gy = lines / size + (at(ix, iy + 1) - at(ix, iy - 1)) / 2;
      return line(wrapDelta(h, 1) / hypot(gx, gy), 2.6);
    });
  },

  'sound-wave': ({ size, random }) => {
    const bars = 32;
    const period = size / bars;
    const amplitude = createFbm(random.fork('level'), {
      frequency: 4,
      octaves: 3,
    });
    const heights = [0, 1].map((row) =>
      Array.from({ length: bars }, (_, i) => {
        const level = 0.5 + 0.5 * amplitude((i + 0.5) / bars, row / 2);
        return 10 + 100 * Math.pow(clamp01(level), 1.6) * random.range(0.75, 1);
      }),
    );
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / period);
      const dx = x - (i + 0.5) * period;
      const row = y < size / 2 ? 0 : 1;
      const dy = y - (row + 0.5) * (size / 2);
      const half = heights[row][mod(i, bars)];
      // A rounded bar: a capsule of radius 5 around a vertical segment.
      const along = Math.max(0, Math.abs(dy) - (half - 5));
      return cover(hypot(dx, along) - 5);
    });
  },
};
