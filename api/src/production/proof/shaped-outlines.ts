import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';

export interface Outline {
  /** SVG path data of the shaped glyphs, in points, starting at x = 0 with the baseline at y = BASELINE × size. */
  paths: string[];
  /** How far the next text starts. */
  advance: number;
}

/** Where the baseline of an outline lies, in ems from its top. */
export const BASELINE = 2;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const cache = new Map<string, Outline>();

/**
 * Thai text shaped by resvg (its HarfBuzz port) and turned into outlines, for the proof PDF:
 * pdfkit shapes text with fontkit, which has no Thai shaper, so Thai is drawn as shapes (Khmer is
 * pdfkit's text: see pdf-text.ts). Measured in points at `size`.
 */
export function shapedOutline(text: string, size: number, bold: boolean): Outline {
  const key = `${size}|${bold ? 1 : 0}|${text}`;
  const known = cache.get(key);
  if (known) return known;
  const height = size * 3;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * text.length * 2 + 10}" height="${height}">` +
    `<text x="0" y="${size * BASELINE}" font-family="${FONT_FAMILIES.khmer}, ${FONT_FAMILIES.thai}, ${FONT_FAMILIES.latin}" font-size="${size}" font-weight="${bold ? 700 : 400}">${escapeXml(text)}</text></svg>`;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: serverFontPaths(), defaultFontFamily: FONT_FAMILIES.latin } });
  const box = resvg.getBBox();
  const paths = [...resvg.toString().matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1] as string);
  const trailingSpaces = text.length - text.trimEnd().length;
  const outline = {
    paths,
    advance: (box ? box.x + box.width : 0) + trailingSpaces * size * 0.3 + size * 0.05,
  };
  if (cache.size > 2000) cache.clear();
  cache.set(key, outline);
  return outline;
}
