import type { DesignSlug } from '../design-slugs';
import { type Point, combine, distance, lerp, mirrorPoint } from '../geometry/curve';
import { pointInPolygon } from '../geometry/polygon';
import { mirrorPath, pathToPolygons } from '../geometry/svg-path';
import type {
  BodyPart,
  GarmentDefinition,
  GarmentOptions,
  GarmentSelection,
  GarmentView,
  PartCondition,
  PartInfo,
  PrintArea,
  ShadingPath,
  StripeZone,
  StripeZoneDefinition,
  ViewId,
  ViewPart,
} from '../types';
import { cutDepth, limb, mirrorBodyPart, neckBehind, neckInOpening, type NeckSpec } from './mannequin';
import type { NeckViews } from './necks';
import { dark, light } from './shading';
import type { SleeveShape, Top } from './top';

/** Parts, shading and outline a product adds to a view on top of what the top gives. */
export interface ViewExtras {
  /** Drawn after the sleeves, before the neck (pockets, placket, buttons). */
  readonly underNeck?: readonly ViewPart[];
  /** Drawn last (drawstrings). */
  readonly overNeck?: readonly ViewPart[];
  /** Drawn before the top (a soccer kit's shorts). */
  readonly before?: readonly ViewPart[];
  /** More of the mannequin (a soccer kit's legs under the shorts). */
  readonly body?: readonly BodyPart[];
  readonly shading?: readonly ShadingPath[];
  readonly outline?: string;
  readonly stripes?: Partial<Record<StripeZone, readonly StripeZoneDefinition[]>>;
  readonly printAreas?: Readonly<Record<string, Rect>>;
}

export interface TopComposition {
  readonly slug: DesignSlug;
  readonly top: Top;
  /** One neck finish per condition (collar style, or hood on/off); the body follows its seam. */
  readonly necks: readonly {
    readonly when: PartCondition;
    readonly views: NeckViews;
  }[];
  /** Part id → default colour, in the order a parts panel lists them. */
  readonly colours: Readonly<Record<string, string>>;
  readonly options: GarmentOptions;
  readonly defaults: GarmentSelection;
  readonly front?: ViewExtras;
  readonly back?: ViewExtras;
  /** Print areas the top has on its own (chest, back); sleeve areas are added from the sleeves. */
  readonly printAreas: {
    readonly front: Readonly<Record<string, Rect>>;
    readonly back: Readonly<Record<string, Rect>>;
  };
}

export const partInfos = (colours: Readonly<Record<string, string>>): PartInfo[] =>
  Object.entries(colours).map(([id, defaultColour]) => ({
    id,
    label: `garment.part.${id}`,
    defaultColour,
  }));

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Print areas written as a record of rectangles (the readable form in product files). */
export const printAreaList = (areas: Readonly<Record<string, Rect>>): PrintArea[] =>
  Object.entries(areas).map(([id, r]) => ({
    id,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
  }));

function square(id: string, centre: Point, size: number, when: PartCondition): PrintArea {
  return {
    id,
    x: Math.round(centre[0] - size / 2),
    y: Math.round(centre[1] - size / 2),
    width: Math.round(size),
    height: Math.round(size),
    when,
  };
}

/** The largest square centred on the sleeve's middle line, on the upper arm. */
function largestSquare(shape: SleeveShape): { centre: Point; size: number } | null {
  const polygons = pathToPolygons(shape.sleeve);
  let best: { centre: Point; size: number } | null = null;
  const fits = (centre: Point, size: number): boolean => {
    const h = size / 2 + 4; // keep clear of the seams
    return [-1, 0, 1].every((i) =>
      [-1, 0, 1].every((j) => polygons.some((poly) => pointInPolygon([centre[0] + i * h, centre[1] + j * h], poly))),
    );
  };
  // On the upper arm: no further than 170 units down the sleeve, however long it is.
  const reach = Math.min(0.6, 170 / distance(shape.axis.from, shape.axis.to));
  for (let t = 0.15; t <= reach + 1e-9; t += (reach - 0.15) / 8) {
    const centre = lerp(shape.axis.from, shape.axis.to, t);
    // Binary search on the size: a square that fits still fits when smaller.
    let lo = 0;
    let hi = 110;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(centre, mid)) lo = mid;
      else hi = mid;
    }
    // A long sleeve seen from the front is a narrow slanting strip: a small square still places a sponsor there.
    if (lo >= 16 && (!best || lo > best.size))
      best = {
        centre: [Math.round(centre[0]), Math.round(centre[1])],
        size: lo,
      };
  }
  return best;
}

