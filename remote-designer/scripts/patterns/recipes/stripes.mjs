// Stripes, hoops, pinstripes and chevrons: straight or zig-zag lines whose periods divide the tile.
import { fieldLayer, svgLayer, rect, stroke } from '../lib/draw.mjs';
import { supersample } from '../lib/fields.mjs';
import { cover, hypot, line, triangleWave, wrapDelta, TAU } from '../lib/math.mjs';

/**
 * Distance in pixels to the centre line of the nearest stripe, for stripes across the normal
 * (a, b). a and b are integers and `count` stripes cross each tile edge, so they wrap.
 */
function stripeDistance(size, { a, b, count, offset = 0 }) {
  const length = hypot(a, b);
  const period = size / count;
  return (x, y) => wrapDelta(a * x + b * y - offset, period) / length;
}

/** Bands of constant vertical thickness under a zig-zag: the classic chevron. */
function chevronDistance(size, { zigs, rows, amplitude }) {
  const zigWidth = size / zigs;
  const rowHeight = size / rows;
  const slope = (2 * amplitude) / zigWidth;
  const normal = Math.sqrt(1 + slope * slope);
  return (x, y) => wrapDelta(y - amplitude * triangleWave(x / zigWidth), rowHeight) / normal;
}

export const stripeRecipes = {
  'classic-stripes': ({ size }) => {
    const d = stripeDistance(size, { a: 1, b: 0, count: 8 });
    return fieldLayer(size, (x, y) => line(d(x, y), 32));
  },

  pinstripe: ({ size }) => {
    const d = stripeDistance(size, { a: 1, b: 0, count: 16 });
    return fieldLayer(size, (x, y) => line(d(x, y), 2.5));
  },

  'diagonal-pinstripe': ({ size }) => {
    const d = stripeDistance(size, { a: 1, b: -1, count: 24 });
    return fieldLayer(size, (x, y) => line(d(x, y), 2.4));
  },

  'diagonal-stripes': ({ size }) => {
    const d = stripeDistance(size, { a: 1, b: -1, count: 6 });
    return fieldLayer(size, (x, y) => line(d(x, y), 30));
  },

  'triple-stripes': ({ size }) => {
    const d = stripeDistance(size, { a: 2, b: -1, count: 8 });
    return fieldLayer(size, (x, y) => {
      const v = d(x, y);
      return Math.max(line(v + 13, 7), line(v, 7), line(v - 13, 7));
    });
  },

  'rugby-hoops': ({ size }) => {
    const bands = stripeDistance(size, { a: 0, b: 1, count: 4 });
    const accents = stripeDistance(size, {
      a: 0,
      b: 1,
      count: 4,
      offset: size / 8,
    });
    return [
      fieldLayer(size, (x, y) => line(bands(x, y), 64)),
      fieldLayer(size, (x, y) => {
        const v = accents(x, y);
        return Math.max(line(v - 11, 5), line(v + 11, 5));
      }),
    ];
  },

  'fade-stripes': ({ size }) => {
    const period = size / 16;
    return fieldLayer(size, (x, y) => {
      // Each stripe keeps one width, taken at its centre, so the fade is stepped like print.
      const centre = Math.round(y / period) * period;
      const width = 2 + (period - 6) * (0.5 + 0.5 * Math.cos((TAU * centre) / size));
      return line(y - centre, width);
    });
  },

  barcode: ({ size, random }) => {
    const widths = [2, 3, 4, 6, 9, 14, 20];
    let body = '';
    let x = 0;
    while (x < size - 24) {
      const gap = random.pick([3, 4, 6, 9, 12]);
      const width = random.pick(widths);
      if (x + gap + width > size - 3) break;
      body += rect(x + gap, 0, width, size, random.chance(0.25) ? 0.5 : 1);
      x += gap + width;
    }
    return svgLayer(body, { wrap: false });
  },

  'speed-lines': ({ size, random }) => {
    const layers = [];
    for (const [opacity, count, thick] of [
      [0.45, 40, [2, 4]],
      [1, 34, [3, 8]],
    ]) {
      let body = '';
      for (let i = 0; i < count; i++) {
        const y = Math.floor(random.next() * 64) * 8 + 4;
        const x = random.range(0, size);
        const length = random.range(40, 260);
        const width = random.range(thick[0], thick[1]);
        body += stroke(`M${x.toFixed(1)} ${y}H${(x + length).toFixed(1)}`, width);
      }
      layers.push(svgLayer(body, { opacity }));
    }
    return layers;
  },

  chevron: ({ size }) => {
    const d = chevronDistance(size, { zigs: 4, rows: 4, amplitude: 64 });
    return fieldLayer(size, (x, y) => cover(Math.abs(d(x, y)) - 22));
  },

  zigzag: ({ size }) => {
    const d = chevronDistance(size, { zigs: 8, rows: 8, amplitude: 32 });
    return fieldLayer(size, (x, y) => line(d(x, y), 6));
  },

  herringbone: ({ size }) => {
    const column = size / 16;
    const period = 16;
    return fieldLayer(
      size,
      supersample((x, y) => {
        const index = Math.floor(x / column);
        const local = x - index * column;
        const direction = index % 2 === 0 ? 1 : -1;
        const v = wrapDelta(y + direction * local, period) / Math.SQRT2;
        const gap = Math.min(local, column - local);
        return line(v, 6.5) * cover(1.2 - gap);
      }, 2),
    );
  },

  arrows: ({ size }) => {
    const cell = size / 8;
    let body = '';
    for (let j = 0; j < 8; j++) {
      for (let i = 0; i < 8; i++) {
        const cx = i * cell + (j % 2) * (cell / 2) + cell / 2;
        const cy = j * cell + cell / 2;
        body += stroke(`M${cx - 17} ${cy + 9}L${cx} ${cy - 8}L${cx + 17} ${cy + 9}`, 8, { cap: 'butt', join: 'miter' });
      }
    }
    return svgLayer(body);
  },
};
