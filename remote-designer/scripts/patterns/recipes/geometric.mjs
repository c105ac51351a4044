// Hexagons, triangles and checks: tone mosaics on lattices that wrap at the tile's edges.
import { fieldLayer } from '../lib/draw.mjs';
import { checker, hexagonDistance, hexCell, supersample } from '../lib/fields.mjs';
import { createFbm } from '../lib/noise.mjs';
import { hashInts } from '../lib/random.mjs';
import { clamp01, cover, hypot, line, mod, wrapDelta, TAU } from '../lib/math.mjs';

const NEIGHBOURS = [0, 0, -1, 0, 1, 0, 0, -1, 0, 1, -1, -1, 1, -1, -1, 1, 1, 1];

/**
 * The triangle of a triangular lattice (`columns` across, 2 × `rowPairs` rows) holding a point:
 * a key for per-triangle randomness, whether it points up, and the distance in pixels to its edges.
 */
function triangleCell(x, y, size, columns, rowPairs) {
  const sx = size / columns;
  const h = size / (rowPairs * 2);
  const j = Math.floor(y / h);
  const ty = y / h - j;
  const q = x / sx - (mod(j, 2) === 1 ? 0.5 : 0);
  const a = q - 0.5 * ty;
  const b = q + 0.5 * ty;
  const fa = Math.floor(a);
  const fb = Math.floor(b);
  // Distance to the slanted edges, in pixels: a unit of a (or b) spans this much across them.
  const slant = (sx * h) / hypot(h, sx / 2);
  const edge = Math.min(ty * h, (1 - ty) * h, Math.abs(wrapDelta(a, 1)) * slant, Math.abs(wrapDelta(b, 1)) * slant);
  return {
    key: [mod(j, rowPairs * 2), mod(fa, columns), mod(fb, columns)],
    up: fa === fb,
    edge,
  };
}

/** The faces of a cube seen corner-on, by the angle of a point around the hexagon's centre. */
function cubeFace(lx, ly) {
  const angle = Math.atan2(ly, lx);
  if (angle >= (-5 * Math.PI) / 6 && angle < -Math.PI / 6) return 0;
  if (angle >= -Math.PI / 6 && angle < Math.PI / 2) return 1;
  return 2;
}