/** The wearer's neck: about a quarter of the shoulders' width, cut a little above the collar. */
function neckSpec(top: Top, bottom: number): NeckSpec {
  const half = (top.centreX - top.spec.shoulder[0]) * 0.25;
  // High-necked tops sit near the top of the artboard: the cut face stays on it.
  return { centreX: top.centreX, half, top: Math.max(top.hps[1] - half * 1.25, cutDepth(half * 2) + 3), bottom };
}

/**
 * The mannequin under a top: the neck (through the front opening of each collar that has one,
 * behind the collar on the back), forearms out of short sleeves, whole upper arms out of a
 * sleeveless top. Long sleeves and a hood leave nothing of it to see but the neck.
 */
function topBody(c: TopComposition, view: ViewId): BodyPart[] {
  const { top } = c;
  const parts: BodyPart[] = [];
  if (view === 'front') {
    for (const neck of c.necks) {
      const opening = neck.views.front.opening;
      if (!opening) continue;
      const lowest = Math.max(...[opening.start, ...opening.segments.map((s) => s.to)].map((p) => p[1]));
      const part = neckInOpening(neckSpec(top, lowest + 20), opening, neck.when);
      if (part) parts.push(part);
    }
  } else {
    // A collar that shows no neck from the front (a hood) hides it from behind too.
    for (const neck of c.necks) {
      if (neck.views.front.opening) parts.push(neckBehind(neckSpec(top, top.hps[1] + 80), neck.when));
    }
  }

  const short = top.sleeve('short');
  if (short) {
    // The wearer's arm, not the sleeve, sets its size: a loose sleeve does not make a thick arm.
    const width = Math.min(80, (top.centreX - top.spec.shoulder[0]) * 0.42);
    // Arms hang lower than a sleeve laid flat: halfway from the sleeve's line to straight down.
    const sleeveLine = unitOf(short.axis.from, short.axis.to);
    const along = unitOf([0, 0], [sleeveLine[0] * 0.5, sleeveLine[1] * 0.5 + 0.5]);
    const end = short.axis.to;
    const base: Point = [end[0] - along[0] * 35, end[1] - along[1] * 35];
    // Out to the forearm, but never off the artboard (sleeves of wide cuts end near its edge).
    const room = along[0] < 0 ? (end[0] - width * 0.6 - 8) / -along[0] : Infinity;
    const reach = Math.max(width * 0.5, Math.min(width * 1.4, room));
    const tip: Point = [end[0] + along[0] * reach, end[1] + along[1] * reach];
    const arm = limb(base, tip, width, width * 0.8, { when: { sleeves: ['short'] } });
    parts.push(arm, mirrorBodyPart(arm));
  }
  if (!top.spec.sleeves.short && !top.spec.sleeves.long) {
    const { shoulder, underarm } = top.spec;
    const width = (top.centreX - shoulder[0]) * 0.5;
    const base: Point = [shoulder[0] - width * 0.22, shoulder[1] + width * 0.55];
    const reach = (underarm[1] - shoulder[1]) * 1.2;
    const tip: Point = [base[0] - reach * 0.16, base[1] + reach];
    const arm = limb(base, tip, width, width * 0.78, { roundBase: true });
    parts.push(arm, mirrorBodyPart(arm));
  }
  return parts;
}

function unitOf(a: Point, b: Point): Point {
  const l = Math.max(1e-9, distance(a, b));
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
}

