import type { DesignSlug } from './design-slugs';
import { GARMENTS } from './catalogue';
import { combine } from './geometry/curve';
import { clipPath, sweptBand } from './geometry/polygon';
import {
  STRIPE_ZONES,
  type GarmentDefinition,
  type GarmentSelection,
  type PartCondition,
  type ShadingBlend,
  type StripeZone,
  type StripeZoneDefinition,
  type ViewId,
} from './types';

export interface ResolvedPart {
  readonly id: string;
  readonly d: string;
}

export interface ResolvedStripe {
  readonly zone: StripeZone;
  /** The stripe's region at the requested width, already inside its parts. */
  readonly d: string;
  /** The parts it belongs to, as one path: a renderer may clip its own band to this instead. */
  readonly clip: string;
  /** Paint it right after this part, so that parts drawn later (collar, pocket, cuffs) cover it. */
  readonly paintAfter: string;
}

export interface ResolvedShading {
  readonly d: string;
  readonly color: '#000000' | '#ffffff';
  readonly alpha: number;
  readonly blend: ShadingBlend;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A piece of the mannequin to paint in the skin tone. */
export interface ResolvedBodyPart {
  readonly d: string;
  readonly cut: string | null;
  /** Painted over the garment's parts and shading (the neck in the neck opening); else behind the garment. */
  readonly over: boolean;
  /** A point of it the garment never covers. */
  readonly anchor: readonly [number, number] | null;
}

/** One view drawn for one selection: paint the parts in order, stripes after their part, then shading, then the outline. */
export interface ResolvedView {
  readonly parts: readonly ResolvedPart[];
  /** The mannequin, for a renderer that shows the garment worn. */
  readonly body: readonly ResolvedBodyPart[];
  readonly stripes: readonly ResolvedStripe[];
  readonly shading: readonly ResolvedShading[];
  /** Part edges and seams, to stroke thin and dark over everything. */
  readonly outline: string;
  readonly printAreas: Readonly<Record<string, Rect>>;
}

/** Older documents and other parts of the studio call a crew neck 'round'. */
const COLLAR_ALIASES: Readonly<Record<string, string>> = {
  round: 'crew',
  vneck: 'v-neck',
  'v neck': 'v-neck',
};

export function matches(when: PartCondition | undefined, s: GarmentSelection): boolean {
  if (!when) return true;
  if (when.sleeves && !when.sleeves.includes(s.sleeves)) return false;
  if (when.collar && !when.collar.includes(s.collar)) return false;
  if (when.buttons && !when.buttons.includes(s.buttons)) return false;
  if (when.pocket !== undefined && when.pocket !== s.pocket) return false;
  if (when.hood !== undefined && when.hood !== s.hood) return false;
  if (when.drawstring !== undefined && when.drawstring !== s.drawstring) return false;
  return true;
}

/**
 * A selection the garment can draw: missing fields from the garment's defaults, choices it
 * does not offer replaced by the nearest it does (a button count snaps to the closest offered).
 */
export function normaliseSelection(garment: GarmentDefinition, wanted: Partial<GarmentSelection> = {}): GarmentSelection {
  const { options, defaults } = garment;
  const sleeves = wanted.sleeves && options.sleeves.includes(wanted.sleeves) ? wanted.sleeves : defaults.sleeves;
  const rawCollar = wanted.collar === undefined ? defaults.collar : (COLLAR_ALIASES[wanted.collar] ?? wanted.collar);
  const collar = options.collars.includes(rawCollar) ? rawCollar : defaults.collar;
  let buttons = 0;
  if (options.buttons) {
    const count = wanted.buttons ?? defaults.buttons;
    buttons =
      count <= 0
        ? 0
        : options.buttonCounts.reduce((best, c) => (Math.abs(c - count) < Math.abs(best - count) ? c : best), options.buttonCounts[0] ?? 0);
  }
  return {
    sleeves,
    collar,
    buttons,
    pocket: options.pocket && (wanted.pocket ?? defaults.pocket),
    hood: options.hood && (wanted.hood ?? defaults.hood),
    drawstring: options.drawstring && (wanted.drawstring ?? defaults.drawstring),
  };
}

/** The region of a stripe zone at `width`, clipped to the given part paths. */
export function stripeRegion(zone: StripeZoneDefinition, partPaths: readonly string[], width = zone.defaultWidth): string {
  const pieces: string[] = [];
  for (const band of zone.bands) {
    const polygon = sweptBand(band.from, band.to, band.direction, width, band.centred ?? false);
    for (const d of partPaths) pieces.push(clipPath(d, polygon));
  }
  return combine(...pieces);
}

/**
 * What to draw of one view of a garment for a selection (normalised first). `stripeWidths`
 * sets the width of each stripe zone; zones left out use the garment's default width.
 */
export function resolveView(
  garment: DesignSlug | GarmentDefinition,
  view: ViewId,
  selection: Partial<GarmentSelection> = {},
  stripeWidths: Partial<Record<StripeZone, number>> = {},
): ResolvedView {
  const def = typeof garment === 'string' ? GARMENTS[garment] : garment;
  const s = normaliseSelection(def, selection);
  const v = def.views[view];
  const drawn = v.parts.filter((p) => matches(p.when, s));
  const parts = drawn.map(({ id, d }) => ({ id, d }));

  const stripes: ResolvedStripe[] = [];
  for (const zone of STRIPE_ZONES) {
    for (const z of v.stripes[zone] ?? []) {
      if (!matches(z.when, s)) continue;
      const own = parts.filter((p) => z.parts.includes(p.id));
      const last = own[own.length - 1];
      if (!last) continue;
      const d = stripeRegion(
        z,
        own.map((p) => p.d),
        stripeWidths[zone] ?? z.defaultWidth,
      );
      if (d)
        stripes.push({
          zone,
          d,
          clip: combine(...own.map((p) => p.d)),
          paintAfter: last.id,
        });
    }
  }

  const shading = v.shading.filter((x) => matches(x.when, s)).map(({ d, color, alpha, blend }) => ({ d, color, alpha, blend }));
  const outline = combine(...drawn.map((p) => p.d), ...drawn.map((p) => p.details ?? ''), v.outline);
  const printAreas: Record<string, Rect> = {};
  for (const a of v.printAreas) {
    if (matches(a.when, s)) printAreas[a.id] = { x: a.x, y: a.y, width: a.width, height: a.height };
  }
  const body = v.body.filter((b) => matches(b.when, s)).map((b) => ({ d: b.d, cut: b.cut ?? null, over: b.over === true, anchor: b.anchor ?? null }));
  return { parts, body, stripes, shading, outline, printAreas };
}
