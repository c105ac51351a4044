// Camouflage: thresholded periodic noise in up to three tones, blocky and angular variants.
import { alphaLayer, circle, fieldLayer, rect, svgLayer } from '../lib/draw.mjs';
import { aboveGrid, sampleGrid } from '../lib/fields.mjs';
import { createCells, createFbm } from '../lib/noise.mjs';
import { hashInts } from '../lib/random.mjs';
import { clamp01, line, mix, wrapDelta } from '../lib/math.mjs';
import { scatter } from './dots.mjs';

/** A noise field over the tile in pixels, warped by two more noises for rounder, blobbier shapes. */
function blobField(random, size, { frequency, frequencyY = frequency, octaves = 4, warp = 0.12 }) {
  const base = createFbm(random.fork('base'), {
    frequency,
    frequencyY,
    octaves,
    gain: 0.5,
  });
  const warpX = createFbm(random.fork('warp-x'), { frequency: 2, octaves: 2 });
  const warpY = createFbm(random.fork('warp-y'), { frequency: 2, octaves: 2 });
  return (x, y) => {
    const u = x / size;
    const v = y / size;
    return base(u + warp * warpX(u, v), v + warp * warpY(u, v));
  };
}

/** Tones stacked from light to dark; each is a layer of blobs above a threshold. */
function toneLayers(random, size, tones) {
  return tones.map(({ opacity, threshold, ...shape }, k) => {
    const grid = sampleGrid(size, blobField(random.fork(`tone-${k}`), size, shape), 4);
    return alphaLayer(aboveGrid(size, grid, threshold), { opacity });
  });
}

export const camoRecipes = {
  'woodland-camo': ({ size, random }) =>
    toneLayers(random, size, [
      { opacity: 0.33, threshold: -0.12, frequency: 3 },
      { opacity: 0.66, threshold: 0.08, frequency: 3 },
      { opacity: 1, threshold: 0.3, frequency: 4 },
    ]),

  'tiger-camo': ({ size, random }) =>
    toneLayers(random, size, [
      {
        opacity: 0.5,
        threshold: -0.05,
        frequency: 2,
        frequencyY: 7,
        warp: 0.06,
      },
      { opacity: 1, threshold: 0.22, frequency: 2, frequencyY: 9, warp: 0.05 },
    ]),

  'digital-camo': ({ size, random }) => {
    const block = 8;
    const blocks = size / block;
    const tones = [
      { opacity: 0.33, threshold: -0.1, frequency: 3 },
      { opacity: 0.66, threshold: 0.1, frequency: 3 },
      { opacity: 1, threshold: 0.3, frequency: 4 },
    ];
    const blockAlpha = new Float32Array(blocks * blocks);
    tones.forEach(({ opacity, threshold, frequency }, k) => {
      const field = blobField(random.fork(`digital-${k}`), size, { frequency });
      const dither = random.fork(`dither-${k}`);
      for (let j = 0; j < blocks; j++) {
        for (let i = 0; i < blocks; i++) {
          const v = field((i + 0.5) * block, (j + 0.5) * block) + (dither.next() - 0.5) * 0.22;
          if (v > threshold) blockAlpha[j * blocks + i] = opacity;
        }
      }
    });
    return fieldLayer(size, (x, y) => blockAlpha[Math.floor(y / block) * blocks + Math.floor(x / block)]);
  },

  'splinter-camo': ({ size, random }) => {
    const cells = createCells(random.fork('cells'), {
      count: 5,
      size,
      jitter: 0.95,
    });
    const toneOf = (site) => (site.value < 0.38 ? 0 : site.value < 0.72 ? 0.45 : 0.85);
    const shards = fieldLayer(size, (x, y) => {
      const c = cells.nearest(x, y, true);
      return mix(toneOf(c.across), toneOf(c.site), clamp01(0.5 + c.border));
    });
    // "Rain": short vertical dashes over the shards, as on the original splinter pattern.
    const seed = random.int(0, 1e9);
    const rain = fieldLayer(size, (x, y) => {
      const column = Math.round(x / 16);
      const offset = hashInts(seed, column % 32) * 16;
      const row = Math.floor((y + offset) / 16);
      if (hashInts(seed, column % 32, row % 32) < 0.45) return 0;
      const along = wrapDelta(y + offset - (row + 0.5) * 16, 16);
      return line(x - column * 16, 1.6) * clamp01(6.5 - Math.abs(along));
    });
    return [shards, { ...rain, opacity: 0.9 }];
  },

  'desert-camo': ({ size, random }) => {
    const layers = toneLayers(random, size, [
      { opacity: 0.28, threshold: -0.08, frequency: 2 },
      { opacity: 0.55, threshold: 0.16, frequency: 3 },
    ]);
    // Chocolate-chip "rocks": small clusters of pebbles.
    const clusters = scatter(size, random.fork('clusters'), {
      count: 18,
      radius: 26,
      gap: 12,
    });
    let body = '';
    for (const cluster of clusters) {
      const pebbles = random.int(4, 8);
      for (let k = 0; k < pebbles; k++) {
        const angle = random.range(0, Math.PI * 2);
        const distance = random.range(0, 20);
        body += circle(
          cluster.x + Math.cos(angle) * distance,
          cluster.y + Math.sin(angle) * distance,
          random.range(2.2, 5.5),
        );
      }
    }
    return [...layers, svgLayer(body)];
  },

  'urban-camo': ({ size, random }) =>
    [0.3, 0.6, 1].map((opacity, k) => {
      let body = '';
      const count = [22, 18, 14][k];
      for (let i = 0; i < count; i++) {
        const w = random.int(3, 14) * 8;
        const h = random.int(2, 7) * 8;
        body += rect(random.int(0, size / 8 - 1) * 8, random.int(0, size / 8 - 1) * 8, w, h);
      }
      return svgLayer(body, { opacity });
    }),
};
