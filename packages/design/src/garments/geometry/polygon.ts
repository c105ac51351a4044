import { type Point, add, bow, closedPath, polygonPath, reverse, sampleCurve, scale, sub, unit } from './curve';
import { pathToPolygons } from './svg-path';

/** Twice the signed area; positive when the points turn clockwise on screen (y down). */
function signedArea2(points: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s;
}

export const polygonArea = (points: readonly Point[]): number => Math.abs(signedArea2(points)) / 2;

/**
 * Sutherland–Hodgman: the part of `subject` (any simple polygon) inside `clip`, which must be
 * convex. Stripe bands and shading strips are convex; the garment parts they cut need not be.
 */
export function clipPolygon(subject: readonly Point[], clip: readonly Point[]): Point[] {
  const window = signedArea2(clip) >= 0 ? clip : [...clip].reverse();
  let output: Point[] = [...subject];
  for (let i = 0; i < window.length && output.length > 0; i++) {
    const a = window[i] as Point;
    const b = window[(i + 1) % window.length] as Point;
    const inside = (p: Point) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0;
    const cross = (p: Point, q: Point): Point => {
      const e = sub(b, a);
      const den = e[0] * (q[1] - p[1]) - e[1] * (q[0] - p[0]);
      const t = (e[1] * (p[0] - a[0]) - e[0] * (p[1] - a[1])) / den;
      return add(p, scale(sub(q, p), t));
    };
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j] as Point;
      const q = input[(j + 1) % input.length] as Point;
      if (inside(q)) {
        if (!inside(p)) output.push(cross(p, q));
        output.push(q);
      } else if (inside(p)) {
        output.push(cross(p, q));
      }
    }
  }
  return output;
}

/** The parts of a path's regions inside a convex polygon, as path data ('' when none). */
export function clipPath(d: string, convex: readonly Point[]): string {
  return pathToPolygons(d)
    .map((poly) => clipPolygon(poly, convex))
    .filter((poly) => poly.length >= 3 && polygonArea(poly) > 0.5)
    .map((poly) => polygonPath(poly))
    .join(' ');
}

/** Even-odd point in polygon. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Whether the point lies inside any sub-path of any of the paths. */
export const pointInPaths = (p: Point, paths: readonly string[]): boolean =>
  paths.some((d) => pathToPolygons(d).some((poly) => pointInPolygon(p, poly)));

/**
 * A band swept from the segment `from`–`to` by `width` along `direction` (made unit).
 * Convex by construction, so it can clip any part.
 */
export function sweptBand(from: Point, to: Point, direction: Point, width: number, centred = false): Point[] {
  const d = unit(direction);
  const back = centred ? scale(d, -width / 2) : ([0, 0] as Point);
  const a = add(from, back);
  const b = add(to, back);
  return [a, b, add(b, scale(d, width)), add(a, scale(d, width))];
}

/**
 * A lens from `a` to `b`: one bow `right` to the right of travel, one `left` to the left.
 * Convex, so it can clip any part (soft shading that follows a seam).
 */
export function lensPolygon(a: Point, b: Point, right: number, left: number): Point[] {
  const there = sampleCurve(bow(a, b, right), 12);
  const back = sampleCurve(reverse(bow(a, b, -left)), 12);
  return [...there.slice(0, -1), ...back.slice(0, -1)];
}

/** The same lens as path data. */
export const lensPath = (a: Point, b: Point, right: number, left: number): string =>
  closedPath(bow(a, b, right), reverse(bow(a, b, -left)));