function composeView(c: TopComposition, view: ViewId): GarmentView {
  const { top } = c;
  const extras = (view === 'front' ? c.front : c.back) ?? {};
  // Wearer's sides: on the front the wearer's right sleeve is on the viewer's left.
  const viewerLeft = view === 'front' ? 'right' : 'left';
  const viewerRight = view === 'front' ? 'left' : 'right';

  const parts: ViewPart[] = [...(extras.before ?? [])];
  const shading: ShadingPath[] = [];
  const outline: string[] = [];
  const stripes: Partial<Record<StripeZone, StripeZoneDefinition[]>> = {
    second: [top.stripeSecond()],
    bottom: [top.stripeBottom()],
  };
  const printAreas: PrintArea[] = printAreaList(c.printAreas[view]);

  for (const neck of c.necks) {
    parts.push({
      id: 'body',
      d: top.body(neck.views[view].seam),
      when: neck.when,
    });
  }
  if (top.waistband) parts.push({ id: 'waistband', d: top.waistband });
  if (top.armholeTrim) parts.push({ id: 'armholeTrim', d: top.armholeTrim });
  shading.push(...top.bodyShading(view));

  for (const length of ['short', 'long'] as const) {
    const s = top.sleeve(length);
    if (!s) continue;
    const when: PartCondition = { sleeves: [length] };
    parts.push({ id: `${viewerLeft}Sleeve`, d: s.sleeve, when }, { id: `${viewerRight}Sleeve`, d: mirrorPath(s.sleeve), when });
    if (s.cuff) parts.push({ id: 'cuffs', d: combine(s.cuff, mirrorPath(s.cuff)), when });
    for (const sh of s.shading) {
      const both = combine(sh.d, mirrorPath(sh.d));
      shading.push(sh.light ? light(both, 0.07, when) : dark(both, 0.1, when));
    }
    (stripes.sleeve ??= []).push({
      parts: ['leftSleeve', 'rightSleeve'],
      bands: [
        { from: s.base.from, to: s.base.to, direction: s.base.up },
        {
          from: mirrorPoint(s.base.from),
          to: mirrorPoint(s.base.to),
          direction: [-s.base.up[0], s.base.up[1]],
        },
      ],
      defaultWidth: 24,
      when,
    });
  }
  // Sleeve print areas: the largest square on the upper sleeve, for each sleeve length.
  for (const length of ['short', 'long'] as const) {
    const s = top.sleeve(length);
    const area = s ? largestSquare(s) : null;
    if (!area) continue;
    const when: PartCondition = { sleeves: [length] };
    printAreas.push(
      square(`sleeve-${viewerLeft}`, area.centre, area.size, when),
      square(`sleeve-${viewerRight}`, mirrorPoint(area.centre), area.size, when),
    );
  }

  parts.push(...(extras.underNeck ?? []));
  for (const neck of c.necks) {
    const finish = neck.views[view];
    parts.push(
      ...finish.parts.map((p, i) => ({
        ...p,
        when: neck.when,
        ...(i === 0 && finish.details ? { details: finish.details } : {}),
      })),
    );
    shading.push(...finish.shading.map((s) => ({ ...s, when: neck.when })));
  }
  parts.push(...(extras.overNeck ?? []));
  shading.push(...(extras.shading ?? []));
  if (extras.outline) outline.push(extras.outline);
  for (const [zone, defs] of Object.entries(extras.stripes ?? {}) as [StripeZone, StripeZoneDefinition[]][]) {
    (stripes[zone] ??= []).push(...defs);
  }
  printAreas.push(...printAreaList(extras.printAreas ?? {}));

  return hoistDetails({
    parts,
    body: [...topBody(c, view), ...(extras.body ?? [])],
    stripes,
    outline: combine(...outline),
    shading,
    printAreas,
  });
}

/** Details of parts drawn whatever the options belong in the view's outline; conditional parts keep theirs. */
export function hoistDetails(view: GarmentView): GarmentView {
  const always = view.parts.filter((p) => !p.when && p.details).map((p) => p.details ?? '');
  return {
    ...view,
    parts: view.parts.map((p) => (p.when || !p.details ? p : { id: p.id, d: p.d })),
    outline: combine(view.outline, ...always),
  };
}

export function composeTop(c: TopComposition): GarmentDefinition {
  return {
    slug: c.slug,
    views: { front: composeView(c, 'front'), back: composeView(c, 'back') },
    parts: partInfos(c.colours),
    options: c.options,
    defaults: c.defaults,
  };
}
