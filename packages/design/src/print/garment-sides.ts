import { GARMENTS } from '../garments/catalogue';
import { DESIGN_SLUGS, type DesignSlug } from '../garments/design-slugs';
import { pathBounds } from '../garments/geometry/svg-path';
import { printRegionOf, sideOfArea, type SideOfArea } from '../garments/print-regions';
import { normaliseSelection, resolveView, type ResolvedView } from '../garments/resolve';
import type { ViewId } from '../garments/types';
import { PRINT_SIDES, type ArtboardBox, type PrintSide, type SideOnArtboard } from './print-areas';

/**
 * Each printed side of a garment, read from the garment catalogue at the garment's default
 * options (with the sleeve length a design chose): the view it is drawn on, its panel there and
 * its print area (print-areas.ts says what a print shop does with them). A side is printed when
 * its view has print areas on it. Its print area is their union, as the studio places new layers
 * in it (printRegionOf). Its panel is the bounds of its parts: on the front or back the body with
 * the hem rib under it (every part of the view when there is no body, as on the boxing trunks,
 * whose shorts number is part of the front), a sleeve's own part, the shorts' parts. Redrawing a
 * garment redraws its print files; nothing here is written by hand.
 */

/** The sleeve length a design chose (its `sleeves`); absent, the garment's default. */
export type SleeveLength = 'short' | 'long' | 'none';

interface SideRule {
  /** A sleeve is drawn on the front view, where the studio places its layers. */
  view: ViewId;
  /** The view's print areas that make up the side's print area. */
  areas: SideOfArea;
  /** Whether a part of the view belongs to the side's panel. */
  inPanel: (partId: string, viewHasBody: boolean) => boolean;
}

const bodyAndHem = (partId: string, viewHasBody: boolean) => !viewHasBody || partId === 'body' || partId === 'waistband';

const SIDE_RULES: Readonly<Record<PrintSide, SideRule>> = {
  front: { view: 'front', areas: 'main', inPanel: bodyAndHem },
  back: { view: 'back', areas: 'main', inPanel: bodyAndHem },
  'sleeve-left': { view: 'front', areas: 'sleeve-left', inPanel: (partId) => partId === 'leftSleeve' },
  'sleeve-right': { view: 'front', areas: 'sleeve-right', inPanel: (partId) => partId === 'rightSleeve' },
  shorts: { view: 'front', areas: 'shorts', inPanel: (partId) => partId.startsWith('shorts') },
};

/**
 * The bounds of some parts, in whole garment units: pathBounds follows curves as polylines, so
 * its last decimals mean nothing, and print files are sized from these boxes.
 */
function panelOf(parts: ResolvedView['parts']): ArtboardBox {
  const bounds = parts.map((part) => pathBounds(part.d));
  const [minX, minY, maxX, maxY] = [
    Math.min(...bounds.map((b) => b.minX)),
    Math.min(...bounds.map((b) => b.minY)),
    Math.max(...bounds.map((b) => b.maxX)),
    Math.max(...bounds.map((b) => b.maxY)),
  ].map(Math.round) as [number, number, number, number];
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function deriveSides(product: DesignSlug, sleeves: SleeveLength): SideOnArtboard[] {
  const views = { front: resolveView(product, 'front', { sleeves }), back: resolveView(product, 'back', { sleeves }) };
  return PRINT_SIDES.flatMap((side) => {
    const { view, areas, inPanel } = SIDE_RULES[side];
    const resolved = views[view];
    const hasBody = resolved.parts.some((part) => part.id === 'body');
    const first = Object.keys(resolved.printAreas).find((id) => sideOfArea(id, hasBody) === areas);
    const area = first === undefined ? null : printRegionOf(resolved, first);
    if (!area) return [];
    const parts = resolved.parts.filter((part) => inPanel(part.id, hasBody));
    if (parts.length === 0) throw new Error(`The ${product} has print areas on its ${side} but no part there to bound them`);
    return [{ side, view, box: panelOf(parts), area: { x: area.x, y: area.y, width: area.width, height: area.height } }];
  });
}

const sameBox = (a: ArtboardBox, b: ArtboardBox) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const derived = new Map<string, readonly SideOnArtboard[]>();

/**
 * The sides a garment prints, front and back first, worked out the first time they are asked for
 * (the API and scripts load this module without printing anything). With long sleeves chosen on a
 * garment that is short-sleeved by default, its sleeve sides are the long sleeve's: a sponsor on a
 * long sleeve prints on that sleeve's file, not outside a short sleeve's outline. A length the
 * garment does not offer prints as its default; the other sides are the default's own objects.
 */
export function sidesOf(product: DesignSlug, sleeves?: SleeveLength): readonly SideOnArtboard[] {
  const garment = GARMENTS[product];
  const length = normaliseSelection(garment, sleeves ? { sleeves } : {}).sleeves;
  const key = `${product} ${length}`;
  const known = derived.get(key);
  if (known) return known;
  const own = deriveSides(product, length);
  const byDefault = length === garment.defaults.sleeves ? own : sidesOf(product);
  const sides = own.map((side) => byDefault.find((other) => other.side === side.side && other.view === side.view && sameBox(other.box, side.box) && sameBox(other.area, side.area)) ?? side);
  derived.set(key, sides);
  return sides;
}

/** Each garment's printed sides at its default options, by slug (each worked out when first read). */
export const GARMENT_SIDES: Readonly<Record<DesignSlug, readonly SideOnArtboard[]>> = Object.freeze(
  Object.defineProperties(
    {} as Record<DesignSlug, readonly SideOnArtboard[]>,
    Object.fromEntries(DESIGN_SLUGS.map((slug) => [slug, { enumerable: true, get: () => sidesOf(slug) }])),
  ),
);

/** The sides a garment prints at its default options, by name: a shop sets print areas for these only. */
export const printedSides = (product: DesignSlug): readonly PrintSide[] => sidesOf(product).map((side) => side.side);
