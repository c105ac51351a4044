// Retro and graphic: sunburst, truchet tiles, maze, circuit traces, Memphis shapes,
// rainbows, glitch bars, flames and diamond plate.
import { alphaLayer, circle, fieldLayer, pathData, place, polygon, stroke, svgLayer } from '../lib/draw.mjs';
import { aboveGrid, sampleGrid, segmentDistance, supersample } from '../lib/fields.mjs';
import { createFbm } from '../lib/noise.mjs';
import { hashInts } from '../lib/random.mjs';
import { cover, hypot, line, mod, triangleWave, wrapDelta, TAU } from '../lib/math.mjs';
import { scatter } from './dots.mjs';

const DIRECTIONS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

export const retroRecipes = {
  sunburst: ({ size }) => {
    // Rays round the tile's centre; an even count makes the rays meet their mirror images
    // at the tile's edges, so the bursts join into a lattice of stars.
    const rays = 28;
    return fieldLayer(size, (x, y) => {
      const dx = wrapDelta(x - size / 2, size);
      const dy = wrapDelta(y - size / 2, size);
      const r = hypot(dx, dy);
      const angle = Math.atan2(dy, dx);
      const ray = r > 46 ? cover((-Math.cos(rays * angle) * r) / rays) : 0;
      return Math.max(ray, cover(r - 32), line(r - 40, 3));
    });
  },

  truchet: ({ size, random }) => {
    const cell = size / 8;
    const seed = random.int(0, 1e9);
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / cell);
      const j = Math.floor(y / cell);
      const lx = x - i * cell;
      const ly = y - j * cell;
      const flip = hashInts(seed, mod(i, 8), mod(j, 8)) < 0.5;
      const ax = flip ? cell : 0;
      const d1 = hypot(lx - ax, ly);
      const d2 = hypot(lx - (cell - ax), ly - cell);
      let best = 0;
      for (const r of [cell * 0.3, cell * 0.7]) best = Math.max(best, line(d1 - r, 6), line(d2 - r, 6));
      return best;
    });
  },

  maze: ({ size, random }) => {
    // "10 PRINT": each cell holds one diagonal, chosen at random.
    const cell = size / 16;
    const seed = random.int(0, 1e9);
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / cell);
      const j = Math.floor(y / cell);
      let best = 0;
      // Neighbouring cells' diagonals reach into this pixel's corner too.
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const ci = i + di;
          const cj = j + dj;
          const slash = hashInts(seed, mod(ci, 16), mod(cj, 16)) < 0.5;
          const x0 = ci * cell;
          const y0 = cj * cell;
          const d = slash
            ? segmentDistance(x, y, x0, y0 + cell, x0 + cell, y0)
            : segmentDistance(x, y, x0, y0, x0 + cell, y0 + cell);
          best = Math.max(best, line(d, 5.5));
        }
      }
      return best;
    });
  },

  circuit: ({ size, random }) => {
    const grid = 16;
    const nodes = size / grid;
    const used = new Uint8Array(nodes * nodes);
    const crossed = new Uint8Array(nodes * nodes);
    const key = (i, j) => mod(j, nodes) * nodes + mod(i, nodes);
    let traces = '';
    let pads = '';
    let holes = '';
    for (let attempt = 0; attempt < 400; attempt++) {
      let i = random.int(0, nodes - 1);
      let j = random.int(0, nodes - 1);
      if (used[key(i, j)]) continue;
      let dir = random.int(0, 7);
      const points = [[i, j]];
      used[key(i, j)] = 1;
      const length = random.int(4, 14);
      for (let s = 0; s < length; s++) {
        if (s > 1 && random.chance(0.3)) dir = mod(dir + (random.chance(0.5) ? 1 : -1), 8);
        const [di, dj] = DIRECTIONS[dir];
        const diagonal = di !== 0 && dj !== 0;
        const square = key(Math.min(i, i + di), Math.min(j, j + dj));
        if (used[key(i + di, j + dj)] || (diagonal && crossed[square])) break;
        if (diagonal) crossed[square] = 1;
        i += di;
        j += dj;
        used[key(i, j)] = 1;
        points.push([i, j]);
      }
      if (points.length < 3) continue;
      const px = points.map(([a, b]) => [a * grid, b * grid]);
      traces += stroke(pathData(px, false), 3);
      const [sx, sy] = px[0];
      const [ex, ey] = px[px.length - 1];
      pads += circle(sx, sy, 5.5) + circle(ex, ey, 4);
      holes += circle(sx, sy, 2.4);
    }
    return [svgLayer(traces), svgLayer(pads), svgLayer(holes, { mode: 'erase' })];
  },

  memphis: ({ size, random }) => {
    const items = scatter(size, random, {
      count: 34,
      radius: (r) => r.range(22, 32),
      gap: 12,
    });
    const bodies = ['', ''];
    items.forEach((item, index) => {
      const { x, y, r, angle } = item;
      const layer = index % 3 === 0 ? 1 : 0;
      const kind = index % 8;
      if (kind === 0) {
        const wave = Array.from({ length: 25 }, (_, k) => [
          ((k / 24) * 2 - 1) * r,
          Math.sin((k / 24) * TAU * 1.5) * r * 0.3,
        ]);
        bodies[layer] += stroke(pathData(place(wave, x, y, angle), false), 5);
      } else if (kind === 1) {
        bodies[layer] += stroke(
          pathData(
            place(
              [
                [0, -1],
                [0.87, 0.5],
                [-0.87, 0.5],
              ],
              x,
              y,
              angle,
              r,
            ),
          ),
          4.5,
        );
      } else if (kind === 2) {
        bodies[layer] += circle(x, y, r * 0.55);
      } else if (kind === 3) {
        bodies[layer] +=
          `<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${(r * 0.7).toFixed(2)}" fill="none" stroke="#fff" stroke-width="4.5"/>`;
      } else if (kind === 4) {
        for (let a = -1; a <= 1; a++) {
          for (let b = -1; b <= 1; b++) {
            const [px, py] = place([[a * r * 0.55, b * r * 0.55]], x, y, angle)[0];
            bodies[layer] += circle(px, py, 3);
          }
        }
      } else if (kind === 5) {
        const zig = Array.from({ length: 6 }, (_, k) => [((k / 5) * 2 - 1) * r, (k % 2 === 0 ? -1 : 1) * r * 0.3]);
        bodies[layer] += stroke(pathData(place(zig, x, y, angle), false), 5, {
          join: 'miter',
          cap: 'butt',
        });
      } else if (kind === 6) {
        const half = Array.from({ length: 17 }, (_, k) => [
          Math.cos((Math.PI * k) / 16) * r * 0.8,
          -Math.sin((Math.PI * k) / 16) * r * 0.8,
        ]);
        bodies[layer] += polygon(place(half, x, y, angle));
      } else {
        bodies[layer] += stroke(
          `${pathData(
            place(
              [
                [-r * 0.6, 0],
                [r * 0.6, 0],
              ],
              x,
              y,
              angle,
            ),
            false,
          )}${pathData(
            place(
              [
                [0, -r * 0.6],
                [0, r * 0.6],
              ],
              x,
              y,
              angle,
            ),
            false,
          )}`,
          5.5,
          { cap: 'butt' },
        );
      }
    });
    return [svgLayer(bodies[1], { opacity: 0.5 }), svgLayer(bodies[0])];
  },

  rainbows: ({ size }) => {
    // Rows of rainbow arches, each row shifted half an arch: the 1970s.
    const width = size / 4;
    const rowHeight = size / 8;
    const bands = [
      [rowHeight - 4, 1],
      [rowHeight - 19, 0.66],
      [rowHeight - 34, 0.36],
    ];
    return fieldLayer(size, (x, y) => {
      const row = Math.floor(y / rowHeight);
      const baseY = (row + 1) * rowHeight;
      const offset = mod(row, 2) === 1 ? width / 2 : 0;
      const dx = wrapDelta(x - offset - width / 2, width);
      const r = hypot(dx, y - baseY);
      let alpha = 0;
      for (const [outer, tone] of bands) {
        alpha = Math.max(alpha, tone * cover(r - outer) * cover(outer - 11 - r));
      }
      return alpha;
    });
  },

  glitch: ({ size, random }) => {
    const rows = [];
    let y = 0;
    while (y < size) {
      const height = Math.min(size - y, random.pick([2, 3, 4, 6, 8, 12, 16, 24]));
      const segments = [];
      const count = random.chance(0.3) ? 0 : random.int(1, 4);
      for (let s = 0; s < count; s++) {
        segments.push([random.range(0, size), random.range(16, 220), random.pick([1, 1, 0.6, 0.3])]);
      }
      rows.push({ y, height, segments });
      y += height;
    }
    const rowOf = new Int16Array(size);
    rows.forEach((row, index) => rowOf.fill(index, row.y, row.y + row.height));
    return [
      fieldLayer(size, (x, yy) => {
        let alpha = 0;
        for (const [start, length, tone] of rows[rowOf[Math.floor(yy)]].segments) {
          if (mod(x - start, size) < length) alpha = Math.max(alpha, tone);
        }
        return alpha;
      }),
      fieldLayer(size, (_x, yy) => (Math.floor(yy) % 4 === 0 ? 0.14 : 0)),
    ];
  },

  flames: ({ size, random }) => {
    // Two bands of fire a tile: tongues that rise, lean and curl, with a brighter core.
    const band = size / 2;
    const warp = createFbm(random.fork('warp'), { frequency: 4, octaves: 3 });
    const vary = createFbm(random.fork('vary'), {
      frequency: 8,
      frequencyY: 2,
      octaves: 2,
    });
    // The noises are smooth: sample them coarsely once, and shape the tongues per pixel.
    const warps = sampleGrid(size, (x, y) => warp(x / size, y / size), 4);
    const varies = sampleGrid(size, (x, y) => vary(x / size, y / size), 4);
    const flame = (tongues, base, reach, sway) => {
      const grid = new Float32Array(size * size);
      for (let y = 0; y < size; y++) {
        const h = 1 - (y + 0.5 - Math.floor((y + 0.5) / band) * band) / band;
        for (let x = 0; x < size; x++) {
          const i = y * size + x;
          const u = (x + 0.5) / size;
          const xw = x + 0.5 + sway * h * (Math.sin(TAU * 2 * u + 6 * h) * 0.6 + warps[i] * 1.4);
          const tongue = Math.pow(triangleWave(xw / (size / tongues) + 0.5), 2.4);
          grid[i] = base + reach * tongue * (0.75 + 0.35 * varies[i]) - h;
        }
      }
      return grid;
    };
    return [
      alphaLayer(aboveGrid(size, flame(8, 0.16, 0.86, 36), 0), {
        opacity: 0.55,
      }),
      alphaLayer(aboveGrid(size, flame(8, 0.08, 0.5, 28), 0)),
    ];
  },

  'diamond-plate': ({ size }) => {
    const cell = size / 16;
    return fieldLayer(
      size,
      supersample((x, y) => {
        const i = Math.floor(x / cell);
        const j = Math.floor(y / cell);
        const lx = x - (i + 0.5) * cell;
        const ly = y - (j + 0.5) * cell;
        const flip = mod(i + j, 2) === 0;
        const ax = flip ? 1 : -1;
        // A raised lozenge: a capsule along a diagonal, lit from the top left.
        const along = (lx * ax + ly) / Math.SQRT2;
        const across = (lx - ly * ax) / Math.SQRT2;
        const d = hypot(Math.max(0, Math.abs(along) - 9), across) - 4.2;
        if (d < 0) return across * (flip ? -1 : 1) < -0.5 ? 1 : 0.7;
        if (d < 1.6 && across * (flip ? -1 : 1) > 0) return 0.05;
        return 0.22;
      }, 2),
    );
  },
};
