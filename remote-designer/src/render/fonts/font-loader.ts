import { apiAddress, callEndpoint } from '@teamwear/shared/api';
import { fontEndpoints, type FontDetails } from '@teamwear/shared/contracts';
import { fontIdOf, fontNeedsOf, LetterBook } from './font-needs';

/**
 * Loads catalogue fonts on demand (docs/product.md §3, §8): never in the studio's first load, only
 * for the letters a design's texts are written with. Each family and weight asks the API for the
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

/** The weight closest to the wanted one among those the family has (the browser makes the rest bold or light). */
function nearestWeight(variants: FontDetails['variants'], wanted: number): string | null {
  const weights = Object.keys(variants).sort((a, b) => Math.abs(Number(a) - wanted) - Math.abs(Number(b) - wanted) || Number(b) - Number(a));
  return weights[0] ?? null;
}

function warnOnce(family: string, error: unknown) {
  if (failed.has(family)) return;
  failed.add(family);
  console.warn(`[designer] the font "${family}" could not be loaded`, error);
}

async function loadPieces(family: string, weight: number, points: number[]): Promise<boolean> {
  const key = `${family}|${weight}`;
  const book = books.get(key) ?? new LetterBook();
  books.set(key, book);
  const asked = points.slice(0, 100);
  const result = await callEndpoint(fontEndpoints.details, {
    params: { id: fontIdOf(family) },
    query: { style: 'normal', text: String.fromCodePoint(...asked) },
  });
  if (!result.ok) {
    warnOnce(family, result.error);
    return false;
  }
  const chosen = nearestWeight(result.data.variants, weight);
  const pieces = chosen ? Object.values(result.data.variants[chosen]?.normal ?? {}) : [];
  const loads: Promise<FontFace>[] = [];
  for (const piece of pieces) {
    if (faces.has(piece.url)) continue;
    faces.add(piece.url);
    const face = new FontFace(family, `url("${apiAddress(piece.url)}") format("woff2")`, { weight: chosen ?? '400', style: 'normal', unicodeRange: piece.unicodeRange });
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
    fontNeedsOf(layers).map(async ({ family, weight, text }) => {
      const key = `${family}|${weight}`;
      const before = inFlight.get(key);
      if (before && (await before)) loaded.add(family);
      if (failed.has(family)) return;
      const points = (books.get(key) ?? new LetterBook()).unsettled(text);
      if (points.length === 0) return;
      const loading = loadPieces(family, weight, points);
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
  await loadFontsFor([{ fontFamily: family, fontWeight: 400, text: sample }]);
  return !failed.has(family);
}
