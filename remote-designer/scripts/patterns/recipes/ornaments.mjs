// Ornaments drawn from curves: tropical leaves and flowers, Khmer-inspired friezes (kbach
// flame scrolls, lotus petals, hol ikat lozenges, Angkor rosette lattices), quatrefoils and
// art-deco fans. All procedural: no motif is traced from an existing work.
import { circle, fieldLayer, num, path, pathData, place, stroke, svgLayer } from '../lib/draw.mjs';
import { clamp01, cover, hypot, line, wrapDelta } from '../lib/math.mjs';
import { hashInts } from '../lib/random.mjs';
import { scatter } from './dots.mjs';
import { scaleCell } from './waves.mjs';

/** A lens-shaped leaf from base to tip, bulging `width` to each side, its tip bent by `droop`. */
function leafPath(base, tip, width, droop = 0) {
  const [bx, by] = base;
  const [tx, ty] = tip;
  const dx = tx - bx;
  const dy = ty - by;
  const length = hypot(dx, dy) || 1;
  const nx = -dy / length;
  const ny = dx / length;
  const mx = bx + dx * 0.45 + nx * droop;
  const my = by + dy * 0.45 + ny * droop;
  const c1 = [mx + nx * width, my + ny * width];
  const c2 = [mx - nx * width, my - ny * width];
  return `M${num(bx)} ${num(by)}Q${num(c1[0])} ${num(c1[1])} ${num(tx)} ${num(ty)}Q${num(c2[0])} ${num(c2[1])} ${num(bx)} ${num(by)}Z`;
}

/** A palm frond: a drooping stem with leaflets swept towards the tip on both sides. */
function palmFrond(random, x, y, angle, length) {
  const droop = random.range(0.08, 0.22) * length * (random.chance(0.5) ? 1 : -1);
  const curve = (t) => [t * length, droop * t * t];
  const tangent = (t) => {
    const dx = length;
    const dy = 2 * droop * t;
    const l = hypot(dx, dy);
    return [dx / l, dy / l];
  };
  let body = '';
  const pairs = random.int(13, 17);
  for (let k = 0; k < pairs; k++) {
    const t = 0.1 + (0.88 * k) / (pairs - 1);
    const [px, py] = curve(t);
    const [tx, ty] = tangent(t);
    const leaflet = length * 0.46 * Math.pow(Math.sin(Math.PI * (0.12 + 0.8 * t)), 0.9);
    for (const side of [-1, 1]) {
      const spread = side * (1.05 - 0.45 * t) + random.range(-0.08, 0.08);
      const cos = Math.cos(spread);
      const sin = Math.sin(spread);
      const dx = tx * cos - ty * sin;
      const dy = tx * sin + ty * cos;
      const base = place([[px, py]], x, y, angle)[0];
      const tip = place([[px + dx * leaflet, py + dy * leaflet + leaflet * 0.12]], x, y, angle)[0];
      body += path(leafPath(base, tip, leaflet * 0.09, leaflet * 0.06 * side));
    }
  }
  const stem = Array.from({ length: 13 }, (_, k) => curve((k / 12) * 0.99));
  body += stroke(pathData(place(stem, x, y, angle), false), 3.2);
  return body;
}

/** One hibiscus petal pointing up from the origin, radius 1. */
const PETAL =
  'M0 0C-0.35 -0.15 -0.78 -0.66 -0.36 -0.98C-0.2 -1.08 -0.06 -0.96 0 -0.9C0.06 -0.96 0.2 -1.08 0.36 -0.98C0.78 -0.66 0.35 -0.15 0 0Z';

const transform = (x, y, angle, scale) =>
  `translate(${num(x)} ${num(y)}) rotate(${num((angle * 180) / Math.PI)}) scale(${num(scale)})`;

/** Points along a tapered curve, as a closed outline: for flame tongues and scroll tails. */
function taperedCurve(centre, width, steps = 24) {
  const left = [];
  const right = [];
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const [x, y] = centre(t);
    const [x2, y2] = centre(Math.min(1, t + 0.01));
    const [x1, y1] = centre(Math.max(0, t - 0.01));
    const l = hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / l;
    const ny = (x2 - x1) / l;
    const w = width(t) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  return [...left, ...right.reverse()];
}

