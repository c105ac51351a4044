import { GARMENTS, type GarmentSelection, type StripeZone } from '../../garments';
import type { View } from '../document/constants';
import type { Design, Paint, PatternFill } from '../document/types';

/**
 * How a design dresses its garment, read the same way by everything that draws it: the Pixi
 * canvas and exports, the SVG thumbnails, the panels. No Pixi here, so jest and the
 * thumbnails can use it.
 */

/** How the garment is shown: on the mannequin (in the design's skin tone) or on its own. */
export interface GarmentLook {
  body: boolean;
}

export const WORN: GarmentLook = { body: true };
export const ON_ITS_OWN: GarmentLook = { body: false };

/** Garment units one pattern tile covers at pattern scale 1. */
export const PATTERN_TILE_UNITS = 320;

export function garmentSelectionOf(doc: Design): GarmentSelection {
  return {
    sleeves: doc.sleeves,
    collar: doc.collar,
    pocket: doc.pocket,
    buttons: doc.buttons.count,
    hood: doc.hood,
    drawstring: doc.drawstring,
  };
}

export function stripeWidthsOf(doc: Design): Record<StripeZone, number> {
  return { second: doc.stripes.second.width, bottom: doc.stripes.bottom.width, sleeve: doc.stripes.sleeve.width, shorts: doc.stripes.shorts.width };
}

/** The paint of a part: the design's, the buttons' own, or the catalogue's default colour for a part it does not name. */
export function partPaint(doc: Design, partId: string): Paint {
  if (partId === 'buttons') return doc.buttons.paint;
  const own = doc.parts[partId];
  if (own) return own;
  const info = GARMENTS[doc.product].parts.find((part) => part.id === partId);
  return { kind: 'solid', color: info?.defaultColour ?? '#9ca3af' };
}

/** The part's own pattern, or the design's. */
export function patternOf(doc: Design, partId: string): PatternFill {
  return doc.partPatterns[partId] ?? doc.pattern;
}

/**
 * Everything of the design the garment's look depends on, as one string: the scene rebuilds
 * the garment only when it changes (moving a layer leaves it alone). `patternsReady` counts
 * the tiles loaded, so that a tile arriving redraws the parts that wait for it.
 */
export function garmentKey(doc: Design, view: View, patternsReady: number, look: GarmentLook = WORN): string {
  return JSON.stringify([
    look.body ? doc.skin : null,
    doc.product,
    view,
    garmentSelectionOf(doc),
    doc.buttons.paint,
    doc.parts,
    doc.stripes,
    doc.pattern,
    doc.partPatterns,
    patternsReady,
  ]);
}