export const geometricRecipes = {
  honeycomb: ({ size }) =>
    fieldLayer(size, (x, y) => {
      const cell = hexCell(x, y, size, 12, 7);
      return line(hexagonDistance(cell.lx, cell.ly, 1) * cell.unit, 4.5);
    }),

  'hex-tiles': ({ size, random }) => {
    const seed = random.int(0, 1e9);
    const tones = [0.25, 0.5, 0.75, 1];
    return fieldLayer(size, (x, y) => {
      const cell = hexCell(x, y, size, 7, 4);
      const tone = tones[Math.floor(hashInts(seed, cell.i, cell.j) * tones.length)];
      return tone * cover(hexagonDistance(cell.lx, cell.ly, 1) * cell.unit + 3);
    });
  },

  'tumbling-blocks': ({ size }) => {
    const tones = [1, 0.22, 0.58];
    return fieldLayer(
      size,
      supersample((x, y) => {
        const cell = hexCell(x, y, size, 7, 4);
        return tones[cubeFace(cell.lx, cell.ly)];
      }, 2),
    );
  },

  'sport-mesh': ({ size }) =>
    fieldLayer(size, (x, y) => {
      const cell = hexCell(x, y, size, 26, 15);
      return cover(-(hexagonDistance(cell.lx, cell.ly, 0.62) * cell.unit));
    }),

  triangles: ({ size, random }) => {
    const seed = random.int(0, 1e9);
    const tones = [0.2, 0.45, 0.7, 1];
    return fieldLayer(size, (x, y) => {
      const t = triangleCell(x, y, size, 7, 4);
      const tone = tones[Math.floor(hashInts(seed, ...t.key) * tones.length)];
      return tone * cover(1.5 - t.edge);
    });
  },

  'shark-teeth': ({ size }) => {
    // Four bands a tile, each a solid edge with a row of teeth hanging from it.
    const bandHeight = size / 4;
    const toothWidth = size / 16;
    const edge = 14;
    const depth = 46;
    const flank = Math.sqrt(1 + Math.pow(toothWidth / 2 / depth, 2));
    return fieldLayer(size, (x, y) => {
      const ly = mod(y, bandHeight);
      const band = Math.min(1, Math.max(0, edge - ly + 0.5), Math.max(0, ly + 0.5));
      const t = (ly - edge) / depth;
      if (t < 0 || t > 1.05) return band;
      const dx = Math.abs(wrapDelta(x - toothWidth / 2, toothWidth));
      const halfWidth = (toothWidth / 2) * (1 - t);
      return Math.max(band, cover((dx - halfWidth) / flank));
    });
  },

  'pyramid-studs': ({ size }) => {
    const cell = size / 16;
    const faceTone = [1, 0.55, 0.2, 0.75];
    return fieldLayer(
      size,
      supersample((x, y) => {
        const lx = x / cell - Math.floor(x / cell) - 0.5;
        const ly = y / cell - Math.floor(y / cell) - 0.5;
        const border = 0.5 - Math.max(Math.abs(lx), Math.abs(ly));
        if (border * cell < 1.5) return 0;
        const face = Math.abs(lx) > Math.abs(ly) ? (lx > 0 ? 1 : 3) : ly > 0 ? 2 : 0;
        return faceTone[face];
      }),
    );
  },

  'low-poly': ({ size, random }) => {
    // A jittered grid, each quad split on a random diagonal; tones follow a soft periodic light.
    const n = 8;
    const step = size / n;
    const jitter = Array.from({ length: n * n }, () => [
      (random.next() - 0.5) * step * 0.7,
      (random.next() - 0.5) * step * 0.7,
    ]);
    const light = createFbm(random.fork('light'), { frequency: 1, octaves: 2 });
    const seed = random.int(0, 1e9);
    const corner = (i, j) => {
      const [jx, jy] = jitter[mod(j, n) * n + mod(i, n)];
      return [i * step + jx, j * step + jy];
    };
    // Triangles of each cell, as flat arrays: ax ay bx by cx cy tone.
    const triangles = [];
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const a = corner(i, j);
        const b = corner(i + 1, j);
        const c = corner(i + 1, j + 1);
        const d = corner(i, j + 1);
        const pair = random.chance(0.5)
          ? [
              [a, b, c],
              [a, c, d],
            ]
          : [
              [a, b, d],
              [b, c, d],
            ];
        triangles.push(
          pair.map(([p, q, r], t) => {
            const cx = (p[0] + q[0] + r[0]) / 3 / size;
            const cy = (p[1] + q[1] + r[1]) / 3 / size;
            const base = 0.5 + 0.35 * Math.sin(TAU * (cx + cy)) + 0.45 * light(mod(cx, 1), mod(cy, 1));
            const tone = clamp01(0.12 + 0.8 * clamp01(base + (hashInts(seed, i, j, t) - 0.5) * 0.25));
            return [p[0], p[1], q[0], q[1], r[0], r[1], tone];
          }),
        );
      }
    }
    const side = (px, py, ax, ay, bx, by) => (px - bx) * (ay - by) - (ax - bx) * (py - by);
    const length = (ax, ay, bx, by) => hypot(bx - ax, by - ay);
    // Where a point falls: its triangle's tone and its distance in pixels to that triangle's edges.
    let tone = 0;
    let edge = 0;
    const locate = (x, y) => {
      const ci = Math.floor(x / step);
      const cj = Math.floor(y / step);
      // The point's own cell first: it is there most of the time.
      for (let k = 0; k < 9; k++) {
        const i = ci + NEIGHBOURS[k * 2];
        const j = cj + NEIGHBOURS[k * 2 + 1];
        // Test the point against the cell's triangles, moved back into the first tile.
        const px = x - Math.floor(i / n) * size;
        const py = y - Math.floor(j / n) * size;
        for (const [ax, ay, bx, by, cx, cy, t] of triangles[mod(j, n) * n + mod(i, n)]) {
          const d1 = side(px, py, ax, ay, bx, by);
          const d2 = side(px, py, bx, by, cx, cy);
          const d3 = side(px, py, cx, cy, ax, ay);
          if ((d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0)) {
            tone = t;
            edge = Math.min(
              Math.abs(d1) / length(ax, ay, bx, by),
              Math.abs(d2) / length(bx, by, cx, cy),
              Math.abs(d3) / length(cx, cy, ax, ay),
            );
            return;
          }
        }
      }
      tone = 0;
      edge = 0;
    };
    const smooth = supersample((x, y) => {
      locate(x, y);
      return tone;
    }, 3);
    // Anti-alias only where a pixel straddles an edge.
    return fieldLayer(size, (x, y) => {
      locate(x, y);
      return edge > 0.75 ? tone : smooth(x, y);
    });
  },

  checkerboard: ({ size }) => {
    const cell = size / 8;
    return fieldLayer(size, (x, y) => checker(x / cell, y / cell, cell));
  },

  gingham: ({ size }) => {
    const period = size / 16;
    const band = (v) => cover(Math.abs(wrapDelta(v, period)) - period / 4);
    return fieldLayer(size, (x, y) => {
      const a = band(x);
      const b = band(y);
      return 0.45 * a + 0.45 * b + 0.1 * a * b;
    });
  },

  'wavy-checks': ({ size }) => {
    const cell = size / 8;
    return fieldLayer(size, (x, y) => {
      const wx = x + 14 * Math.sin((TAU * 2 * y) / size);
      const wy = y + 14 * Math.sin((TAU * 2 * x) / size);
      return checker(wx / cell, wy / cell, cell);
    });
  },

  harlequin: ({ size }) => {
    const sx = size / 8;
    const sy = size / 4;
    const pixels = 1 / hypot(1 / sx, 1 / sy);
    return fieldLayer(size, (x, y) => 0.18 + 0.82 * checker(x / sx + y / sy, x / sx - y / sy, pixels));
  },

  argyle: ({ size }) => {
    const dx = size / 4;
    const dy = size / 2;
    return [
      fieldLayer(size, (x, y) => {
        const pixels = 1 / hypot(1 / dx, 1 / dy);
        return 0.15 + 0.45 * checker(x / dx + y / dy, x / dx - y / dy, pixels);
      }),
      fieldLayer(size, (x, y) => {
        // Dashed overcheck lines through the diamonds' centres.
        const u = x / dx + y / dy + 0.5;
        const v = x / dx - y / dy + 0.5;
        const scale = 1 / hypot(1 / dx, 1 / dy);
        const du = wrapDelta(u, 1) * scale;
        const dv = wrapDelta(v, 1) * scale;
        const dashU = mod(v * 6, 1) < 0.55 ? 1 : 0;
        const dashV = mod(u * 6, 1) < 0.55 ? 1 : 0;
        return Math.max(line(du, 2.6) * dashU, line(dv, 2.6) * dashV);
      }),
    ];
  },

  houndstooth: ({ size }) => {
    // Houndstooth is a 2/2 twill woven with four dark and four light threads each way.
    const thread = 4;
    const dark = (t) => (mod(t, 8) < 4 ? 1 : 0);
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / thread);
      const j = Math.floor(y / thread);
      return mod(i + j, 4) < 2 ? dark(i) : dark(j + 2);
    });
  },

  tartan: ({ size }) => {
    // A symmetric sett (tone, width in threads), mirrored, twice across the tile; 2 px threads.
    const half = [
      [0.9, 22],
      [0.15, 3],
      [0.9, 3],
      [0.15, 3],
      [0.5, 18],
      [1, 2],
      [0.5, 13],
    ];
    const sett = [...half, ...[...half].reverse()];
    const threads = [];
    for (const [tone, width] of sett) for (let k = 0; k < width; k++) threads.push(tone);
    const thread = 2;
    const period = threads.length;
    if ((size / thread) % period !== 0) throw new Error(`tartan sett of ${period} threads does not divide the tile`);
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / thread);
      const j = Math.floor(y / thread);
      return mod(i + j, 4) < 2 ? threads[mod(i, period)] : threads[mod(j, period)];
    });
  },
};
