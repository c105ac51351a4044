import { type Curve, type Point, closedPath, cubic, line, mirrorPoint, openPath, reverse, withMirror } from '../geometry/curve';
import type { ShadingPath } from '../types';
import { dark } from './shading';
import { shadowBelow } from './top';

/**
 * How a top is finished at the neck, front and back. The body's top edge between the two
 * neck points is `seam`; the collar sits exactly above it, so nothing hides under it. On the
 * front, the inside of the back neck shows through the opening ('neckInside').
 */

export interface NeckPart {
  readonly id: string;
  readonly d: string;
}

export interface NeckFinish {
  /** The body's top edge from the left neck point to the right one. */
  readonly seam: Curve;
  readonly parts: readonly NeckPart[];
  readonly details: string;
  readonly shading: readonly ShadingPath[];
  /**
   * The collar's inner edge on the front, left neck side to right: the wearer's neck shows
   * above it. Absent where nothing of the neck shows (the back, a hood).
   */
  readonly opening?: Curve;
}

export interface NeckViews {
  readonly front: NeckFinish;
  readonly back: NeckFinish;
}

const CX = 500;

/** A rounded neckline's left half: leaves the neck point heading down, arrives level at the centre. */
function roundHalf(start: Point, depth: number, roundness = 0.55): Curve {
  const half = CX - start[0];
  return cubic(start, [start[0], start[1] + depth * roundness], [CX - half * roundness, start[1] + depth], [CX, start[1] + depth]);
}

/** A shallow back neckline's left half. */
function backHalf(start: Point, depth: number): Curve {
  const half = CX - start[0];
  return cubic(start, [start[0] + half * 0.3, start[1] + depth * 0.35], [CX - half * 0.45, start[1] + depth], [CX, start[1] + depth]);
}

/** A V's left half: nearly straight, a little fuller near the shoulder. */
function vHalf(start: Point, depth: number): Curve {
  const half = CX - start[0];
  return cubic(start, [start[0] + 2, start[1] + depth * 0.3], [CX - half * 0.3, start[1] + depth * 0.62], [CX, start[1] + depth]);
}

const mirrored = (leftHalf: Curve): Curve => withMirror(leftHalf);

/** The front collar: from the left neck point up to the opening's corner, across the back, down, and back along the seam. */
function collarAbove(hps: Point, corner: Point, backEdge: Curve, seam: Curve): string {
  return closedPath(line(hps, corner), backEdge, line(mirrorPoint(corner), mirrorPoint(hps)), reverse(seam));
}

export interface RibOptions {
  readonly frontDepth: number;
  readonly backDepth: number;
  readonly rib: number;
}

function backRib(hps: Point, o: { backDepth: number; rib: number }): NeckFinish {
  const backEdge = mirrored(backHalf(hps, o.backDepth));
  const seam = mirrored(backHalf(hps, o.backDepth + o.rib));
  return {
    seam,
    parts: [{ id: 'collar', d: closedPath(backEdge, reverse(seam)) }],
    details: '',
    shading: [dark(shadowBelow(seam, 10), 0.12)],
  };
}

/**
 * The front of a rib collar. Its top edge is the back neckline; through the opening one sees
 * the back rib from inside and, below it, the inside of the back ('neckInside'). The opening
 * and the back rib's inner seam start at `corner`, where the rib turns over the shoulder.
 */
function ribFront(hps: Point, corner: Point, o: { backDepth: number; rib: number }, seam: Curve, opening: Curve, details = ''): NeckFinish {
  const backEdge = mirrored(backHalf(hps, o.backDepth));
  const backSeam = mirrored(backHalf(corner, hps[1] + o.backDepth + o.rib * 0.9 - corner[1]));
  const inside = closedPath(backSeam, reverse(opening));
  return {
    seam,
    opening,
    parts: [
      { id: 'collar', d: closedPath(backEdge, reverse(seam)) },
      { id: 'neckInside', d: inside },
    ],
    details,
    shading: [dark(inside, 0.3), dark(shadowBelow(backSeam, 9), 0.2), dark(shadowBelow(seam, 12), 0.16)],
  };
}

const ribCorner = (hps: Point, rib: number): Point => [hps[0] + rib, hps[1] + rib * 0.5];

/** Crew neck: a rib band of even width all round. */
export function crewNeck(hps: Point, o: RibOptions): NeckViews {
  const corner = ribCorner(hps, o.rib);
  const seam = mirrored(roundHalf(hps, o.frontDepth));
  const opening = mirrored(roundHalf(corner, hps[1] + o.frontDepth - o.rib - corner[1]));
  return {
    front: ribFront(hps, corner, o, seam, opening),
    back: backRib(hps, o),
  };
}

/** V-neck: the rib meets in a mitre at the point of the V. */
export function vNeck(hps: Point, o: RibOptions): NeckViews {
  const corner = ribCorner(hps, o.rib);
  const innerY = hps[1] + o.frontDepth - o.rib * 1.8;
  const seam = mirrored(vHalf(hps, o.frontDepth));
  const opening = mirrored(vHalf(corner, innerY - corner[1]));
  const mitre = openPath(line([CX, innerY], [CX, hps[1] + o.frontDepth]));
  return {
    front: ribFront(hps, corner, o, seam, opening, mitre),
    back: backRib(hps, o),
  };
}

export interface StandOptions {
  readonly frontDepth: number;
  readonly backDepth: number;
  /** Height of the stand above the neck seam. */
  readonly height: number;
}

/** Mandarin: a stand-up band whose ends meet at the centre front. */
export function mandarinNeck(hps: Point, o: StandOptions): NeckViews {
  const corner: Point = [hps[0] + 3, hps[1] - o.height];
  const seam = mirrored(roundHalf(hps, o.frontDepth));
  const opening = mirrored(roundHalf(corner, o.frontDepth, 0.6));
  const backEdge = mirrored(backHalf(corner, o.backDepth));
  const backInner = mirrored(backHalf(corner, o.backDepth + o.height * 0.7));
  const inside = closedPath(backInner, reverse(opening));
  const front: NeckFinish = {
    seam,
    opening,
    parts: [
      { id: 'collar', d: collarAbove(hps, corner, backEdge, seam) },
      { id: 'neckInside', d: inside },
    ],
    details: openPath(line([CX, hps[1] + o.frontDepth - o.height], [CX, hps[1] + o.frontDepth])),
    shading: [dark(inside, 0.3), dark(shadowBelow(backInner, 8), 0.2), dark(shadowBelow(seam, 12), 0.16)],
  };
  const backSeam = mirrored(backHalf(hps, o.backDepth));
  const back: NeckFinish = {
    seam: backSeam,
    parts: [{ id: 'collar', d: collarAbove(hps, corner, backEdge, backSeam) }],
    details: '',
    shading: [dark(shadowBelow(backSeam, 10), 0.12)],
  };
  return { front, back };
}
