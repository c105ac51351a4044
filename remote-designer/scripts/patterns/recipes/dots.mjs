// Dots: polka, halftone screens whose dot size follows a periodic wave, confetti and rings.
import { circle, fieldLayer, place, polygon, svgLayer } from '../lib/draw.mjs';
import { cover, hypot, line, mod, wrapDelta, TAU } from '../lib/math.mjs';

/**
 * Dots on a staggered lattice (odd rows shifted half a column), `columns` × `rows` per tile
 * (rows even, so the stagger wraps). radiusAt(cx, cy) sizes each dot; it must be periodic.
 */
export function dotLattice(size, columns, rows, radiusAt) {
  const sx = size / columns;
  const sy = size / rows;
  const radii = new Float64Array(columns * rows);
  let largest = 0;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const r = radiusAt(i * sx + (j % 2) * (sx / 2), j * sy);
      radii[j * columns + i] = r;
      largest = Math.max(largest, r);
    }
  }
  // Dots further than this cannot reach a pixel.
  const reach = largest + 1;
  return (x, y) => {
    const j0 = Math.round(y / sy);
    let best = 0;
    for (let j = j0 - 1; j <= j0 + 1; j++) {
      const dy = y - j * sy;
      if (Math.abs(dy) > reach) continue;
      const offset = mod(j, 2) === 1 ? sx / 2 : 0;
      const i0 = Math.round((x - offset) / sx);
      const row = mod(j, rows) * columns;
      for (let i = i0 - 1; i <= i0 + 1; i++) {
        const dx = x - i * sx - offset;
        if (Math.abs(dx) > reach) continue;
        const r = radii[row + mod(i, columns)];
        if (r <= 0) continue;
        const c = cover(Math.sqrt(dx * dx + dy * dy) - r);
        if (c > best) best = c;
      }
    }
    return best;
  };
}

/** Places shapes at random without overlaps (distances measured around the wrapped tile). */
export function scatter(size, random, { count, radius, gap = 4, attempts = 4000 }) {
  const placed = [];
  for (let a = 0; a < attempts && placed.length < count; a++) {
    const r = typeof radius === 'function' ? radius(random) : radius;
    const x = random.range(0, size);
    const y = random.range(0, size);
    const free = placed.every((p) => hypot(wrapDelta(p.x - x, size), wrapDelta(p.y - y, size)) > p.r + r + gap);
    if (free)
      placed.push({
        x,
        y,
        r,
        angle: random.range(0, TAU),
        kind: random.next(),
      });
  }
  return placed;
}

const star = (points, inner) =>
  Array.from({ length: points * 2 }, (_, k) => {
    const angle = (k * Math.PI) / points - Math.PI / 2;
    const r = k % 2 === 0 ? 1 : inner;
    return [Math.cos(angle) * r, Math.sin(angle) * r];
  });

export const STAR = star(5, 0.42);

export const dotRecipes = {
  'polka-dots': ({ size }) =>
    fieldLayer(
      size,
      dotLattice(size, 8, 8, () => 13),
    ),

  'halftone-fade': ({ size }) =>
    fieldLayer(
      size,
      dotLattice(size, 24, 48, (_cx, cy) => 0.4 + 10.2 * Math.pow(0.5 + 0.5 * Math.cos((TAU * cy) / size), 1.3)),
    ),

  'halftone-wave': ({ size }) =>
    fieldLayer(
      size,
      dotLattice(size, 24, 48, (cx, cy) => {
        const phase = TAU * (cx / size + (2 * cy) / size) + 1.4 * Math.sin((TAU * 2 * cx) / size);
        return 0.4 + 9.8 * Math.pow(0.5 + 0.5 * Math.sin(phase), 1.2);
      }),
    ),

  'halftone-burst': ({ size }) =>
    fieldLayer(
      size,
      dotLattice(size, 32, 64, (cx, cy) => {
        const d = hypot(wrapDelta(cx - size / 2, size), wrapDelta(cy - size / 2, size));
        const t = Math.min(1, d / (size * 0.62));
        return 0.3 + 8.2 * Math.pow(1 - t, 1.6);
      }),
    ),

  confetti: ({ size, random }) => {
    const pieces = scatter(size, random, {
      count: 150,
      radius: (r) => r.range(4, 11),
      gap: 5,
    });
    const bodies = ['', ''];
    for (const p of pieces) {
      const layer = p.kind < 0.35 ? 1 : 0;
      const shape = Math.floor(((p.kind * 1000) % 1) * 4);
      if (shape === 0) bodies[layer] += circle(p.x, p.y, p.r * 0.8);
      else if (shape === 1) {
        bodies[layer] += polygon(
          place(
            [
              [-1, -0.35],
              [1, -0.35],
              [1, 0.35],
              [-1, 0.35],
            ],
            p.x,
            p.y,
            p.angle,
            p.r,
          ),
        );
      } else if (shape === 2) {
        bodies[layer] += polygon(
          place(
            [
              [0, -1],
              [0.87, 0.5],
              [-0.87, 0.5],
            ],
            p.x,
            p.y,
            p.angle,
            p.r,
          ),
        );
      } else {
        bodies[layer] += polygon(place(STAR, p.x, p.y, p.angle, p.r));
      }
    }
    return [svgLayer(bodies[0]), svgLayer(bodies[1], { opacity: 0.5 })];
  },

  rings: ({ size }) => {
    const sx = size / 8;
    return fieldLayer(size, (x, y) => {
      const j = Math.round(y / sx);
      let best = 0;
      for (let jj = j - 1; jj <= j + 1; jj++) {
        const offset = mod(jj, 2) === 1 ? sx / 2 : 0;
        const i = Math.round((x - offset) / sx);
        for (let ii = i - 1; ii <= i + 1; ii++) {
          const d = hypot(x - (ii * sx + offset), y - jj * sx);
          const big = mod(ii + jj, 2) === 0;
          const c = big ? Math.max(line(d - 22, 5), line(d - 12, 3), cover(d - 4)) : line(d - 13, 4);
          best = Math.max(best, c);
        }
      }
      return best;
    });
  },

  stars: ({ size, random }) => {
    const stars = scatter(size, random, {
      count: 60,
      radius: (r) => (r.chance(0.3) ? r.range(18, 28) : r.range(7, 13)),
      gap: 10,
    });
    const bodies = ['', ''];
    for (const s of stars) {
      const tilt = (random.next() - 0.5) * 0.6;
      bodies[s.r > 16 ? 0 : 1] += polygon(place(STAR, s.x, s.y, tilt, s.r));
    }
    return [svgLayer(bodies[0]), svgLayer(bodies[1], { opacity: 0.55 })];
  },
};
