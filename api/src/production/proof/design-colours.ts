import { hexOf, nearestNamedColour, rgbOf, type NamedColour, type Rgb } from '@teamwear/design/print';
import { partPaint, resolvedViewOf, VIEWS, type Design, type Layer, type Paint, type PatternFill, type Stripes } from '@teamwear/design';

/** Where on the design a colour is: the proof names each in the order's language (proof-strings.ts). */
export type ColourPlace =
  | { kind: 'part'; part: string }
  | { kind: 'stripe'; stripe: keyof Stripes }
  | { kind: 'buttons' }
  /** The garment-wide pattern (`part` null) or one part's own. */
  | { kind: 'pattern'; part: string | null }
  /** A layer by its kind, with its text when it has one, and its place among the layers of its kind (1, 2, …). */
  | { kind: 'layer'; layer: Layer['kind']; text: string | null; nth: number };

/** What of the place has the colour. */
export type ColourRole = { kind: 'fill' } | { kind: 'stroke' } | { kind: 'stop'; stop: number } | { kind: 'tint' } | { kind: 'recolour' };

/** One colour of one place of the design, as the proof lists it for the print shop. */
export interface DesignColour {
  place: ColourPlace;
  role: ColourRole;
  hex: string;
  rgb: Rgb;
  nearest: (NamedColour & { deltaE: number }) | null;
}

type Found = Omit<DesignColour, 'rgb' | 'nearest'>;

/** A paint's colours: its one colour, or each stop of a gradient. */
function paintColours(paint: Paint, place: ColourPlace): Found[] {
  if (paint.kind === 'solid') return [{ place, role: { kind: 'fill' }, hex: paint.color }];
  return paint.stops.map((stop, index) => ({ place, role: { kind: 'stop', stop: index + 1 }, hex: stop.color }));
}

const patternTint = (pattern: PatternFill, part: string | null): Found[] =>
  pattern.id !== null && pattern.tint !== null ? [{ place: { kind: 'pattern', part }, role: { kind: 'tint' }, hex: pattern.tint }] : [];

/**
 * Every colour a design prints, place by place, read from the migrated document and the garment it
 * is on (so every field the studio can colour is here: the garment's parts, its bands, buttons, the
 * patterns' tints, the garment's and each part's, and the layers' fills, outlines and recoloured
 * pictures), with its RGB and the nearest
 * named ink or thread of the shop's list. Hidden layers and bands turned off print nothing and are
 * not listed.
 */
export function designColours(doc: Design, inks: readonly NamedColour[]): DesignColour[] {
  const found: Found[] = [];
  // The garment's own parts and bands as the studio draws them (a part the design leaves alone is
  // printed in the catalogue's colour, so it is listed too; a band the garment lacks is not).
  const views = VIEWS.map((view) => resolvedViewOf(doc, view));
  const parts = [...new Set(views.flatMap((view) => view.parts.map((part) => part.id)))];
  const zones = new Set(views.flatMap((view) => view.stripes.map((stripe) => stripe.zone)));
  for (const part of parts) {
    if (part !== 'buttons') found.push(...paintColours(partPaint(doc, part), { kind: 'part', part }));
  }
  for (const [stripe, band] of Object.entries(doc.stripes) as [keyof Stripes, Stripes[keyof Stripes]][]) {
    if (band.enabled && zones.has(stripe)) found.push(...paintColours(band.paint, { kind: 'stripe', stripe }));
  }
  if (parts.includes('buttons')) found.push(...paintColours(doc.buttons.paint, { kind: 'buttons' }));
  found.push(...patternTint(doc.pattern, null));
  for (const [part, pattern] of Object.entries(doc.partPatterns)) {
    if (parts.includes(part)) found.push(...patternTint(pattern, part));
  }
  const seen = new Map<Layer['kind'], number>();
  for (const layer of doc.layers) {
    const nth = (seen.get(layer.kind) ?? 0) + 1;
    seen.set(layer.kind, nth);
    if (!layer.visible || layer.opacity === 0) continue;
    const place: ColourPlace = { kind: 'layer', layer: layer.kind, text: 'text' in layer && layer.text.trim() ? layer.text.trim() : null, nth };
    if ('fill' in layer) found.push(...paintColours(layer.fill, place));
    if ('edits' in layer && layer.edits?.recolour) found.push({ place, role: { kind: 'recolour' }, hex: layer.edits.recolour });
    if (layer.stroke.width > 0) found.push({ place, role: { kind: 'stroke' }, hex: layer.stroke.color });
  }
  return found.flatMap((colour) => {
    const rgb = rgbOf(colour.hex);
    return rgb ? [{ ...colour, hex: hexOf(rgb), rgb, nearest: nearestNamedColour(rgb, inks) }] : [];
  });
}
