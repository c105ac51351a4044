import { hexOf, nearestNamedColour, rgbOf, type NamedColour, type Rgb } from './named-colours';

/** Where a colour of a design is used: a garment part, a trim stripe, a layer (text, number, name), a pattern. */
export type ColourUse = 'part' | 'stripe' | 'layer' | 'pattern' | 'buttons';

/** One colour of one place of the design, as the proof lists it for the print shop. */
export interface DesignColour {
  use: ColourUse;
  /** The part, stripe zone or layer id; for a layer, its kind too (`backNumber: layer-3`). */
  where: string;
  /** What of it: fill, a gradient stop, stroke, tint. */
  role: string;
  hex: string;
  rgb: Rgb;
  nearest: (NamedColour & { deltaE: number }) | null;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The colours of a paint: one for a solid, each stop of a gradient. */
function paintColours(paint: unknown, role: string): { role: string; hex: string }[] {
  if (!isObject(paint)) return [];
  if (paint.kind === 'solid' && typeof paint.color === 'string') return [{ role, hex: paint.color }];
  if (!Array.isArray(paint.stops)) return [];
  return paint.stops.flatMap((stop, index) =>
    isObject(stop) && typeof stop.color === 'string' ? [{ role: `${role} (${String(paint.kind)} stop ${index + 1})`, hex: stop.color }] : [],
  );
}

/**
 * Every colour a design document uses, part by part and layer by layer, with its RGB and the
 * nearest named thread or ink of the shop's list. Read leniently (the order keeps the document as
 * it was stored): whatever is not a colour is left out, never guessed. Hidden layers and unused
 * stripes print nothing, so they are not listed.
 */
export function designColours(document: unknown, inks: readonly NamedColour[]): DesignColour[] {
  if (!isObject(document)) return [];
  const found: { use: ColourUse; where: string; role: string; hex: string }[] = [];
  if (isObject(document.parts)) {
    for (const [part, paint] of Object.entries(document.parts)) found.push(...paintColours(paint, 'fill').map((colour) => ({ use: 'part' as const, where: part, ...colour })));
  }
  if (isObject(document.stripes)) {
    for (const [zone, stripe] of Object.entries(document.stripes)) {
      if (isObject(stripe) && stripe.enabled === true) found.push(...paintColours(stripe.paint, 'fill').map((colour) => ({ use: 'stripe' as const, where: zone, ...colour })));
    }
  }
  if (isObject(document.buttons) && typeof document.buttons.count === 'number' && document.buttons.count > 0) {
    found.push(...paintColours(document.buttons.paint, 'fill').map((colour) => ({ use: 'buttons' as const, where: 'buttons', ...colour })));
  }
  if (isObject(document.pattern) && document.pattern.id && typeof document.pattern.tint === 'string') {
    found.push({ use: 'pattern', where: String(document.pattern.id), role: 'tint', hex: document.pattern.tint });
  }
  if (Array.isArray(document.layers)) {
    for (const layer of document.layers) {
      if (!isObject(layer) || layer.visible === false) continue;
      const where = `${String(layer.kind)}: ${String(layer.id)}`;
      found.push(...paintColours(layer.fill, 'fill').map((colour) => ({ use: 'layer' as const, where, ...colour })));
      if (isObject(layer.stroke) && typeof layer.stroke.width === 'number' && layer.stroke.width > 0 && typeof layer.stroke.color === 'string') {
        found.push({ use: 'layer', where, role: 'stroke', hex: layer.stroke.color });
      }
    }
  }
  return found.flatMap((colour) => {
    const rgb = rgbOf(colour.hex);
    return rgb ? [{ ...colour, hex: hexOf(rgb), rgb, nearest: nearestNamedColour(rgb, inks) }] : [];
  });
}