/** A flame tongue: a curved, tapering blade from `base` along `angle`, its tip hooked by `hook`. */
function flameTongue([bx, by], angle, length, width, hook) {
  const centre = (t) => {
    // Integrate a heading that turns more and more towards the tip.
    const steps = 12;
    let x = bx;
    let y = by;
    for (let s = 0; s < steps; s++) {
      const u = ((s + 0.5) / steps) * t;
      const heading = angle + hook * u * u;
      x += Math.cos(heading) * ((length * t) / steps);
      y += Math.sin(heading) * ((length * t) / steps);
    }
    return [x, y];
  };
  // Widest a third of the way out, then drawn to a fine point.
  const profile = (t) => width * Math.pow(Math.sin(Math.PI * Math.min(1, 0.3 + t * 0.6)), 0.4) * Math.pow(1 - t, 0.8);
  return `<path d="${pathData(taperedCurve(centre, profile))}"/>`;
}

/**
 * A kbach-style flame scroll rising from a vine crest at the origin: a tapering spiral that
 * curls up, over to the left and in, with flame tongues flaring off its outer edge and a
 * tall flame leaf beside it.
 */
function flameScroll() {
  const cx = -20;
  const cy = -50;
  const start = Math.atan2(-cy, -cx);
  const reach = hypot(cx, cy);
  const turns = 2.5 * Math.PI;
  const at = (phi) => {
    const r = reach * Math.exp(-0.2 * phi);
    return [cx + r * Math.cos(start - phi), cy + r * Math.sin(start - phi), r];
  };
  let body = `<path d="${pathData(
    taperedCurve(
      (t) => at(t * turns),
      (t) => 10 * (1 - t) + 2.5,
      64,
    ),
  )}"/>`;
  const [ex, ey] = at(turns);
  body += circle(ex, ey, 4);
  for (const [phi, length, width] of [
    [0.12 * Math.PI, 46, 24],
    [0.48 * Math.PI, 44, 22],
    [0.84 * Math.PI, 36, 18],
  ]) {
    const [px, py] = at(phi);
    // Outwards from the curl's centre, leaning back against the direction of travel.
    const angle = Math.atan2(py - cy, px - cx) + 0.35;
    body += flameTongue([px, py], angle, length, width, -1.7);
  }
  body += flameTongue([4, -4], -0.25, 60, 24, -2.1);
  return body;
}

