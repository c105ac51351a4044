// Animal prints and cell patterns: leopard rosettes, zebra, giraffe, shattered glass.
import { fieldLayer } from '../lib/draw.mjs';
import { sampleGrid } from '../lib/fields.mjs';
import { createCells, createFbm } from '../lib/noise.mjs';
import { clamp01, cover, hypot, line, mod, wrapDelta, TAU } from '../lib/math.mjs';

export const organicRecipes = {
  leopard: ({ size, random }) => {
    const rosettes = createCells(random.fork('rosettes'), {
      count: 5,
      size,
      jitter: 0.45,
    });
    const spots = createCells(random.fork('spots'), {
      count: 11,
      size,
      jitter: 0.9,
    });
    const step = rosettes.step;
    return fieldLayer(size, (x, y) => {
      const c = rosettes.nearest(x, y);
      const { value, value2 } = c.site;
      const angle = Math.atan2(c.dy, c.dx);
      const radius =
        step *
        (0.26 + 0.06 * value) *
        (1 + 0.16 * Math.sin(2 * angle + TAU * value2) + 0.08 * Math.sin(3 * angle + 9 * value));
      const width = 7 + 3.5 * Math.sin(3 * angle + 20 * value);
      // Rosettes are broken rings: three or four dark arcs around a lighter centre.
      const broken = Math.sin((3 + Math.round(value2)) * angle + 17 * value) < -0.6;
      const ring = broken ? 0 : cover(Math.abs(c.d1 - radius) - width / 2);
      const centre = 0.3 * cover(c.d1 - (radius - width / 2) + 1);
      let alpha = Math.max(ring, centre);
      if (c.d1 > radius + width + 6) {
        const s = spots.nearest(x, y);
        const spot = s.site.value < 0.45 ? cover(s.d1 - (3.5 + 4 * s.site.value2)) : 0;
        alpha = Math.max(alpha, spot * clamp01((c.d1 - radius - width - 6) / 3));
      }
      return alpha;
    });
  },

  zebra: ({ size, random }) => {
    const warp = createFbm(random.fork('warp'), {
      frequency: 2,
      octaves: 4,
      gain: 0.5,
    });
    const thickness = createFbm(random.fork('thickness'), {
      frequency: 3,
      octaves: 2,
    });
    const stripes = 9;
    const bend = sampleGrid(size, (x, y) => 1.5 * warp(x / size, y / size) + 0.6 * Math.sin((TAU * y) / size), 2);
    const widths = sampleGrid(size, (x, y) => 0.26 + 0.14 * thickness(x / size, y / size), 4);
    const at = (x, y) => bend[mod(y, size) * size + mod(x, size)];
    return fieldLayer(size, (x, y) => {
      const ix = Math.floor(x);
      const iy = Math.floor(y);
      const h = (x / size) * stripes + at(ix, iy);
      const gx = stripes / size + (at(ix + 1, iy) - at(ix - 1, iy)) / 2;
      const gy = (at(ix, iy + 1) - at(ix, iy - 1)) / 2;
      const half = widths[iy * size + ix];
      return cover((Math.abs(wrapDelta(h, 1)) - half) / hypot(gx, gy));
    });
  },

  giraffe: ({ size, random }) => {
    const cells = createCells(random.fork('cells'), {
      count: 7,
      size,
      jitter: 0.8,
    });
    const edge = createFbm(random.fork('edge'), { frequency: 12, octaves: 2 });
    const ragged = sampleGrid(size, (x, y) => edge(x / size, y / size), 2);
    return fieldLayer(size, (x, y) => {
      const c = cells.nearest(x, y);
      // (d2 - d1) / 2 is the distance to the border, rounded off at the corners.
      const inset = (c.d2 - c.d1) / 2 + 3 * ragged[Math.floor(y) * size + Math.floor(x)];
      return cover(5.5 - inset);
    });
  },

  'shattered-glass': ({ size, random }) => {
    const shards = createCells(random.fork('shards'), {
      count: 7,
      size,
      jitter: 1,
    });
    const splinters = createCells(random.fork('splinters'), {
      count: 18,
      size,
      jitter: 1,
    });
    return fieldLayer(size, (x, y) => {
      const big = shards.nearest(x, y, true);
      const crack = line(big.border, 2.2);
      const tint = big.site.value < 0.3 ? 0.22 : 0;
      let fine = 0;
      if (big.site.value2 < 0.45) fine = 0.6 * line(splinters.nearest(x, y, true).border, 1.1);
      return Math.max(crack, tint, fine);
    });
  },
};
