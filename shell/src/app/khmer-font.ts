import regular from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2';
import bold from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2';

/** The Khmer blocks and the joiners Khmer text uses: only text with these characters uses the face. */
const KHMER_RANGE = 'U+1780-17FF, U+19E0-19FF, U+200B-200D, U+25CC';

let faces: FontFace[] | undefined;

/**
 * Makes the Khmer UI font known to the page in every language, limited to Khmer characters: a
 * page in English with a Khmer name on it (a roster, a design's name) shows it in the font rather
 * than as boxes on a system without one, and a page with no Khmer text downloads nothing (the
 * browser fetches a face only when text in its range is drawn).
 */
export function registerKhmerFont(): FontFace[] {
  faces ??= [
    ['400', regular],
    ['700', bold],
  ].map(([weight, url]) => {
    const face = new FontFace('Noto Sans Khmer', `url(${url}) format('woff2')`, { weight, display: 'swap', unicodeRange: KHMER_RANGE });
    document.fonts.add(face);
    return face;
  });
  return faces;
}

let loading: Promise<void> | undefined;

/** Loads the Khmer UI font at once (the page is in Khmer: every word needs it). */
export function loadKhmerFont(): Promise<void> {
  loading ??= Promise.all(registerKhmerFont().map((face) => face.load()))
    .then(() => undefined)
    .catch((error: unknown) => {
      // The system's Khmer font (if any) still renders the text.
      console.warn('[shell] the Khmer font could not be loaded', error);
    });
  return loading;
}
