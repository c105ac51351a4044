import {
  type Curve,
  type Point,
  type Segment,
  add,
  bow,
  closedPath,
  combine,
  crescentPath,
  cubic,
  endOf,
  from,
  join,
  line,
  mapCurve,
  mirrorPoint,
  offset,
  reverse,
  scale,
  slope,
  withMirror,
} from '../geometry/curve';
import { clipPath, lensPolygon, sweptBand } from '../geometry/polygon';
import { mirrorPath } from '../geometry/svg-path';
import type { ShadingPath, StripeZoneDefinition } from '../types';

/**
 * A top (shirt, jersey, hoodie) from a handful of control points on its left half as the
 * viewer sees it; the right half is the mirror image. Front and back share the silhouette:
 * only what happens at the neck differs.
 */

export interface SleeveSpec {
  /** Degrees below the horizontal of the sleeve's top edge. */
  readonly angle: number;
  /** Length of the top edge, from the shoulder point to the opening. */
  readonly length: number;
  /** Width of the opening, across the sleeve. */
  readonly opening: number;
  /** Depth of a rib cuff or band at the opening, drawn as the 'cuffs' part. */
  readonly cuff?: number;
  /** How much the rib gathers the opening in, on each side. */
  readonly cuffTaper?: number;
  /** Outward bow of the top edge (roundness over the shoulder). */
  readonly cap?: number;
  /** Bow of the underside towards the top edge. */
  readonly under?: number;
}

export interface TopSpec {
  /** The neck point on the shoulder (HPS) of the left half: x is centre − half. */
  readonly neck: { readonly half: number; readonly y: number };
  /** Where shoulder seam and armhole meet, left half. */
  readonly shoulder: Point;
  readonly shoulderBow?: number;
  /** Armhole seam from the shoulder point to the underarm: two cubic controls. */
  readonly armhole: { readonly c1: Point; readonly c2: Point };
  readonly underarm: Point;
  /** Side seam from the underarm down to the hem (or the waistband seam): two cubic controls. */
  readonly side: { readonly c1: Point; readonly c2: Point };
  readonly hem: { readonly y: number; readonly half: number };
  /** A rib band at the hem (hoodie), drawn as the 'waistband' part. */
  readonly waistband?: { readonly height: number; readonly taper: number };
  /** Binding around a sleeveless armhole, drawn as the 'armholeTrim' part. */
  readonly armholeTrim?: number;
  readonly sleeves: { readonly short?: SleeveSpec; readonly long?: SleeveSpec };
  /** Height of the chest band (stripe zone 'second'). */
  readonly chestLine: number;
}

export interface SleeveShape {
  readonly sleeve: string;
  readonly cuff: string | null;
  /** The line where a sleeve stripe starts (opening, or cuff seam) and the way up the sleeve. */
  readonly base: {
    readonly from: Point;
    readonly to: Point;
    readonly up: Point;
  };
  readonly shading: readonly { readonly d: string; readonly light: boolean }[];
  /** The sleeve's middle line, from the armhole to the opening (for print areas). */
  readonly axis: { readonly from: Point; readonly to: Point };
}

export interface Top {
  readonly spec: TopSpec;
  readonly hps: Point;
  readonly centreX: number;
  /** The body for a given neck seam (left HPS → right HPS). */
  body(neckSeam: Curve): string;
  /** Body corner where the side seam meets the hem or waistband seam (left half). */
  readonly sideEnd: Point;
  readonly waistband: string | null;
  readonly armholeTrim: string | null;
  /** Left-half sleeve, or null when the top has none of that length. */
  sleeve(length: 'short' | 'long'): SleeveShape | null;
  /** Shading common to every option of a view (sides, folds, highlights, hem). */
  bodyShading(view: 'front' | 'back'): ShadingPath[];
  stripeBottom(): StripeZoneDefinition;
  stripeSecond(): StripeZoneDefinition;
}

const CX = 500;

