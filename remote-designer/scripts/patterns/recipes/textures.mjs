// Textures: weaves, metal, grain, marble, contour lines, paint and brush marks.
import { alphaLayer, circle, fieldLayer, pathData, place, polygon, stroke, svgLayer } from '../lib/draw.mjs';
import { aboveGrid, sampleGrid } from '../lib/fields.mjs';
import { createFbm } from '../lib/noise.mjs';
import { clamp01, fract, hypot, line, mod, TAU } from '../lib/math.mjs';
import { scatter } from './dots.mjs';

/** Gradient magnitude of a sampled, wrapping grid, per pixel. */
function gradientOf(size, grid) {
  const out = new Float32Array(size * size);
  const at = (x, y) => grid[((y + size) % size) * size + ((x + size) % size)];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      out[y * size + x] = hypot((at(x + 1, y) - at(x - 1, y)) / 2, (at(x, y + 1) - at(x, y - 1)) / 2);
    }
  }
  return out;
}

/**
 * A brush stroke as the bristles that made it: parallel hairlines along a gentle curve, each
 * starting and running out at its own place, so the body is solid and the ends are fibrous.
 */
function brushStroke(random, { x, y, angle, length, width }) {
  const bend = random.range(-0.12, 0.12) * length;
  const bristles = Math.round(width / 2.2);
  const centre = (t) => [(t - 0.5) * length, bend * (t - 0.5) * (t - 0.5) * 2];
  let body = '';
  for (let b = 0; b < bristles; b++) {
    const across = (b / (bristles - 1) - 0.5) * width;
    const edge = Math.abs(across) / (width / 2);
    const start = random.range(0, 0.06) + edge * edge * random.range(0, 0.12);
    const end = 1 - random.range(0, 0.12) - edge * random.range(0, 0.3);
    const segments = random.chance(0.18) ? 2 : 1;
    const breakAt = random.range(start + 0.3, end - 0.1);
    for (let s = 0; s < segments; s++) {
      const from = segments === 2 && s === 1 ? breakAt + random.range(0.02, 0.08) : start;
      const to = segments === 2 && s === 0 ? breakAt : end;
      if (to - from < 0.05) continue;
      const points = [];
      const wobble = random.range(-0.8, 0.8);
      for (let k = 0; k <= 10; k++) {
        const t = from + ((to - from) * k) / 10;
        const [cx, cy] = centre(t);
        points.push([cx, cy + across + wobble * Math.sin(t * 9 + b)]);
      }
      body += stroke(pathData(place(points, x, y, angle), false), random.range(2.2, 3.6));
    }
  }
  return body;
}

