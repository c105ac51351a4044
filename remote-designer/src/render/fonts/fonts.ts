import khmerBold from './noto-sans-khmer-khmer-700-normal.woff2';
import khmerRegular from './noto-sans-khmer-khmer-400-normal.woff2';
import { isFamilyPending } from './font-pending';

/**
 * Fonts a text layer may use. Web-safe families come from the system; Khmer is shaped by the
 * browser's Canvas 2D (Pixi's Text), which needs a Khmer font: the studio ships Noto Sans
 * Khmer itself (no Khmer font can be assumed on a customer's machine) and puts it after every
 * family, so Khmer letters always find glyphs whatever family is chosen.
 */
export const KHMER_FONT_FAMILY = 'Noto Sans Khmer';

export const STUDIO_FONTS = [
  { family: 'Arial', label: 'Arial' },
  { family: 'Verdana', label: 'Verdana' },
  { family: 'Trebuchet MS', label: 'Trebuchet MS' },
  { family: 'Impact', label: 'Impact' },
  { family: 'Georgia', label: 'Georgia' },
  { family: 'Times New Roman', label: 'Times New Roman' },
  { family: 'Courier New', label: 'Courier New' },
  { family: KHMER_FONT_FAMILY, label: 'Noto Sans Khmer (ខ្មែរ)' },
] as const;

/** The family new text layers get in the studio. */
export const DEFAULT_STUDIO_FONT = 'Arial';

/**
 * What the canvas is told: the chosen family, then Khmer, then the system's sans-serif. A catalogue
 * family whose pieces are still on their way is left out until they are in: the canvas keeps a
 * drawn text by its style, so the text is drawn again, in its font, when the stack names it.
 */
export function fontStack(family: string): string[] {
  const stack = isFamilyPending(family) ? [] : [family];
  if (family !== KHMER_FONT_FAMILY) stack.push(KHMER_FONT_FAMILY);
  stack.push('sans-serif');
  return stack;
}

let loading: Promise<void> | undefined;

/** Registers and loads the Khmer font once; resolves even when it cannot load (text then falls back). */
export function loadStudioFonts(): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return Promise.resolve();
  loading ??= Promise.all(
    [
      ['400', khmerRegular],
      ['700', khmerBold],
    ].map(async ([weight, url]) => {
      const face = new FontFace(KHMER_FONT_FAMILY, `url(${url}) format('woff2')`, { weight, display: 'block' });
      document.fonts.add(await face.load());
    }),
  )
    .then(() => undefined)
    .catch((error: unknown) => {
      console.warn('[designer] the Khmer font could not be loaded', error);
    });
  return loading;
}