export function buildTop(spec: TopSpec): Top {
  const hps: Point = [CX - spec.neck.half, spec.neck.y];
  const ua = spec.underarm;
  const armholeEdge = cubic(spec.shoulder, spec.armhole.c1, spec.armhole.c2, ua);
  // A sleeveless top's binding takes the outer strip of the armhole; the body stops inside it.
  const trim = spec.armholeTrim ?? 0;
  // The binding narrows to nothing at the underarm, so the side seam runs straight on from it.
  const armholeSeam = trim > 0 ? moveEnd(offset(armholeEdge, -trim), ua) : armholeEdge;
  const seamUnderarm = endOf(armholeSeam);
  const shoulder = bow(hps, armholeSeam.start, spec.shoulderBow ?? 4);
  const band = spec.waistband;
  const sideEnd: Point = band ? [CX - spec.hem.half + band.taper, spec.hem.y - band.height] : [CX - spec.hem.half, spec.hem.y];
  const side = cubic(seamUnderarm, spec.side.c1, spec.side.c2, sideEnd);
  const leftHalf = join(shoulder, armholeSeam, side, line(sideEnd, [CX, sideEnd[1]]));
  const outline = withMirror(leftHalf);

  const waistband = band
    ? (() => {
        const corner: Point = [CX - spec.hem.half + band.taper * 2, spec.hem.y];
        const left = from(sideEnd).line(corner).line([CX, spec.hem.y]).done();
        return closedPath(withMirror(left), line([2 * CX - sideEnd[0], sideEnd[1]], sideEnd));
      })()
    : null;

  const armholeTrim =
    trim > 0
      ? (() => {
          const leftTrim = closedPath(line(armholeSeam.start, spec.shoulder), armholeEdge, reverse(armholeSeam));
          return combine(leftTrim, mirrorPath(leftTrim));
        })()
      : null;

  const bodyWithoutNeck = closedPath(outline, line(mirrorPoint(hps), hps));

  const sleeves = new Map<'short' | 'long', SleeveShape | null>();
  const sleeve = (kind: 'short' | 'long'): SleeveShape | null => {
    if (!sleeves.has(kind)) sleeves.set(kind, makeSleeve(kind));
    return sleeves.get(kind) ?? null;
  };

  function makeSleeve(kind: 'short' | 'long'): SleeveShape | null {
    const s = spec.sleeves[kind];
    if (!s) return null;
    const dir = slope(s.angle, 'left');
    const across: Point = [dir[1], -dir[0]]; // across the sleeve, towards its underside
    const outer = add(spec.shoulder, scale(dir, s.length));
    const inner = add(outer, scale(across, s.opening));
    const cuffDepth = s.cuff ?? 0;
    const topEnd = add(outer, scale(dir, -cuffDepth));
    const underEnd = add(inner, scale(dir, -cuffDepth));
    const top = bow(spec.shoulder, topEnd, s.cap ?? 8);
    const under = bow(underEnd, ua, -(s.under ?? 4));
    const sleevePath = closedPath(top, line(topEnd, underEnd), under, reverse(armholeEdge));
    let cuff: string | null = null;
    if (cuffDepth > 0) {
      const taper = s.cuffTaper ?? 3;
      const o = add(outer, scale(across, taper));
      const i = add(inner, scale(across, -taper));
      cuff = closedPath(from(topEnd).line(o).line(i).line(underEnd).line(topEnd).done());
    }
    // Underside in shadow, top edge catching the light, and a fold across near the armpit.
    const shadowBand = sweptBand(add(ua, scale(dir, -60)), add(underEnd, scale(dir, 60)), scale(across, -1), s.opening * 0.3);
    const shadowBandOuter = shadowBand.map((p) => add(p, scale(across, 30))) as Point[];
    const lightBand = sweptBand(add(spec.shoulder, scale(dir, -40)), add(topEnd, scale(dir, 60)), across, s.opening * 0.22);
    const lightBandOuter = lightBand.map((p) => add(p, scale(across, -20))) as Point[];
    const foldStart = add(ua, add(scale(dir, 22), scale(across, -6)));
    const foldEnd = add(foldStart, add(scale(across, -s.opening * 0.45), scale(dir, 18)));
    const shading = [
      { d: clipPath(sleevePath, shadowBandOuter), light: false },
      {
        d: clipPath(sleevePath, shadowBand.map((p) => add(p, scale(across, 12))) as Point[]),
        light: false,
      },
      { d: clipPath(sleevePath, lightBandOuter), light: true },
      { d: crescentPath(foldStart, foldEnd, 9, 3), light: false },
    ].filter((x) => x.d.length > 0);
    const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const armMid = mid(spec.shoulder, ua);
    const endMid = mid(topEnd, underEnd);
    return {
      sleeve: sleevePath,
      cuff,
      base: {
        from: add(topEnd, scale(across, -40)),
        to: add(underEnd, scale(across, 40)),
        up: scale(dir, -1),
      },
      shading,
      axis: { from: armMid, to: endMid },
    };
  }

  function bodyShading(view: 'front' | 'back'): ShadingPath[] {
    const out: ShadingPath[] = [];
    const dark = (d: string, alpha: number): void => {
      if (d) out.push({ d, color: '#000000', alpha, blend: 'multiply' });
    };
    const light = (d: string, alpha: number): void => {
      if (d) out.push({ d, color: '#ffffff', alpha, blend: 'screen' });
    };
    const chest = CX - seamUnderarm[0];
    // Shade along both side seams, deeper at the edge: nested lenses fading out towards the ends.
    const sideTop = add(seamUnderarm, [0, 10]);
    const sideBottom = add(sideEnd, [0, -6]);
    for (const width of [chest * 0.28, chest * 0.14]) {
      const left = lensPolygon(sideTop, sideBottom, width, 30);
      dark(combine(clipPath(bodyWithoutNeck, left), clipPath(bodyWithoutNeck, left.map(mirrorPoint))), 0.05);
    }
    // Folds from the armpits towards the chest.
    const folds: string[] = [];
    for (const [dx, dy, len, depth] of [
      [10, 18, 0.42, 9],
      [8, 58, 0.3, 6],
    ] as const) {
      const a = add(seamUnderarm, [dx, dy]);
      const b = add(a, [chest * len, chest * len * 0.45]);
      folds.push(crescentPath(a, b, depth, 2), crescentPath(mirrorPoint(a), mirrorPoint(b), -depth, -2));
    }
    dark(combine(...folds), 0.12);
    // Soft drape lines rising from the hem.
    const hemY = sideEnd[1];
    const drapes: string[] = [];
    const lights: string[] = [];
    for (const [fx, h, w] of [
      [0.55, 0.32, 10],
      [0.2, 0.22, 8],
    ] as const) {
      const x = CX - chest * fx;
      const height = (hemY - seamUnderarm[1]) * h;
      const a: Point = [x, hemY - 4];
      const b: Point = [x + 12, hemY - height];
      drapes.push(crescentPath(a, b, w, 1), crescentPath(mirrorPoint(a), mirrorPoint(b), -w, -1));
      lights.push(crescentPath(add(a, [w + 6, 0]), add(b, [w + 6, 0]), w * 0.8, 1));
    }
    dark(combine(...drapes), 0.07);
    light(combine(...lights), 0.08);
    // A soft highlight where the light falls (from the upper left): nested ellipses fade it out.
    const glowCentre: Point = [CX - chest * 0.3, seamUnderarm[1] + (view === 'front' ? 20 : 0)];
    for (const k of [1, 0.85, 0.7, 0.55, 0.4, 0.25]) {
      light(ellipse(glowCentre, chest * 0.42 * k, chest * 0.3 * k), 0.018);
    }
    // Darker just above the hem, where the fabric turns under.
    const hemBand = sweptBand([0, hemY + 5], [1000, hemY + 5], [0, -1], 18);
    dark(clipPath(bodyWithoutNeck, hemBand), 0.05);
    return out;
  }

  return {
    spec,
    hps,
    centreX: CX,
    sideEnd,
    waistband,
    armholeTrim,
    sleeve,
    bodyShading,
    body(neckSeam: Curve): string {
      return closedPath(outline, reverse(neckSeam));
    },
    stripeBottom(): StripeZoneDefinition {
      const y = sideEnd[1];
      return {
        parts: ['body'],
        bands: [{ from: [0, y], to: [1000, y], direction: [0, -1] }],
        defaultWidth: 40,
      };
    },
    stripeSecond(): StripeZoneDefinition {
      const y = spec.chestLine;
      return {
        parts: ['body'],
        bands: [{ from: [0, y], to: [1000, y], direction: [0, 1], centred: true }],
        defaultWidth: 50,
      };
    },
  };
}

