/**
 * Curves as data: a start point and straight or cubic segments, in artboard units (y down).
 * Parts that touch share the very same curve (one reversed), so their edges meet exactly
 * and the outline stroke never shows an edge hidden under another part.
 */

export type Point = readonly [number, number];

export type Segment =
  | { readonly kind: 'L'; readonly to: Point }
  | {
      readonly kind: 'C';
      readonly c1: Point;
      readonly c2: Point;
      readonly to: Point;
    };

export interface Curve {
  readonly start: Point;
  readonly segments: readonly Segment[];
}

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
export const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const length = (a: Point): number => Math.hypot(a[0], a[1]);
export const distance = (a: Point, b: Point): number => length(sub(a, b));

export function unit(a: Point): Point {
  const l = length(a);
  return l === 0 ? [0, 0] : [a[0] / l, a[1] / l];
}

/** The normal on the right-hand side of travel along `direction`, on screen (y down). */
export const rightNormal = (direction: Point): Point => unit([-direction[1], direction[0]]);

/** A unit vector `degrees` below the horizontal, pointing left (+1) or right (-1). */
export function slope(degrees: number, towards: 'left' | 'right'): Point {
  const r = (degrees * Math.PI) / 180;
  return [towards === 'left' ? -Math.cos(r) : Math.cos(r), Math.sin(r)];
}

/** Fluent construction of one curve: `from(p).line(q).cubic(c1, c2, r).done()`. */
export class CurveBuilder {
  private readonly segments: Segment[] = [];
  private current: Point;

  constructor(private readonly start: Point) {
    this.current = start;
  }

  line(to: Point): this {
    this.segments.push({ kind: 'L', to });
    this.current = to;
    return this;
  }

  cubic(c1: Point, c2: Point, to: Point): this {
    this.segments.push({ kind: 'C', c1, c2, to });
    this.current = to;
    return this;
  }

  /** A smooth arc to `to` whose middle stands `amount` off the chord, on the right of travel. */
  bow(to: Point, amount: number): this {
    const [c1, c2] = bowControls(this.current, to, amount);
    return this.cubic(c1, c2, to);
  }

  done(): Curve {
    return { start: this.start, segments: [...this.segments] };
  }
}

export const from = (start: Point): CurveBuilder => new CurveBuilder(start);

export const line = (a: Point, b: Point): Curve => from(a).line(b).done();

export const cubic = (a: Point, c1: Point, c2: Point, b: Point): Curve => from(a).cubic(c1, c2, b).done();

/** A cubic from `a` to `b` bowing `amount` to the right of travel (negative: to the left). */
export const bow = (a: Point, b: Point, amount: number): Curve => from(a).bow(b, amount).done();

function bowControls(a: Point, b: Point, amount: number): [Point, Point] {
  // Both controls pushed by h put the curve's midpoint 0.75·h off the chord.
  const push = scale(rightNormal(sub(b, a)), amount / 0.75);
  return [add(lerp(a, b, 1 / 3), push), add(lerp(a, b, 2 / 3), push)];
}

export function endOf(curve: Curve): Point {
  const last = curve.segments[curve.segments.length - 1];
  return last ? last.to : curve.start;
}

export function reverse(curve: Curve): Curve {
  const points: Point[] = [curve.start, ...curve.segments.map((s) => s.to)];
  const segments: Segment[] = [];
  for (let i = curve.segments.length - 1; i >= 0; i--) {
    const s = curve.segments[i] as Segment;
    const to = points[i] as Point;
    segments.push(s.kind === 'L' ? { kind: 'L', to } : { kind: 'C', c1: s.c2, c2: s.c1, to });
  }
  return { start: endOf(curve), segments };
}

export function mapCurve(curve: Curve, f: (p: Point) => Point): Curve {
  return {
    start: f(curve.start),
    segments: curve.segments.map((s) =>
      s.kind === 'L' ? { kind: 'L', to: f(s.to) } : { kind: 'C', c1: f(s.c1), c2: f(s.c2), to: f(s.to) },
    ),
  };
}

