// Periodic noise: every lattice wraps at an integer period, so a field sampled over one
// tile continues seamlessly into the next one.
import { TAU } from './math.mjs';

const fade = (t) => t * t * t * (t * (t * 6 - 15) + 10);

/** Gradient (Perlin) noise whose lattice wraps at periodX × periodY cells. Range about [-0.7, 0.7]. */
export function createNoise(random) {
  const perm = new Uint8Array(512);
  const order = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (let i = 0; i < 512; i++) perm[i] = order[i & 255];
  const gradX = new Float64Array(256);
  const gradY = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    const angle = (i / 256) * TAU;
    gradX[i] = Math.cos(angle);
    gradY[i] = Math.sin(angle);
  }
  const dot = (ix, iy, dx, dy) => {
    const g = perm[perm[ix] + iy];
    return gradX[g] * dx + gradY[g] * dy;
  };
  /** x, y in lattice cells; the lattice wraps at periodX (and periodY, default periodX) cells. */
  return function noise(x, y, periodX, periodY = periodX) {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    let ix0 = x0 % periodX;
    if (ix0 < 0) ix0 += periodX;
    let iy0 = y0 % periodY;
    if (iy0 < 0) iy0 += periodY;
    const ix1 = (ix0 + 1 === periodX ? 0 : ix0 + 1) & 255;
    const iy1 = (iy0 + 1 === periodY ? 0 : iy0 + 1) & 255;
    ix0 &= 255;
    iy0 &= 255;
    const u = fade(fx);
    const v = fade(fy);
    const a = dot(ix0, iy0, fx, fy);
    const b = dot(ix1, iy0, fx - 1, fy);
    const c = dot(ix0, iy1, fx, fy - 1);
    const d = dot(ix1, iy1, fx - 1, fy - 1);
    const top = a + (b - a) * u;
    const bottom = c + (d - c) * u;
    return top + (bottom - top) * v;
  };
}

/**
 * Fractal noise over the unit tile: u, v in [0, 1) tile units, `frequency` lattice cells across
 * the tile (integers keep it seamless). Normalised to about [-1, 1].
 */
export function createFbm(random, { frequency = 4, frequencyY = frequency, octaves = 4, gain = 0.5 } = {}) {
  const noise = createNoise(random);
  let norm = 0;
  for (let o = 0, amp = 1; o < octaves; o++, amp *= gain) norm += amp;
  norm *= 0.7;
  return (u, v) => {
    let sum = 0;
    let amp = 1;
    let fx = frequency;
    let fy = frequencyY;
    for (let o = 0; o < octaves; o++) {
      // Offset each octave so their lattices do not line up.
      sum += amp * noise(u * fx + o * 17.13, v * fy + o * 7.31, fx, fy);
      amp *= gain;
      fx *= 2;
      fy *= 2;
    }
    return sum / norm;
  };
}

/**
 * Jittered-grid cells (a periodic Voronoi diagram): one site per cell of an n × n grid over
 * the tile, wrapped at the edges. `nearest(x, y)` gives the nearest site and the second one,
 * the distances to them and the offset from the nearest site; with `withBorder`, also the
 * distance to the nearest border of the cell and the site across it (all in pixels).
 */
export function createCells(random, { count, size, jitter = 0.85 }) {
  const step = size / count;
  const sites = [];
  for (let j = 0; j < count; j++) {
    for (let i = 0; i < count; i++) {
      sites.push({
        index: j * count + i,
        x: (i + 0.5 + (random.next() - 0.5) * jitter) * step,
        y: (j + 0.5 + (random.next() - 0.5) * jitter) * step,
        value: random.next(),
        value2: random.next(),
      });
    }
  }
  const result = {
    site: sites[0],
    second: sites[0],
    across: sites[0],
    d1: 0,
    d2: 0,
    border: 0,
    dx: 0,
    dy: 0,
  };
  const candX = new Float64Array(9);
  const candY = new Float64Array(9);
  const candSite = new Array(9).fill(sites[0]);
  /** `withBorder` also finds the nearest border and the site across it (a little dearer). */
  function nearest(x, y, withBorder = false) {
    // Points are inside the tile (or within a pixel of it, from supersampling).
    const ci = Math.min(count - 1, Math.max(0, Math.floor(x / step)));
    const cj = Math.min(count - 1, Math.max(0, Math.floor(y / step)));
    let d1 = Infinity;
    let d2 = Infinity;
    let s1 = sites[0];
    let s2 = sites[0];
    let best = 0;
    let k = 0;
    // Sites stay inside their own grid cell, so the 3 × 3 block around the point holds the
    // nearest two in all but rare corner cases, which do not show at this scale.
    for (let dj = -1; dj <= 1; dj++) {
      // Grid cells just outside the tile wrap round to the other side, moved by a tile.
      let gj = cj + dj;
      let oy = 0;
      if (gj < 0) {
        gj += count;
        oy = -size;
      } else if (gj >= count) {
        gj -= count;
        oy = size;
      }
      const row = gj * count;
      for (let di = -1; di <= 1; di++, k++) {
        let gi = ci + di;
        let ox = 0;
        if (gi < 0) {
          gi += count;
          ox = -size;
        } else if (gi >= count) {
          gi -= count;
          ox = size;
        }
        const site = sites[row + gi];
        const sx = site.x + ox;
        const sy = site.y + oy;
        candX[k] = sx;
        candY[k] = sy;
        candSite[k] = site;
        const ddx = x - sx;
        const ddy = y - sy;
        const d = Math.sqrt(ddx * ddx + ddy * ddy);
        if (d < d1) {
          d2 = d1;
          s2 = s1;
          d1 = d;
          s1 = site;
          best = k;
        } else if (d < d2) {
          d2 = d;
          s2 = site;
        }
      }
    }
    const p1x = candX[best];
    const p1y = candY[best];
    if (withBorder) {
      // Distance to the border of the winning cell: the smallest distance to a bisector.
      let border = Infinity;
      let across = s2;
      for (let c = 0; c < 9; c++) {
        if (c === best) continue;
        const nx = candX[c] - p1x;
        const ny = candY[c] - p1y;
        const dist = (((candX[c] + p1x) / 2 - x) * nx + ((candY[c] + p1y) / 2 - y) * ny) / Math.sqrt(nx * nx + ny * ny);
        if (dist < border) {
          border = dist;
          across = candSite[c];
        }
      }
      result.border = border;
      result.across = across;
    }
    result.site = s1;
    result.second = s2;
    result.d1 = d1;
    result.d2 = d2;
    result.dx = x - p1x;
    result.dy = y - p1y;
    return result;
  }
  return { sites, nearest, step };
}
