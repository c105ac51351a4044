import { apiAddress, callEndpoint } from '@teamwear/shared/api';
import { fontRoutes } from '@teamwear/shared/api-routes';
import type { FontDetails } from '@teamwear/shared/contracts';
import { faceKeyOf, fontIdOf, fontNeedsOf, LetterBook, type FontNeed } from './font-needs';

/**
 * Loads catalogue fonts on demand (docs/product.md §3, §8): never in the studio's first load, only
 * for the letters a design's texts are written with. Each family, weight and style (upright or
 * italic) asks the API for the
 * unicode-range pieces holding the letters not settled yet (`?text=`), and registers each piece
 * as a FontFace with its unicodeRange, so the browser draws every letter from the piece that
 * holds it (a Japanese team name fetches two or three of a hundred pieces). A family that fails
 * is logged once and left to the fallback fonts.
 */

const books = new Map<string, LetterBook>();
const faces = new Set<string>();
const failed = new Set<string>();
const inFlight = new Map<string, Promise<boolean>>();
const listeners = new Set<(families: readonly string[]) => void>();

/** Called with the families that got new pieces (the renderer draws their texts again). */
export function onFontsLoaded(listener: (families: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The weight closest to the wanted one among those the family has in a style (the browser makes the rest bold or light); null when it has none in it. */
function nearestWeight(variants: FontDetails['variants'], wanted: number, style: FontNeed['style']): string | null {
  const weights = Object.keys(variants)
    .filter((weight) => variants[weight]?.[style] !== undefined)
    .sort((a, b) => Math.abs(Number(a) - wanted) - Math.abs(Number(b) - wanted) || Number(b) - Number(a));
  return weights[0] ?? null;
}

function warnOnce(family: string, error: unknown) {
  if (failed.has(family)) return;
  failed.add(family);
  console.warn(`[designer] the font "${family}" could not be loaded`, error);
}

async function loadPieces({ family, weight, style }: Omit<FontNeed, 'text'>, points: number[]): Promise<boolean> {
  const key = faceKeyOf({ family, weight, style });
  const book = books.get(key) ?? new LetterBook();
  books.set(key, book);
  const asked = points.slice(0, 100);
  const result = await callEndpoint(fontRoutes.details, {
    params: { id: fontIdOf(family) },
    query: { text: String.fromCodePoint(...asked) },
  });
  if (!result.ok) {
    warnOnce(family, result.error);
    return false;
  }
  // A family without italics (a pasted style, a saved design) loads its upright face, which the browser slants.
  const drawn = nearestWeight(result.data.variants, weight, style) ? style : 'normal';
  const chosen = nearestWeight(result.data.variants, weight, drawn);
  const pieces = chosen ? Object.values(result.data.variants[chosen]?.[drawn] ?? {}) : [];
  const loads: Promise<FontFace>[] = [];
  for (const piece of pieces) {
    if (faces.has(piece.url)) continue;
    faces.add(piece.url);
    const face = new FontFace(family, `url("${apiAddress(piece.url)}") format("woff2")`, { weight: chosen ?? '400', style: drawn, unicodeRange: piece.unicodeRange });
    document.fonts.add(face);
    loads.push(face.load());
  }
  try {
    await Promise.all(loads);
  } catch (error) {
    warnOnce(family, error);
  }
  book.settle(asked, pieces.map((piece) => piece.unicodeRange));
  return loads.length > 0;
}

/**
 * Loads the pieces the texts need and resolves when they (and any already on their way) are in;
 * with the families that got new pieces. Resolves, never rejects: a font that fails is logged.
 */
export async function loadFontsFor(layers: readonly object[]): Promise<string[]> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return [];
  const loaded = new Set<string>();
  await Promise.all(
    fontNeedsOf(layers).map(async ({ family, weight, style, text }) => {
      const key = faceKeyOf({ family, weight, style });
      const before = inFlight.get(key);
      if (before && (await before)) loaded.add(family);
      if (failed.has(family)) return;
      const points = (books.get(key) ?? new LetterBook()).unsettled(text);
      if (points.length === 0) return;
      const loading = loadPieces({ family, weight, style }, points);
      inFlight.set(key, loading);
      try {
        if (await loading) loaded.add(family);
      } finally {
        if (inFlight.get(key) === loading) inFlight.delete(key);
      }
    }),
  );
  const families = [...loaded];
  if (families.length > 0) for (const listener of listeners) listener(families);
  return families;
}

/** Loads one family for its preview in the picker (a sample in its own script); false when it failed. */
export async function loadFontSample(family: string, sample: string): Promise<boolean> {
  await loadFontsFor([{ fontFamily: family, fontWeight: 400, fontStyle: 'normal', text: sample }]);
  return !failed.has(family);
}
