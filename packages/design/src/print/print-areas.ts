import type { DesignSlug } from '../garments/design-slugs';

/**
 * What a print shop prints per piece (docs/product.md §11): each printed side of a garment as a
 * picture of its print area, sized in centimetres for the piece's size. Two boxes per side on the
 * studio's 1000×1000 artboard of its view, both read from the garment catalogue at its default
 * options (garment-sides.ts): the panel (body, sleeve, shorts outline), which bounds what can be
 * printed there, and the print area (the union of the catalogue's print areas of that side:
 * chest, back name and number, sleeve badge, shorts number), where the studio puts layers and
 * where a print shop prints. How large it prints is the size chart below (the garment's
 * grading), which a shop overrides per garment, size and side (`settings.production.printAreas`).
 * A print file covers the print area, grown to a layer the customer moved beyond it (never past
 * the panel): nothing designed is cut off, and an ordinary design is not a whole panel of
 * transparent pixels.
 */

export const PRINT_SIDES = ['front', 'back', 'sleeve-left', 'sleeve-right', 'shorts'] as const;
export type PrintSide = (typeof PRINT_SIDES)[number];

/** A side's print area in cm (the shop's figure, or the catalogue's at a size). */
export interface PrintAreaCm {
  widthCm: number;
  heightCm: number;
}

/** `settings.production.printAreas`: per garment slug, per size, per side, the print area in cm (checked by print-area-schemas.ts). */
export type PrintAreaOverrides = Partial<Record<string, Record<string, Partial<Record<PrintSide, PrintAreaCm>>>>>;

/** A rectangle in garment units on a view's artboard. */
export interface ArtboardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A side of a garment: the view it is drawn on, its panel there and its print area (garment-sides.ts). */
export interface SideOnArtboard {
  side: PrintSide;
  view: 'front' | 'back';
  /** The panel: nothing outside it is on this side of the garment. */
  box: ArtboardBox;
  /** The print area inside it, at the garment's default options. */
  area: ArtboardBox;
}

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