/** Garments are symmetric about the artboard's vertical centre line. */
export const CENTRE_X = 500;
export const mirrorPoint = (p: Point): Point => [2 * CENTRE_X - p[0], p[1]];
export const mirror = (curve: Curve): Curve => mapCurve(curve, mirrorPoint);
export const translate = (curve: Curve, d: Point): Curve => mapCurve(curve, (p) => add(p, d));

const JOIN_TOLERANCE = 0.01;

/** Curves laid end to end; each must start where the previous one ends. */
export function join(...curves: readonly Curve[]): Curve {
  const first = curves[0];
  if (!first) throw new Error('join needs at least one curve');
  const segments: Segment[] = [...first.segments];
  let end = endOf(first);
  for (const next of curves.slice(1)) {
    if (distance(end, next.start) > JOIN_TOLERANCE) {
      throw new Error(`curves do not meet: (${end.join(', ')}) then (${next.start.join(', ')})`);
    }
    segments.push(...next.segments);
    end = endOf(next);
  }
  return { start: first.start, segments };
}

/** A left half (ending on the centre line) followed by its mirror image, walked back. */
export function withMirror(leftHalf: Curve): Curve {
  return join(leftHalf, reverse(mirror(leftHalf)));
}

/** The point at `t` (0..1) of a cubic or line segment starting at `a`. */
export function segmentPoint(a: Point, s: Segment, t: number): Point {
  if (s.kind === 'L') return lerp(a, s.to, t);
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [w[0] * a[0] + w[1] * s.c1[0] + w[2] * s.c2[0] + w[3] * s.to[0], w[0] * a[1] + w[1] * s.c1[1] + w[2] * s.c2[1] + w[3] * s.to[1]];
}

/** The curve as a polyline, `steps` points per cubic. */
export function sampleCurve(curve: Curve, steps = 24): Point[] {
  const out: Point[] = [curve.start];
  let a = curve.start;
  for (const s of curve.segments) {
    const n = s.kind === 'L' ? 1 : steps;
    for (let i = 1; i <= n; i++) out.push(segmentPoint(a, s, i / n));
    a = s.to;
  }
  return out;
}

/** The point at a fraction of the curve's sampled length. */
export function pointAlong(curve: Curve, fraction: number): Point {
  const pts = sampleCurve(curve);
  const lengths = pts.slice(1).map((p, i) => distance(p, pts[i] as Point));
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = Math.max(0, Math.min(1, fraction)) * total;
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i] as number;
    if (left <= l && l > 0) return lerp(pts[i] as Point, pts[i + 1] as Point, left / l);
    left -= l;
  }
  return endOf(curve);
}

/** Splits a one-segment curve at parameter t (de Casteljau). */
export function splitSegment(a: Point, s: Segment, t: number): [Curve, Curve] {
  if (s.kind === 'L') {
    const m = lerp(a, s.to, t);
    return [line(a, m), line(m, s.to)];
  }
  const p01 = lerp(a, s.c1, t);
  const p12 = lerp(s.c1, s.c2, t);
  const p23 = lerp(s.c2, s.to, t);
  const p012 = lerp(p01, p12, t);
  const p123 = lerp(p12, p23, t);
  const m = lerp(p012, p123, t);
  return [cubic(a, p01, p012, m), cubic(m, p123, p23, s.to)];
}

function intersectLines(p: Point, dp: Point, q: Point, dq: Point): Point | null {
  const den = dp[0] * dq[1] - dp[1] * dq[0];
  if (Math.abs(den) < 1e-9) return null;
  const t = ((q[0] - p[0]) * dq[1] - (q[1] - p[1]) * dq[0]) / den;
  return add(p, scale(dp, t));
}

/**
 * The curve moved `d` to the right of travel (negative: left), for bands such as rib trims.
 * Tiller–Hanson on each half of each cubic: close enough for the gentle curves of a garment.
 */