function ellipse(c: Point, rx: number, ry: number): string {
  const k = 0.5522847498;
  const [x, y] = c;
  return closedPath(
    from([x + rx, y])
      .cubic([x + rx, y + ry * k], [x + rx * k, y + ry], [x, y + ry])
      .cubic([x - rx * k, y + ry], [x - rx, y + ry * k], [x - rx, y])
      .cubic([x - rx, y - ry * k], [x - rx * k, y - ry], [x, y - ry])
      .cubic([x + rx * k, y - ry], [x + rx, y - ry * k], [x + rx, y])
      .done(),
  );
}

/** The curve with its end point (and the control next to it) moved to `to`. */
function moveEnd(curve: Curve, to: Point): Curve {
  const last = curve.segments[curve.segments.length - 1];
  if (!last) return curve;
  const shift: Point = [to[0] - last.to[0], to[1] - last.to[1]];
  const moved: Segment = last.kind === 'L' ? { kind: 'L', to } : { kind: 'C', c1: last.c1, c2: add(last.c2, shift), to };
  return {
    start: curve.start,
    segments: [...curve.segments.slice(0, -1), moved],
  };
}

/** A seam curve pushed down by `depth` in the middle, meeting it at both ends (a collar's shadow). */
export function sagBelow(seam: Curve, depth: number): Curve {
  const a = seam.start;
  const b = endOf(seam);
  const half = Math.abs(b[0] - a[0]) / 2;
  const mid = (a[0] + b[0]) / 2;
  return mapCurve(seam, (p) => {
    const u = Math.max(0, 1 - ((p[0] - mid) / half) ** 2);
    return [p[0], p[1] + depth * u];
  });
}

/** The crescent between a seam and the same seam sagged by `depth`: shadow cast below a collar. */
export const shadowBelow = (seam: Curve, depth: number): string => closedPath(sagBelow(seam, depth), reverse(seam));
