import { type Curve, type Point, add, closedPath, distance, ellipsePath, from, mirrorPoint, polygonPath, rightNormal, sampleCurve, scale, sub, unit } from '../geometry/curve';
import { clipPath } from '../geometry/polygon';
import { transformPath } from '../geometry/svg-path';
import type { BodyPart, PartCondition } from '../types';

/**
 * The mannequin that wears the garment in the studio, painted in the design's skin tone: a
 * display form whose neck, arms and legs show where the garment leaves them bare, each cut off
 * a little way out with the cut face showing (as on a shop's mannequin). It is built from the
 * garment's own geometry (sleeve openings, neck opening, leg openings), so it fits every option.
 */

/** How far a cut face is seen from the side: its depth against its width. */
const CUT_DEPTH = 0.17;

/** How deep the cut face of a limb `width` across looks: a wide cut (a waist) is seen flatter than an arm's, as from eye level. */
export const cutDepth = (width: number): number => Math.min(width * CUT_DEPTH, 22);

/**
 * A limb from `base` (hidden inside the garment) to `tip`, `baseWidth` wide tapering to
 * `tipWidth`, its sides bowing out a little like muscle; the cut face is an ellipse at `tip`.
 */
export function limb(base: Point, tip: Point, baseWidth: number, tipWidth: number, options: { when?: PartCondition; roundBase?: boolean } = {}): BodyPart {
  const { when, roundBase = false } = options;
  const along = unit(sub(tip, base));
  const across = rightNormal(along);
  const length = distance(base, tip);
  const side = (sign: 1 | -1) => {
    const a = add(base, scale(across, (sign * baseWidth) / 2));
    const b = add(tip, scale(across, (sign * tipWidth) / 2));
    const bulge = scale(across, sign * Math.min(baseWidth, tipWidth) * 0.06);
    return { a, b, c1: add(add(a, scale(along, length / 3)), bulge), c2: add(add(b, scale(along, -length / 3)), bulge) };
  };
  const right = side(1);
  const left = side(-1);
  // A rounded base is a shoulder: a half ellipse instead of a straight end.
  const k = 0.5522847498 * (baseWidth / 2);
  const back = scale(along, -baseWidth * 0.45);
  const start = from(left.a);
  const based = roundBase
    ? start
        .cubic(add(left.a, scale(along, -k * 0.9)), add(add(base, back), scale(across, -k)), add(base, back))
        .cubic(add(add(base, back), scale(across, k)), add(right.a, scale(along, -k * 0.9)), right.a)
    : start.line(right.a);
  const d = closedPath(based.cubic(right.c1, right.c2, right.b).line(left.b).cubic(left.c2, left.c1, left.a).done());
  const depth = cutDepth(tipWidth);
  const anchor = add(tip, scale(along, -(depth + 6)));
  return { d, cut: rotatedEllipse(tip, tipWidth / 2, depth, across), anchor, ...(when ? { when } : {}) };
}

/** An ellipse centred on `c` with its `rx` axis along `axis`. */
function rotatedEllipse(c: Point, rx: number, ry: number, axis: Point): string {
  const [ax, ay] = unit(axis);
  return transformPath(ellipsePath([0, 0], rx, ry), ([x, y]) => [c[0] + x * ax - y * ay, c[1] + x * ay + y * ax]);
}

export interface NeckSpec {
  readonly centreX: number;
  /** Half the neck's width. */
  readonly half: number;
  /** Where the neck is cut, above the collar. */
  readonly top: number;
  /** Low enough to be hidden by the garment. */
  readonly bottom: number;
}

/** The neck seen from behind the garment (back view): the collar and the body hide its foot. */
export function neckBehind(spec: NeckSpec, when?: PartCondition): BodyPart {
  return limb([spec.centreX, spec.bottom], [spec.centreX, spec.top], spec.half * 2.1, spec.half * 2, { when });
}

/**
 * The neck on the front view, seen through the neck opening: in front of the inside of the
 * back neck, behind the front of the collar. `opening` is the collar's inner edge from the
 * left neck point to the right one; only the neck above it shows.
 */
export function neckInOpening(spec: NeckSpec, opening: Curve, when?: PartCondition): BodyPart | null {
  const column = neckBehind(spec, when);
  const edge = sampleCurve(opening, 32);
  const first = edge[0];
  const last = edge[edge.length - 1];
  if (!first || !last) return null;
  const ceiling = spec.top - spec.half;
  const above = [...edge, [last[0], ceiling] as Point, [first[0], ceiling] as Point];
  // The neck flaring to the chest, as wide as the opening at its foot: a deep V shows skin,
  // not the inside of the back of the garment. A trapezoid, so that it is convex.
  const lowest = Math.max(...edge.map((p) => p[1]));
  const chestHalf = Math.max(spec.half, Math.abs(last[0] - first[0]) / 2);
  const hull: Point[] = [
    [spec.centreX - spec.half, spec.top],
    [spec.centreX + spec.half, spec.top],
    [spec.centreX + chestHalf, lowest + 1],
    [spec.centreX - chestHalf, lowest + 1],
  ];
  // The opening may be concave (a V); the hull is convex, so it is the clip.
  const d = clipPath(polygonPath(above), hull);
  if (!d) return null;
  return { d, cut: column.cut, over: true, ...(column.anchor ? { anchor: column.anchor } : {}), ...(when ? { when } : {}) };
}

/** The same part for the other side of the centre line. */
export const mirrorBodyPart = (part: BodyPart): BodyPart => ({
  ...part,
  d: transformPath(part.d, mirrorPoint),
  cut: part.cut ? transformPath(part.cut, mirrorPoint) : part.cut,
  anchor: part.anchor ? mirrorPoint(part.anchor) : part.anchor,
});

/** A leg out of a leg opening running from `outer` to `inner`, `reach` units below it. */
export function legFromOpening(outer: Point, inner: Point, reach: number, fill = 0.8, when?: PartCondition): BodyPart[] {
  const width = distance(outer, inner);
  const middle: Point = [(outer[0] + inner[0]) / 2, (outer[1] + inner[1]) / 2];
  // Down, square to the hem (a slanted hem points the leg a little inwards).
  const hem = unit(sub(inner, outer));
  const down: Point = hem[0] >= 0 ? [-hem[1], hem[0]] : [hem[1], -hem[0]];
  const base = add(middle, scale(down, -40));
  const tip = add(middle, scale(down, reach));
  const left = limb(base, tip, width * fill, width * fill * 0.88, { when });
  return [left, mirrorBodyPart(left)];
}
