import { z } from 'zod';
import type { DesignSlug } from '../garments/design-slugs';

/**
 * What a print shop prints per piece (docs/product.md §11): each printed side of a garment as a
 * picture of its print area, sized in centimetres for the piece's size. Two boxes per side on the
 * studio's 1000×1000 artboard of its view, both taken from the garment catalogue
 * (remote-designer/src/garments at their default options; api/src/production checks they still
 * match it): the panel (body, sleeve, shorts outline), which bounds what can be printed there,
 * and the print area (the union of the catalogue's print areas of that side: chest, back name and
 * number, sleeve badge, shorts number), where the studio puts layers and where a print shop
 * prints. How large it prints is the size chart below (the garment's grading), which a shop
 * overrides per garment, size and side (`settings.production.printAreas`). A print file covers
 * the print area, grown to a layer the customer moved beyond it (never past the panel): nothing
 * designed is cut off, and an ordinary design is not a whole panel of transparent pixels.
 */

export const PRINT_SIDES = ['front', 'back', 'sleeve-left', 'sleeve-right', 'shorts'] as const;
export const PrintSide = z.enum(PRINT_SIDES);
export type PrintSide = z.infer<typeof PrintSide>;

/** A rectangle in garment units on a view's artboard. */
export interface ArtboardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A side of a garment: the view it is drawn on, its panel there and its print area. */
export interface SideOnArtboard {
  side: PrintSide;
  view: 'front' | 'back';
  /** The panel: nothing outside it is on this side of the garment. */
  box: ArtboardBox;
  /** The print area inside it, at the garment's default options. */
  area: ArtboardBox;
}

const box = (minX: number, minY: number, maxX: number, maxY: number): ArtboardBox => ({ x: minX, y: minY, width: maxX - minX, height: maxY - minY });
const side = (name: PrintSide, view: SideOnArtboard['view'], panel: ArtboardBox, area: ArtboardBox): SideOnArtboard => ({ side: name, view, box: panel, area });

/** Each garment's printed sides; a sleeve is drawn on the front view, where the studio places its layers. */
export const GARMENT_SIDES: Readonly<Record<DesignSlug, readonly SideOnArtboard[]>> = {
  soccer: [
    side('front', 'front', box(322, 62, 678, 540), box(384, 150, 616, 360)),
    side('back', 'back', box(322, 62, 678, 540), box(385, 118, 615, 372)),
    side('sleeve-left', 'front', box(668, 88, 777, 250), box(681, 154, 737, 210)),
    side('sleeve-right', 'front', box(223, 88, 332, 250), box(263, 154, 319, 210)),
    side('shorts', 'front', box(298, 592, 702, 912), box(560, 690, 640, 770)),
  ],
  polo: [
    side('front', 'front', box(286, 168, 714, 800), box(380, 300, 642, 560)),
    side('back', 'back', box(286, 168, 714, 800), box(360, 250, 640, 542)),
    side('sleeve-left', 'front', box(702, 200, 817, 388), box(711, 282, 768, 339)),
    side('sleeve-right', 'front', box(183, 200, 298, 388), box(233, 282, 290, 339)),
  ],
  sleeveless: [side('front', 'front', box(282, 150, 718, 850), box(380, 330, 640, 560)), side('back', 'back', box(282, 150, 718, 850), box(360, 235, 640, 565))],
  oversizedshirt: [
    side('front', 'front', box(214, 150, 786, 890), box(355, 300, 675, 540)),
    side('back', 'back', box(214, 150, 786, 890), box(340, 225, 660, 580)),
    side('sleeve-left', 'front', box(780, 214, 934, 448), box(788, 304, 872, 388)),
    side('sleeve-right', 'front', box(66, 214, 220, 448), box(128, 304, 212, 388)),
  ],
  tshirt: [
    side('front', 'front', box(288, 160, 712, 778), box(385, 300, 642, 490)),
    side('back', 'back', box(288, 160, 712, 778), box(360, 232, 640, 525)),
    side('sleeve-left', 'front', box(700, 194, 834, 397), box(715, 278, 785, 348)),
    side('sleeve-right', 'front', box(166, 194, 300, 397), box(215, 278, 285, 348)),
  ],
  hoodie: [
    side('front', 'front', box(268, 220, 732, 905), box(380, 330, 640, 580)),
    side('back', 'back', box(268, 220, 732, 905), box(350, 300, 650, 655)),
    side('sleeve-left', 'front', box(723, 240, 875, 753), box(751, 482, 783, 514)),
    side('sleeve-right', 'front', box(125, 240, 277, 753), box(217, 482, 249, 514)),
  ],
  boxyfit: [
    side('front', 'front', box(238, 222, 762, 768), box(365, 360, 669, 560)),
    side('back', 'back', box(238, 222, 762, 768), box(345, 290, 655, 600)),
    side('sleeve-left', 'front', box(754, 252, 901, 453), box(771, 317, 858, 404)),
    side('sleeve-right', 'front', box(99, 252, 246, 453), box(143, 317, 230, 404)),
  ],
  boxingtrunk: [side('front', 'front', box(206, 244, 794, 736), box(350, 266, 650, 560)), side('back', 'back', box(206, 244, 794, 736), box(340, 270, 660, 560))],
};

/**
 * The sleeve sides of a garment made with long sleeves where it is short-sleeved by default: a long
 * sleeve's panel runs down to the cuff, and its print area (the catalogue's largest square on the
 * upper arm) sits lower than the short sleeve's. A hoodie is long-sleeved by default: its sides
 * above are already these.
 */