export const ornamentRecipes = {
  'palm-leaves': ({ size, random }) => {
    const layers = [];
    for (const [opacity, count] of [
      [0.42, 5],
      [1, 4],
    ]) {
      let body = '';
      for (let k = 0; k < count; k++) {
        body += palmFrond(
          random,
          random.range(0, size),
          random.range(0, size),
          random.range(0, Math.PI * 2),
          random.range(190, 250),
        );
      }
      layers.push(svgLayer(body, { opacity }));
    }
    return layers;
  },

  hibiscus: ({ size, random }) => {
    const flowers = scatter(size, random, {
      count: 9,
      radius: (r) => r.range(38, 54),
      gap: 44,
    });
    let leaves = '';
    let petals = '';
    let veins = '';
    let stamens = '';
    for (const f of flowers) {
      for (let l = 0; l < 3; l++) {
        const angle = f.angle + 2.1 * l + random.range(-0.3, 0.3);
        const base = [f.x + Math.cos(angle) * f.r * 0.5, f.y + Math.sin(angle) * f.r * 0.5];
        const tip = [f.x + Math.cos(angle) * f.r * 1.75, f.y + Math.sin(angle) * f.r * 1.75];
        leaves += path(leafPath(base, tip, f.r * 0.32, f.r * 0.1));
        veins += stroke(pathData([base, [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2], tip], false), 1.6);
      }
      for (let p = 0; p < 5; p++) {
        const angle = f.angle + (p * 2 * Math.PI) / 5;
        petals += `<path transform="${transform(f.x, f.y, angle, f.r)}" d="${PETAL}"/>`;
        // A crease down each petal and a parting between petals, in the garment's colour.
        for (const [spread, reach, width] of [
          [0, 0.78, 2],
          [Math.PI / 5, 0.95, 1.4],
          [0.3, 0.55, 1],
          [-0.3, 0.55, 1],
        ]) {
          const a = angle - Math.PI / 2 + spread;
          veins += stroke(
            pathData(
              [
                [f.x + Math.cos(a) * f.r * 0.16, f.y + Math.sin(a) * f.r * 0.16],
                [f.x + Math.cos(a) * f.r * reach, f.y + Math.sin(a) * f.r * reach],
              ],
              false,
            ),
            width,
          );
        }
      }
      veins += circle(f.x, f.y, f.r * 0.16);
      // The stamen column with its pollen dots.
      const a = f.angle + 0.6;
      const end = [f.x + Math.cos(a) * f.r * 0.95, f.y + Math.sin(a) * f.r * 0.95];
      stamens += stroke(pathData([[f.x, f.y], end], false), 3);
      for (let d = 0; d < 6; d++) {
        const da = a + random.range(-1.2, 1.2);
        stamens += circle(end[0] + Math.cos(da) * 6, end[1] + Math.sin(da) * 6, 2.4);
      }
      stamens += circle(f.x, f.y, f.r * 0.08);
    }
    return [
      svgLayer(leaves, { opacity: 0.45 }),
      svgLayer(petals),
      svgLayer(veins, { opacity: 0.75, mode: 'erase' }),
      svgLayer(stamens),
    ];
  },

  'kbach-scroll': ({ size }) => {
    // A frieze: an undulating vine with flame scrolls rising from each crest and hanging from
    // each trough, two bands to a tile, with beaded borders between the bands.
    const period = size / 2;
    const amplitude = 16;
    const band = size / 2;
    let body = '';
    for (let row = 0; row < 2; row++) {
      const y0 = row * band + band / 2;
      const shift = row * (period / 2);
      const vine = Array.from({ length: 129 }, (_, k) => {
        const x = (k / 128) * size;
        return [x, y0 + amplitude * Math.sin((2 * Math.PI * (x - shift)) / period)];
      });
      body += stroke(pathData(vine, false), 5, { cap: 'butt' });
      for (let k = 0; k < 4; k++) {
        const up = k % 2 === 1;
        const x = shift + period / 4 + (k * period) / 2;
        const y = y0 + (up ? amplitude : -amplitude);
        // Crests carry upright scrolls, troughs hanging ones, each turned to follow the vine.
        body += `<g transform="translate(${num(x)} ${num(y)}) scale(${up ? '-1 1' : '1 -1'})">${flameScroll()}</g>`;
      }
      const yb = row * band;
      body += `<rect x="0" y="${num(yb - 2.5)}" width="${size}" height="5"/>`;
      for (let b = 0; b < 32; b++) body += circle(b * 16 + 8, yb + 11, 3.2) + circle(b * 16 + 8, yb - 11, 3.2);
    }
    return svgLayer(body);
  },

  'lotus-frieze': ({ size }) => {
    // Rows of lotus petals, each an outlined pointed arch around a solid inner petal and bud.
    const width = size / 8;
    const rowHeight = size / 4;
    const petal = (w, h) =>
      `M${num(-w / 2)} 0C${num(-w / 2)} ${num(-h * 0.55)} ${num(-w * 0.08)} ${num(-h * 0.62)} 0 ${num(-h)}C${num(w * 0.08)} ${num(-h * 0.62)} ${num(w / 2)} ${num(-h * 0.55)} ${num(w / 2)} 0Z`;
    let outlines = '';
    let solids = '';
    for (let row = 0; row < 4; row++) {
      const baseY = (row + 1) * rowHeight - 18;
      const offset = row % 2 === 0 ? 0 : width / 2;
      for (let k = 0; k < 8; k++) {
        const x = k * width + width / 2 + offset;
        outlines += `<path transform="translate(${num(x)} ${num(baseY)})" d="${petal(width * 0.96, rowHeight * 0.7)}" fill="none" stroke="#fff" stroke-width="3.5"/>`;
        solids += `<path transform="translate(${num(x)} ${num(baseY)})" d="${petal(width * 0.56, rowHeight * 0.46)}"/>`;
        solids += `<path transform="translate(${num(x)} ${num(baseY - rowHeight * 0.52)})" d="${petal(width * 0.16, rowHeight * 0.14)}"/>`;
      }
      solids += `<rect x="0" y="${num(baseY + 2)}" width="${size}" height="3"/>`;
      for (let b = 0; b < 32; b++) solids += circle(b * 16 + 8, baseY + 10, 2.6);
    }
    return [svgLayer(outlines), svgLayer(solids, { opacity: 0.7 })];
  },

  'hol-ikat': ({ size, random }) => {
    // Lozenges with stepped, feathered edges: each 4 px thread row shifts sideways a little,
    // as the pre-dyed threads of Cambodian hol silk do.
    const thread = 4;
    const seed = random.int(0, 1e9);
    const sx = size / 2;
    const sy = size / 2;
    const rows = size / thread;
    const shifts = Array.from({ length: rows }, (_, r) => (hashInts(seed, r) - 0.5) * 12);
    const bands = [
      [-1, 0.16, 1],
      [0.3, 0.42, 1],
      [0.56, 0.7, 0.5],
      [0.84, 1.1, 1],
    ];
    // Thread rows start on pixel edges, so only the lozenges' slanted edges need smoothing:
    // one unit of m spans this many pixels across them.
    const pixels = sx / 2 / Math.SQRT2;
    return fieldLayer(size, (x, y) => {
      const xs = x + shifts[Math.floor(y / thread)];
      let m = Infinity;
      for (const [ox, oy] of [
        [0, 0],
        [sx / 2, sy / 2],
      ]) {
        const dx = Math.abs(wrapDelta(xs - ox, sx));
        const dy = Math.abs(wrapDelta(y - oy, sy));
        m = Math.min(m, dx / (sx / 2) + dy / (sy / 2));
      }
      let alpha = 0;
      for (const [from, to, tone] of bands) {
        alpha = Math.max(alpha, tone * clamp01(0.5 + (m - from) * pixels) * clamp01(0.5 + (to - m) * pixels));
      }
      return alpha;
    });
  },

  'angkor-lattice': ({ size }) => {
    // Rosettes on a diagonal lattice, joined by double rules, like carved temple panels.
    const step = size / 4;
    let rules = '';
    let rosettes = '';
    const petal = (cx, cy, angle, length, width) => {
      const tip = [cx + Math.cos(angle) * length, cy + Math.sin(angle) * length];
      return path(leafPath([cx, cy], tip, width));
    };
    for (let j = 0; j < 8; j++) {
      for (let i = 0; i < 4; i++) {
        const cx = i * step + (j % 2) * (step / 2);
        const cy = (j * step) / 2;
        for (const dir of [1, -1]) {
          for (const off of [-4, 4]) {
            const nx = off / Math.SQRT2;
            rules += stroke(
              pathData(
                [
                  [cx + nx * dir, cy - nx],
                  [cx + (dir * step) / 2 + nx * dir, cy + step / 2 - nx],
                ],
                false,
              ),
              1.8,
              { cap: 'butt' },
            );
          }
        }
        for (let p = 0; p < 4; p++) rosettes += petal(cx, cy, (p * Math.PI) / 2, 26, 9);
        for (let p = 0; p < 4; p++) rosettes += petal(cx, cy, (p * Math.PI) / 2 + Math.PI / 4, 15, 5);
        // Small quatrefoil of dots in the lattice's diamonds.
        const mx = cx + step / 2;
        for (const [dx, dy] of [
          [0, -6],
          [6, 0],
          [0, 6],
          [-6, 0],
        ]) {
          rosettes += circle(mx + dx, cy + dy, 2.8);
        }
      }
    }
    const centres = [];
    for (let j = 0; j < 8; j++) {
      for (let i = 0; i < 4; i++) centres.push([i * step + (j % 2) * (step / 2), (j * step) / 2]);
    }
    const holes = centres.map(([cx, cy]) => circle(cx, cy, 6.5)).join('');
    const eyes = centres.map(([cx, cy]) => circle(cx, cy, 3)).join('');
    return [svgLayer(rules, { opacity: 0.7 }), svgLayer(rosettes), svgLayer(holes, { mode: 'erase' }), svgLayer(eyes)];
  },

  quatrefoil: ({ size }) => {
    const cell = size / 8;
    const foil = (dx, dy, a, r) =>
      Math.min(hypot(dx - a, dy), hypot(dx + a, dy), hypot(dx, dy - a), hypot(dx, dy + a)) - r;
    return fieldLayer(size, (x, y) => {
      const dx = wrapDelta(x - cell / 2, cell);
      const dy = wrapDelta(y - cell / 2, cell);
      const outline = line(foil(dx, dy, 12, 14.5), 3.4);
      const inner = 0.5 * cover(foil(dx, dy, 5, 6));
      const corner = cover(hypot(wrapDelta(x, cell), wrapDelta(y, cell)) - 3.5);
      return Math.max(outline, inner, corner);
    });
  },

  'art-deco-fans': ({ size }) => {
    const columns = 5;
    const radius = size / columns / 2;
    const rays = 16;
    return fieldLayer(size, (x, y) => {
      const cell = scaleCell(x, y, size, columns, columns * 2, radius, true);
      if (!cell) return 0;
      const d = cell.d;
      const rim = cover(radius - 6 - d);
      const hub = cover(d - radius * 0.28);
      const arc = line(d - radius * 0.62, 3);
      // Alternate rays, anti-aliased across their edges: sin(πa) / rays × d is about the
      // distance in pixels to the nearest edge.
      const a = (Math.atan2(cell.dy, cell.dx) / Math.PI) * rays;
      const ray = 0.55 * cover((-Math.sin(Math.PI * a) * d) / rays) * cover(radius * 0.34 - d);
      return Math.max(rim, hub, arc, ray);
    });
  },
};
