// Building blocks for coverage fields: anti-aliasing, periodic lattices and their cells.
import { cover, hypot, mod } from './math.mjs';

/** Averages n × n samples inside each pixel: anti-aliasing for fields with hard steps. */
export function supersample(coverage, n = 3) {
  const offsets = Array.from({ length: n }, (_, i) => (i + 0.5) / n - 0.5);
  const weight = 1 / (n * n);
  return (x, y) => {
    let sum = 0;
    for (const oy of offsets) for (const ox of offsets) sum += coverage(x + ox, y + oy);
    return sum * weight;
  };
}

/**
 * Coverage of the region where a smooth scalar field exceeds `threshold`, with a one-pixel
 * edge found from the field's local gradient.
 */
export function above(value, threshold) {
  return (x, y) => {
    const v = value(x, y);
    const gx = value(x + 0.5, y) - value(x - 0.5, y);
    const gy = value(x, y + 0.5) - value(x, y - 0.5);
    const gradient = hypot(gx, gy) || 1e-6;
    return cover((threshold - v) / gradient);
  };
}

const SQRT3 = Math.sqrt(3);

/**
 * The cell of a hexagonal lattice (pointy-top) with `columns` hexagons across the tile and
 * 2 × `rowPairs` rows down it. Both are integers so the lattice wraps; the hexagons are
 * stretched very slightly to fit (7 × 4 is within 1 % of regular). Returns the cell's key
 * and the point in the cell's own frame, where the hexagon is regular with circumradius 1;
 * `unit` is about how many pixels one such unit spans.
 */
export function hexCell(x, y, size, columns, rowPairs) {
  const scaleX = (columns * SQRT3) / size;
  const scaleY = (rowPairs * 3) / size;
  const X = x * scaleX;
  const Y = y * scaleY;
  const row0 = Math.floor(Y / 1.5);
  let best = Infinity;
  let bi = 0;
  let bj = 0;
  let lx = 0;
  let ly = 0;
  for (let j = row0 - 1; j <= row0 + 1; j++) {
    const offset = mod(j, 2) === 1 ? SQRT3 / 2 : 0;
    const i = Math.round((X - offset) / SQRT3);
    const dx = X - (i * SQRT3 + offset);
    const dy = Y - j * 1.5;
    const d = dx * dx + dy * dy;
    if (d < best) {
      best = d;
      bi = i;
      bj = j;
      lx = dx;
      ly = dy;
    }
  }
  return {
    i: mod(bi, columns),
    j: mod(bj, rowPairs * 2),
    lx,
    ly,
    unit: 2 / (scaleX + scaleY),
  };
}

/** Signed distance to a pointy-top regular hexagon of circumradius r (negative inside). */
export function hexagonDistance(px, py, r) {
  // Inigo Quilez's hexagon, turned a quarter so that a vertex points up.
  const kx = -0.866025404;
  const ky = 0.5;
  const kz = 0.577350269;
  const inradius = r * 0.866025404;
  let x = Math.abs(py);
  let y = Math.abs(px);
  const d = 2 * Math.min(kx * x + ky * y, 0);
  x -= d * kx;
  y -= d * ky;
  x -= Math.min(Math.max(x, -kz * inradius), kz * inradius);
  y -= inradius;
  return hypot(x, y) * Math.sign(y);
}

/** Distance from a point to the segment a–b. */
export function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * Samples a scalar field at every pixel centre. With steps > 1 (divisors of size) the field is
 * sampled every `step` pixels across and `stepY` down and interpolated between: for smooth
 * fields, at a fraction of the cost.
 */
export function sampleGrid(size, value, step = 1, stepY = step) {
  const grid = new Float32Array(size * size);
  if (step === 1 && stepY === 1) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) grid[y * size + x] = value(x + 0.5, y + 0.5);
    }
    return grid;
  }
  const nx = size / step;
  const ny = size / stepY;
  const coarse = new Float32Array(nx * ny);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) coarse[j * nx + i] = value((i + 0.5) * step, (j + 0.5) * stepY);
  }
  // Where each pixel falls between the coarse samples, once per column and per row.
  const span = (n, stride) => {
    const lo = new Int32Array(size);
    const hi = new Int32Array(size);
    const t = new Float32Array(size);
    for (let p = 0; p < size; p++) {
      const f = (p + 0.5) / stride - 0.5;
      const k = Math.floor(f);
      lo[p] = mod(k, n);
      hi[p] = mod(k + 1, n);
      t[p] = f - k;
    }
    return { lo, hi, t };
  };
  const cols = span(nx, step);
  const rows = span(ny, stepY);
  for (let y = 0; y < size; y++) {
    const r0 = rows.lo[y] * nx;
    const r1 = rows.hi[y] * nx;
    const ty = rows.t[y];
    for (let x = 0; x < size; x++) {
      const c0 = cols.lo[x];
      const c1 = cols.hi[x];
      const tx = cols.t[x];
      const top = coarse[r0 + c0] + (coarse[r0 + c1] - coarse[r0 + c0]) * tx;
      const bottom = coarse[r1 + c0] + (coarse[r1 + c1] - coarse[r1 + c0]) * tx;
      grid[y * size + x] = top + (bottom - top) * ty;
    }
  }
  return grid;
}

/**
 * Coverage where a sampled field exceeds a threshold (a number, or a grid of thresholds),
 * with a one-pixel edge from the field's gradient; the grid wraps like the tile.
 */
export function aboveGrid(size, grid, threshold) {
  const alpha = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    const up = ((y + size - 1) % size) * size;
    const down = ((y + 1) % size) * size;
    const row = y * size;
    for (let x = 0; x < size; x++) {
      const left = x === 0 ? size - 1 : x - 1;
      const right = x === size - 1 ? 0 : x + 1;
      const i = row + x;
      const t = typeof threshold === 'number' ? threshold : threshold[i];
      const gx = (grid[row + right] - grid[row + left]) / 2;
      const gy = (grid[down + x] - grid[up + x]) / 2;
      alpha[i] = cover((t - grid[i]) / (Math.sqrt(gx * gx + gy * gy) || 1e-6));
    }
  }
  return alpha;
}

/**
 * A square wave (+1 on even units of u, -1 on odd ones) box-filtered over a pixel, where
 * `pixelsPerUnit` is how many pixels one unit of u spans: a ramp across each edge.
 */
export function squareWave(u, pixelsPerUnit) {
  const fractional = u - Math.floor(u);
  const edge = (0.5 - Math.abs(fractional - 0.5)) * pixelsPerUnit;
  const sign = mod(Math.floor(u), 2) === 0 ? 1 : -1;
  return sign * Math.min(1, 2 * edge);
}

/** Coverage of the even squares of a checkerboard in (u, v), anti-aliased (see squareWave). */
export const checker = (u, v, pixelsPerU, pixelsPerV = pixelsPerU) =>
  0.5 + 0.5 * squareWave(u, pixelsPerU) * squareWave(v, pixelsPerV);
