import { z } from 'zod';
import type { DesignSlug } from '../routes';

/**
 * What a print shop prints per piece (docs/product.md §11): each printed side of a garment as a
 * picture of its print area, sized in centimetres for the piece's size. Where a side lies on the
 * studio's 1000×1000 artboard of its view comes from the garment catalogue (the body, sleeve and
 * shorts outlines of remote-designer/src/garments at their default options: the studio lets a
 * layer go anywhere on a panel, so the whole panel is its print area); how large it prints is the
 * size chart below, which a shop overrides per garment, size and side
 * (`settings.production.printAreas`).
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

/** A side of a garment: the view it is drawn on and its box there. */
export interface SideOnArtboard {
  side: PrintSide;
  view: 'front' | 'back';
  box: ArtboardBox;
}

const box = (minX: number, minY: number, maxX: number, maxY: number): ArtboardBox => ({ x: minX, y: minY, width: maxX - minX, height: maxY - minY });

/** Each garment's printed sides; a sleeve is drawn on the front view, where the studio places its layers. */
export const GARMENT_SIDES: Readonly<Record<DesignSlug, readonly SideOnArtboard[]>> = {
  soccer: [
    { side: 'front', view: 'front', box: box(322, 62, 678, 540) },
    { side: 'back', view: 'back', box: box(322, 62, 678, 540) },
    { side: 'sleeve-left', view: 'front', box: box(668, 88, 777, 250) },
    { side: 'sleeve-right', view: 'front', box: box(223, 88, 332, 250) },
    { side: 'shorts', view: 'front', box: box(298, 592, 702, 912) },
  ],
  polo: [
    { side: 'front', view: 'front', box: box(286, 168, 714, 800) },
    { side: 'back', view: 'back', box: box(286, 168, 714, 800) },
    { side: 'sleeve-left', view: 'front', box: box(702, 200, 817, 388) },
    { side: 'sleeve-right', view: 'front', box: box(183, 200, 298, 388) },
  ],
  sleeveless: [
    { side: 'front', view: 'front', box: box(282, 150, 718, 850) },
    { side: 'back', view: 'back', box: box(282, 150, 718, 850) },
  ],
  oversizedshirt: [
    { side: 'front', view: 'front', box: box(214, 150, 786, 890) },
    { side: 'back', view: 'back', box: box(214, 150, 786, 890) },
    { side: 'sleeve-left', view: 'front', box: box(780, 214, 934, 448) },
    { side: 'sleeve-right', view: 'front', box: box(66, 214, 220, 448) },
  ],
  tshirt: [
    { side: 'front', view: 'front', box: box(288, 160, 712, 778) },
    { side: 'back', view: 'back', box: box(288, 160, 712, 778) },
    { side: 'sleeve-left', view: 'front', box: box(700, 194, 834, 397) },
    { side: 'sleeve-right', view: 'front', box: box(166, 194, 300, 397) },
  ],
  hoodie: [
    { side: 'front', view: 'front', box: box(268, 220, 732, 905) },
    { side: 'back', view: 'back', box: box(268, 220, 732, 905) },
    { side: 'sleeve-left', view: 'front', box: box(723, 240, 875, 753) },
    { side: 'sleeve-right', view: 'front', box: box(125, 240, 277, 753) },
  ],
  boxyfit: [
    { side: 'front', view: 'front', box: box(238, 222, 762, 768) },
    { side: 'back', view: 'back', box: box(238, 222, 762, 768) },
    { side: 'sleeve-left', view: 'front', box: box(754, 252, 901, 453) },
    { side: 'sleeve-right', view: 'front', box: box(99, 252, 246, 453) },
  ],
  boxingtrunk: [
    { side: 'front', view: 'front', box: box(206, 244, 794, 736) },
    { side: 'back', view: 'back', box: box(206, 244, 794, 736) },
  ],
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

export const PrintAreaCm = z.object({ widthCm: z.number().min(1).max(200), heightCm: z.number().min(1).max(200) });
export type PrintAreaCm = z.infer<typeof PrintAreaCm>;

/** `settings.production.printAreas`: per garment slug, per size, per side, the print area in cm. */
export const PrintAreaOverrides = z.partialRecord(z.string(), z.record(z.string(), z.partialRecord(PrintSide, PrintAreaCm)));
export type PrintAreaOverrides = z.infer<typeof PrintAreaOverrides>;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A side's print area in cm for a size: the shop's figure if it set one, else the box graded from M (a size the chart does not know prints as M). */
export function printAreaCm(product: DesignSlug, side: SideOnArtboard, size: string, overrides: PrintAreaOverrides = {}): PrintAreaCm {
  const own = overrides[product]?.[size]?.[side.side];
  if (own) return own;
  const scale = CM_PER_UNIT_AT_M[product] * (GRADING[size] ?? 1);
  return { widthCm: round1(side.box.width * scale), heightCm: round1(side.box.height * scale) };
}

/** Pixels of a length in cm at a resolution (300 dpi for print files). */
export const pixelsOf = (cm: number, dpi: number): number => Math.max(1, Math.round((cm / 2.54) * dpi));

/** The sides a garment prints, front and back first. */
export function sidesOf(product: DesignSlug): readonly SideOnArtboard[] {
  return GARMENT_SIDES[product];
}
