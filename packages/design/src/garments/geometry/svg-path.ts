import type { Point } from './curve';

/**
 * A small reader of SVG path data: enough to check the catalogue's paths, measure them and
 * turn them into polygons. Arcs (A) are refused: the catalogue draws curves as cubics.
 */

export type PathCommand =
  | { readonly kind: 'M' | 'L'; readonly to: Point }
  | {
      readonly kind: 'C';
      readonly c1: Point;
      readonly c2: Point;
      readonly to: Point;
    }
  | { readonly kind: 'Q'; readonly c: Point; readonly to: Point }
  | { readonly kind: 'Z' };

const ARITY: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  Z: 0,
};
const TOKEN = /\s*(?:([MLHVCSQTZAmlhvcsqtza])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?))\s*,?/y;

export class PathSyntaxError extends Error {}

/** Parses path data into absolute M, L, C, Q and Z commands; throws PathSyntaxError. */
export function parsePath(d: string): PathCommand[] {
  const tokens: (string | number)[] = [];
  TOKEN.lastIndex = 0;
  let index = 0;
  while (index < d.length) {
    if (/^\s*$/.test(d.slice(index))) break;
    TOKEN.lastIndex = index;
    const m = TOKEN.exec(d);
    if (!m) throw new PathSyntaxError(`unexpected "${d.slice(index, index + 10)}" at ${index}`);
    tokens.push(m[1] ?? Number(m[2]));
    index = TOKEN.lastIndex;
  }

  const out: PathCommand[] = [];
  let current: Point = [0, 0];
  let subpathStart: Point = [0, 0];
  let lastCubicControl: Point | null = null;
  let lastQuadControl: Point | null = null;
  let i = 0;
  let command: string | null = null;

  const number = (): number => {
    const t = tokens[i++];
    if (typeof t !== 'number') throw new PathSyntaxError(`command ${command ?? '?'} is missing a number`);
    return t;
  };

  while (i < tokens.length) {
    const t = tokens[i];
    if (typeof t === 'string') {
      command = t;
      i++;
      if (command.toUpperCase() === 'A') throw new PathSyntaxError('arcs are not used in the catalogue');
    } else if (command === null) {
      throw new PathSyntaxError('path data must start with a command');
    } else if (command.toUpperCase() === 'Z') {
      throw new PathSyntaxError('Z takes no numbers');
    }
    if (command === null) throw new PathSyntaxError('path data must start with a command');
    if (out.length === 0 && command.toUpperCase() !== 'M') throw new PathSyntaxError('path data must start with M');

    const upper = command.toUpperCase();
    const relative: boolean = command !== upper;
    const base: Point = relative ? current : [0, 0];
    const abs = (x: number, y: number): Point => [base[0] + x, base[1] + y];
    const arity = ARITY[upper] ?? 0;
    if (arity > 0 && typeof tokens[i] !== 'number') throw new PathSyntaxError(`command ${command} is missing a number`);

    let cubicControl: Point | null = null;
    let quadControl: Point | null = null;
    switch (upper) {
      case 'M': {
        current = abs(number(), number());
        subpathStart = current;
        out.push({ kind: 'M', to: current });
        command = relative ? 'l' : 'L'; // further pairs are implicit line-tos
        break;
      }
      case 'L':
        current = abs(number(), number());
        out.push({ kind: 'L', to: current });
        break;
      case 'H':
        current = [(relative ? current[0] : 0) + number(), current[1]];
        out.push({ kind: 'L', to: current });
        break;
      case 'V':
        current = [current[0], (relative ? current[1] : 0) + number()];
        out.push({ kind: 'L', to: current });
        break;
      case 'C': {
        const c1 = abs(number(), number());
        const c2 = abs(number(), number());
        current = abs(number(), number());
        out.push({ kind: 'C', c1, c2, to: current });
        cubicControl = c2;
        break;
      }
      case 'S': {
        const c1: Point = lastCubicControl ? [2 * current[0] - lastCubicControl[0], 2 * current[1] - lastCubicControl[1]] : current;
        const c2 = abs(number(), number());
        current = abs(number(), number());
        out.push({ kind: 'C', c1, c2, to: current });
        cubicControl = c2;
        break;
      }
      case 'Q': {
        const c = abs(number(), number());
        current = abs(number(), number());
        out.push({ kind: 'Q', c, to: current });
        quadControl = c;
        break;
      }
      case 'T': {
        const c: Point = lastQuadControl ? [2 * current[0] - lastQuadControl[0], 2 * current[1] - lastQuadControl[1]] : current;
        current = abs(number(), number());
        out.push({ kind: 'Q', c, to: current });
        quadControl = c;
        break;
      }
      case 'Z':
        out.push({ kind: 'Z' });
        current = subpathStart;
        break;
      default:
        throw new PathSyntaxError(`unknown command ${command}`);
    }
    lastCubicControl = cubicControl;
    lastQuadControl = quadControl;
  }
  if (out.length === 0) throw new PathSyntaxError('empty path');
  return out;
}

/** Each sub-path as a polygon (curves sampled), for clipping, hit tests and bounds. */
export function pathToPolygons(d: string, steps = 16): Point[][] {
  const polygons: Point[][] = [];
  let poly: Point[] = [];
  let current: Point = [0, 0];
  const flush = () => {
    if (poly.length > 1) polygons.push(poly);
    poly = [];
  };
  for (const c of parsePath(d)) {
    if (c.kind === 'M') {
      flush();
      poly = [c.to];
      current = c.to;
    } else if (c.kind === 'L') {
      poly.push(c.to);
      current = c.to;
    } else if (c.kind === 'C' || c.kind === 'Q') {
      const a = current;
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const u = 1 - t;
        if (c.kind === 'C') {
          poly.push([
            u * u * u * a[0] + 3 * u * u * t * c.c1[0] + 3 * u * t * t * c.c2[0] + t * t * t * c.to[0],
            u * u * u * a[1] + 3 * u * u * t * c.c1[1] + 3 * u * t * t * c.c2[1] + t * t * t * c.to[1],
          ]);
        } else {
          poly.push([u * u * a[0] + 2 * u * t * c.c[0] + t * t * c.to[0], u * u * a[1] + 2 * u * t * c.c[1] + t * t * c.to[1]]);
        }
      }
      current = c.to;
    } else {
      const first = poly[0];
      flush();
      if (first) current = first;
    }
  }
  flush();
  return polygons;
}

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function pointsBounds(points: readonly Point[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/** The box around the drawn path (curves sampled, so control points lying outside do not count). */
export const pathBounds = (d: string): Bounds => pointsBounds(pathToPolygons(d, 32).flat());

const num = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Path data again, absolute, after moving every point through `f` (which must be affine). */
export function transformPath(d: string, f: (p: Point) => Point): string {
  const p = (q: Point): string => {
    const [x, y] = f(q);
    return `${num(x)} ${num(y)}`;
  };
  return parsePath(d)
    .map((c) => {
      switch (c.kind) {
        case 'M':
        case 'L':
          return `${c.kind}${p(c.to)}`;
        case 'C':
          return `C${p(c.c1)} ${p(c.c2)} ${p(c.to)}`;
        case 'Q':
          return `Q${p(c.c)} ${p(c.to)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join(' ');
}

/** The mirror image about the artboard's vertical centre line. */
export const mirrorPath = (d: string): string => transformPath(d, ([x, y]) => [1000 - x, y]);