export const LONG_SLEEVE_SIDES: Readonly<Partial<Record<DesignSlug, readonly SideOnArtboard[]>>> = {
  soccer: [side('sleeve-left', 'front', box(668, 88, 772, 465), box(697, 314, 720, 337)), side('sleeve-right', 'front', box(228, 88, 332, 465), box(281, 314, 304, 337))],
  polo: [side('sleeve-left', 'front', box(702, 200, 844, 685), box(735, 443, 760, 468)), side('sleeve-right', 'front', box(156, 200, 298, 685), box(241, 443, 266, 468))],
  oversizedshirt: [side('sleeve-left', 'front', box(780, 214, 934, 664), box(803, 463, 860, 520)), side('sleeve-right', 'front', box(66, 214, 220, 664), box(141, 463, 198, 520))],
  tshirt: [side('sleeve-left', 'front', box(700, 194, 842, 679), box(733, 437, 758, 462)), side('sleeve-right', 'front', box(158, 194, 300, 679), box(243, 437, 268, 462))],
  boxyfit: [side('sleeve-left', 'front', box(754, 252, 911, 665), box(784, 476, 837, 529)), side('sleeve-right', 'front', box(89, 252, 246, 665), box(164, 476, 217, 529))],
};

/** Centimetres per garment unit at size M: the garment's chest (or hip) width on the artboard against the real one. */
const CM_PER_UNIT_AT_M: Readonly<Record<DesignSlug, number>> = {
  soccer: 0.146,
  polo: 0.122,
  sleeveless: 0.119,
  oversizedshirt: 0.105,
  tshirt: 0.123,
  hoodie: 0.118,
  boxyfit: 0.107,
  boxingtrunk: 0.085,
};

/** How a size grows or shrinks against M (a print area follows the garment's pattern grading). */
const GRADING: Readonly<Record<string, number>> = {
  XS: 0.88,
  S: 0.94,
  M: 1,
  L: 1.06,
  XL: 1.12,
  '2XL': 1.18,
  '3XL': 1.24,
  '4XL': 1.3,
  '5XL': 1.36,
  '4Y': 0.62,
  '6Y': 0.68,
  '8Y': 0.74,
  '10Y': 0.8,
  '12Y': 0.86,
  '14Y': 0.92,
};

const centimetres = (what: 'wide' | 'high') =>
  z
    .number({ error: `A print area's ${what === 'wide' ? 'width' : 'height'} is a number of cm` })
    .min(1, `A print area is at least 1 cm ${what}`)
    .max(200, `A print area is at most 200 cm ${what}`);
export const PrintAreaCm = z.object({ widthCm: centimetres('wide'), heightCm: centimetres('high') });
export type PrintAreaCm = z.infer<typeof PrintAreaCm>;

/** `settings.production.printAreas`: per garment slug, per size, per side, the print area in cm. */
export const PrintAreaOverrides = z.partialRecord(z.string(), z.record(z.string(), z.partialRecord(PrintSide, PrintAreaCm)));
export type PrintAreaOverrides = z.infer<typeof PrintAreaOverrides>;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** How a side prints at a size: its print area on the artboard and the centimetres one garment unit prints as. */
export interface SidePrint {
  area: ArtboardBox;
  cmPerUnit: number;
}

/**
 * A side at a size. By default the catalogue's print area, graded from M (a size the chart does
 * not know prints as M). The shop's figure for the size and side sets the area's width and height
 * in cm; its width against the catalogue area's says how large the garment prints at that size,
 * and the area keeps its centre.
 */
export function sidePrint(product: DesignSlug, side: SideOnArtboard, size: string, overrides: PrintAreaOverrides = {}): SidePrint {
  const own = overrides[product]?.[size]?.[side.side];
  if (!own) return { area: side.area, cmPerUnit: CM_PER_UNIT_AT_M[product] * (GRADING[size] ?? 1) };
  const cmPerUnit = own.widthCm / side.area.width;
  const [width, height] = [side.area.width, own.heightCm / cmPerUnit];
  return { area: { x: side.area.x, y: side.area.y + (side.area.height - height) / 2, width, height }, cmPerUnit };
}

/** A side's print area in cm for a size (the shop's figure if it set one). */
export function printAreaCm(product: DesignSlug, side: SideOnArtboard, size: string, overrides: PrintAreaOverrides = {}): PrintAreaCm {
  const { area, cmPerUnit } = sidePrint(product, side, size, overrides);
  return { widthCm: round1(area.width * cmPerUnit), heightCm: round1(area.height * cmPerUnit) };
}

/** Pixels of a length in cm at a resolution (300 dpi for print files). */
export const pixelsOf = (cm: number, dpi: number): number => Math.max(1, Math.round((cm / 2.54) * dpi));

/** The sleeve length a design chose (its `sleeves`); absent, the garment's default. */
export type SleeveLength = 'short' | 'long' | 'none';

/**
 * The sides a garment prints, front and back first. With long sleeves chosen on a garment that
 * is short-sleeved by default, its sleeve sides are the long sleeve's (LONG_SLEEVE_SIDES): a
 * sponsor on a long sleeve prints on that sleeve's file, not outside a short sleeve's outline.
 */
export function sidesOf(product: DesignSlug, sleeves?: SleeveLength): readonly SideOnArtboard[] {
  const sides = GARMENT_SIDES[product];
  const long = sleeves === 'long' ? LONG_SLEEVE_SIDES[product] : undefined;
  if (!long) return sides;
  return sides.map((candidate) => long.find((sleeve) => sleeve.side === candidate.side) ?? candidate);
}
