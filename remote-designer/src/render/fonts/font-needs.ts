import { codePointsOf, coversAny, parseUnicodeRange, type CodePointInterval } from '@teamwear/shared/contracts/plain';

/**
 * What fonts a design needs, and which of its letters the pieces loaded so far already hold
 * (framework-free; font-loader.ts does the loading). A catalogue family is asked for by id, the
 * family's name in lower case with dashes (`Bebas Neue` → `bebas-neue`, as the packages name them).
 */

/** Families the customer's system has (the first studio fonts): never loaded from the catalogue. */
export const SYSTEM_FAMILIES: ReadonlySet<string> = new Set(['Arial', 'Verdana', 'Trebuchet MS', 'Impact', 'Georgia', 'Times New Roman', 'Courier New', 'sans-serif', 'serif', 'monospace']);

export const fontIdOf = (family: string): string =>
  family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One family at one weight and style, and the letters written in it. */
export interface FontNeed {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  text: string;
}

/** A need's key: the loader keeps one book of letters per face. */
export const faceKeyOf = (need: Pick<FontNeed, 'family' | 'weight' | 'style'>): string => `${need.family}|${need.weight}|${need.style}`;

/** The catalogue families a design's texts are written in, by family, weight and style, with their letters. */
export function fontNeedsOf(layers: readonly object[]): FontNeed[] {
  const needs = new Map<string, FontNeed>();
  for (const layer of layers as readonly { fontFamily?: unknown; fontWeight?: unknown; fontStyle?: unknown; text?: unknown }[]) {
    if (typeof layer.fontFamily !== 'string' || typeof layer.text !== 'string' || SYSTEM_FAMILIES.has(layer.fontFamily)) continue;
    const weight = typeof layer.fontWeight === 'number' ? layer.fontWeight : 400;
    const style = layer.fontStyle === 'italic' ? 'italic' : 'normal';
    const key = faceKeyOf({ family: layer.fontFamily, weight, style });
    const need = needs.get(key);
    if (need) need.text += layer.text;
    else needs.set(key, { family: layer.fontFamily, weight, style, text: layer.text });
  }
  return [...needs.values()];
}

/**
 * The letters of one family and weight that are settled: held by a piece already loaded, or
 * asked for before and held by none (they fall back to another font; asking again would not help).
 */
export class LetterBook {
  private readonly held: CodePointInterval[][] = [];
  private readonly asked = new Set<number>();

  /** The letters of `text` not settled yet: the ones to ask the catalogue for. */
  unsettled(text: string): number[] {
    return codePointsOf(text).filter((point) => !this.asked.has(point) && !this.held.some((intervals) => coversAny(intervals, [point])));
  }

  /** The catalogue answered for these letters with these pieces' unicode ranges. */
  settle(points: readonly number[], unicodeRanges: readonly string[]): void {
    for (const range of unicodeRanges) this.held.push(parseUnicodeRange(range));
    for (const point of points) this.asked.add(point);
  }
}