export function offset(curve: Curve, d: number): Curve {
  const segments: Segment[] = [];
  let a = curve.start;
  let start: Point | null = null;
  for (const s of curve.segments) {
    const halves = s.kind === 'L' ? [line(a, s.to)] : splitSegment(a, s, 0.5);
    for (const half of halves) {
      const h = half.segments[0] as Segment;
      const p0 = half.start;
      if (h.kind === 'L') {
        const n = scale(rightNormal(sub(h.to, p0)), d);
        start ??= add(p0, n);
        segments.push({ kind: 'L', to: add(h.to, n) });
        continue;
      }
      const legs: Point[] = [sub(h.c1, p0), sub(h.c2, h.c1), sub(h.to, h.c2)];
      // A zero-length leg (control on its end point) borrows the direction of its neighbour.
      const dirs = legs.map((leg, i) => (length(leg) > 1e-6 ? leg : i === 0 ? sub(h.c2, p0) : i === 2 ? sub(h.to, h.c1) : sub(h.to, p0)));
      const [d0, d1, d2] = dirs as [Point, Point, Point];
      const o0 = add(p0, scale(rightNormal(d0), d));
      const o1 = add(h.c1, scale(rightNormal(d1), d));
      const o3 = add(h.to, scale(rightNormal(d2), d));
      const o2 = add(h.c2, scale(rightNormal(d1), d));
      const c1 = intersectLines(o0, d0, o1, d1) ?? add(h.c1, scale(rightNormal(d0), d));
      const c2 = intersectLines(o2, d1, o3, d2) ?? add(h.c2, scale(rightNormal(d2), d));
      start ??= o0;
      segments.push({ kind: 'C', c1, c2, to: o3 });
    }
    a = s.to;
  }
  return { start: start ?? curve.start, segments };
}

const round = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
const pt = (p: Point): string => `${round(p[0])} ${round(p[1])}`;

function segmentsToPath(curve: Curve): string {
  return curve.segments.map((s) => (s.kind === 'L' ? `L${pt(s.to)}` : `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`)).join(' ');
}

/** An open path (for seams and details that are stroked, never filled). */
export const openPath = (curve: Curve): string => `M${pt(curve.start)} ${segmentsToPath(curve)}`;

/** A closed region bounded by the curves in order; the last must end where the first starts. */
export function closedPath(...curves: readonly Curve[]): string {
  const whole = join(...curves);
  if (distance(whole.start, endOf(whole)) > JOIN_TOLERANCE) {
    throw new Error(`region is not closed: starts (${whole.start.join(', ')}), ends (${endOf(whole).join(', ')})`);
  }
  return `${openPath(whole)} Z`;
}

/** A closed polygon through the points. */
export function polygonPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  return `M${points.map(pt).join(' L')} Z`;
}

/** Several paths as one, each its own sub-path (e.g. both cuffs as one part). */
export const combine = (...paths: readonly string[]): string => paths.filter((p) => p.length > 0).join(' ');

const KAPPA = 0.5522847498;

export function ellipseCurve(c: Point, rx: number, ry: number): Curve {
  const [x, y] = c;
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return from([x + rx, y])
    .cubic([x + rx, y + ky], [x + kx, y + ry], [x, y + ry])
    .cubic([x - kx, y + ry], [x - rx, y + ky], [x - rx, y])
    .cubic([x - rx, y - ky], [x - kx, y - ry], [x, y - ry])
    .cubic([x + kx, y - ry], [x + rx, y - ky], [x + rx, y])
    .done();
}

export const ellipsePath = (c: Point, rx: number, ry: number): string => closedPath(ellipseCurve(c, rx, ry));
export const circlePath = (c: Point, r: number): string => ellipsePath(c, r, r);

/** A crescent between `a` and `b`: two bows on the same side, the outer deeper than the inner. */
export function crescentPath(a: Point, b: Point, outer: number, inner: number): string {
  return closedPath(bow(a, b, outer), bow(b, a, -inner));
}

/** A strip of `width` following a curve (a cord, a fold line), with square ends. */
export function ribbonPath(centre: Curve, width: number): string {
  const left = offset(centre, -width / 2);
  const right = offset(centre, width / 2);
  return closedPath(left, line(endOf(left), endOf(right)), reverse(right), line(right.start, left.start));
}