export const textureRecipes = {
  'carbon-fiber': ({ size }) => {
    // 2/2 twill: each tow passes over two cells; shaded across its width and along its run.
    const cell = 16;
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / cell);
      const j = Math.floor(y / cell);
      const fx = x / cell - i;
      const fy = y / cell - j;
      const phase = mod(i - j, 4);
      const horizontal = phase < 2;
      const across = horizontal ? fy : fx;
      const along = horizontal ? (phase + fx) / 2 : (mod(j - i + 3, 4) + fy) / 2;
      const bulge = Math.pow(Math.sin(Math.PI * across), 0.6);
      const shade = 0.55 + 0.45 * Math.sin(Math.PI * along);
      const sheen = horizontal ? 1 : 0.62;
      return 0.06 + 0.78 * bulge * shade * sheen;
    });
  },

  'basket-weave': ({ size }) => {
    // Plain weave of flat bands, three strands to a band.
    const block = 32;
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(x / block);
      const j = Math.floor(y / block);
      const horizontal = mod(i + j, 2) === 0;
      const across = (horizontal ? y : x) / (block / 3);
      const strand = Math.pow(Math.sin(Math.PI * fract(across)), 0.5);
      const along = (horizontal ? x : y) / block;
      const dip = 0.7 + 0.3 * Math.sin(Math.PI * fract(along));
      return (horizontal ? 0.85 : 0.5) * strand * dip;
    });
  },

  'brushed-metal': ({ size, random }) => {
    const streaks = createFbm(random.fork('streaks'), {
      frequency: 2,
      frequencyY: 128,
      octaves: 2,
      gain: 0.6,
    });
    const sheenFbm = createFbm(random.fork('sheen'), {
      frequency: 1,
      frequencyY: 2,
      octaves: 2,
    });
    const sheen = sampleGrid(size, (x, y) => sheenFbm(x / size, y / size), 8);
    // Streaks run across the tile: coarse sampling in x loses nothing.
    const streak = sampleGrid(size, (x, y) => streaks(x / size, y / size), 8, 1);
    const grain = random.fork('grain');
    return alphaLayer(streak.map((s, i) => clamp01(0.38 + 0.3 * s + 0.22 * sheen[i] + (grain.next() - 0.5) * 0.08)));
  },

  'film-grain': ({ size, random }) => {
    // Clumped grain: white noise blurred once around the wrapped tile, then given contrast.
    const raw = new Float32Array(size * size).map(() => random.next());
    const at = (x, y) => raw[mod(y, size) * size + mod(x, size)];
    return fieldLayer(size, (x, y) => {
      const ix = Math.floor(x);
      const iy = Math.floor(y);
      const v = (4 * at(ix, iy) + at(ix + 1, iy) + at(ix - 1, iy) + at(ix, iy + 1) + at(ix, iy - 1)) / 8;
      return clamp01((v - 0.47) * 3.2);
    });
  },

  marble: ({ size, random }) => {
    const turbulence = createFbm(random.fork('turbulence'), {
      frequency: 3,
      octaves: 4,
      gain: 0.55,
    });
    const cloud = createFbm(random.fork('cloud'), { frequency: 2, octaves: 4 });
    const grid = sampleGrid(
      size,
      (x, y) => {
        const u = x / size;
        const v = y / size;
        return Math.sin(TAU * (u + 2 * v) + 4.5 * turbulence(u, v));
      },
      2,
    );
    const clouds = sampleGrid(size, (x, y) => cloud(x / size, y / size), 4);
    return [
      fieldLayer(size, (x, y) => clamp01(0.12 + 0.16 * clouds[Math.floor(y) * size + Math.floor(x)])),
      fieldLayer(size, (x, y) => {
        const s = grid[Math.floor(y) * size + Math.floor(x)];
        return Math.pow(1 - Math.abs(s), 14) * 0.95 + Math.pow(1 - Math.abs(s), 4) * 0.2;
      }),
    ];
  },

  topographic: ({ size, random }) => {
    const height = createFbm(random.fork('height'), {
      frequency: 2,
      octaves: 4,
      gain: 0.45,
    });
    const grid = sampleGrid(size, (x, y) => height(x / size, y / size), 2);
    const gradient = gradientOf(size, grid);
    const levels = 16;
    return fieldLayer(size, (x, y) => {
      const i = Math.floor(y) * size + Math.floor(x);
      const h = grid[i] * levels;
      const index = Math.round(h);
      const distance = Math.abs(h - index) / (gradient[i] * levels || 1e-6);
      return line(distance, mod(index, 5) === 0 ? 3.4 : 1.7);
    });
  },

  distressed: ({ size, random }) => {
    // A worn print: mostly ink, eaten away by speckles, blotches and scratches.
    const blotch = createFbm(random.fork('blotch'), {
      frequency: 4,
      octaves: 5,
      gain: 0.6,
    });
    const speck = createFbm(random.fork('speck'), {
      frequency: 32,
      octaves: 2,
    });
    const ink = aboveGrid(
      size,
      sampleGrid(size, (x, y) => blotch(x / size, y / size) * 0.7 + speck(x / size, y / size) * 0.5, 2),
      -0.18,
    );
    let scratches = '';
    for (let k = 0; k < 26; k++) {
      const x = random.range(0, size);
      const y = random.range(0, size);
      const angle = random.range(-0.5, 0.5) + (random.chance(0.5) ? 0 : Math.PI / 2);
      const length = random.range(30, 140);
      const points = place(
        [
          [-length / 2, 0],
          [0, random.range(-4, 4)],
          [length / 2, random.range(-6, 6)],
        ],
        x,
        y,
        angle,
      );
      scratches += stroke(pathData(points, false), random.range(0.8, 2.2));
    }
    return [alphaLayer(ink), svgLayer(scratches, { mode: 'erase' })];
  },

  'paint-splatter': ({ size, random }) => {
    const bodies = ['', ''];
    const splats = scatter(size, random, {
      count: 9,
      radius: (r) => r.range(34, 60),
      gap: -10,
    });
    splats.forEach((splat, index) => {
      const layer = index % 3 === 0 ? 1 : 0;
      let body = circle(splat.x, splat.y, splat.r * 0.5);
      const arms = random.int(9, 16);
      for (let a = 0; a < arms; a++) {
        const angle = random.range(0, TAU);
        const reach = splat.r * random.range(0.5, 1.25);
        const thick = splat.r * random.range(0.06, 0.16);
        // A tapered spike from the centre, with a droplet at its end.
        const spike = place(
          [
            [0, -thick],
            [reach, -thick * 0.25],
            [reach, thick * 0.25],
            [0, thick],
          ],
          splat.x,
          splat.y,
          angle,
        );
        body += polygon(spike);
        body += circle(
          splat.x + Math.cos(angle) * reach,
          splat.y + Math.sin(angle) * reach,
          thick * random.range(0.7, 1.4),
        );
      }
      for (let d = 0; d < 14; d++) {
        const angle = random.range(0, TAU);
        const reach = splat.r * random.range(0.9, 2);
        body += circle(splat.x + Math.cos(angle) * reach, splat.y + Math.sin(angle) * reach, random.range(1, 4));
      }
      bodies[layer] += body;
    });
    return [svgLayer(bodies[1], { opacity: 0.45 }), svgLayer(bodies[0])];
  },

  'brush-strokes': ({ size, random }) => {
    const layers = [];
    for (const [opacity, count] of [
      [0.45, 8],
      [1, 7],
    ]) {
      let strokes = '';
      for (let k = 0; k < count; k++) {
        strokes += brushStroke(random, {
          x: random.range(0, size),
          y: random.range(0, size),
          angle: -0.45 + random.range(-0.2, 0.2),
          length: random.range(180, 340),
          width: random.range(28, 50),
        });
      }
      layers.push(svgLayer(strokes, { opacity }));
    }
    return layers;
  },

  'dry-brush': ({ size, random }) => {
    // Horizontal drags of a dry brush: bristle streaks inside ragged bands.
    const bristles = createFbm(random.fork('bristles'), {
      frequency: 3,
      frequencyY: 160,
      octaves: 2,
    });
    const band = createFbm(random.fork('band'), {
      frequency: 2,
      frequencyY: 5,
      octaves: 3,
    });
    // Both fields change slowly across the tile, so they are sampled coarsely in x.
    const bands = sampleGrid(size, (x, y) => band(x / size, y / size), 4);
    const streaks = sampleGrid(size, (x, y) => bristles(x / size, y / size), 8, 1);
    const grid = bands.map((b, i) => b * 0.9 + streaks[i] * 0.55);
    return alphaLayer(aboveGrid(size, grid, 0.12));
  },
};
