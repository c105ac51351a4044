import { create, type Font } from 'fontkit';
import { serverFontFiles } from '../fonts/server-fonts';
import { shapedLinePath } from './shaped-line';

/**
 * Khmer text as glyph outlines, shaped by fontkit, for the print files and proof pictures. resvg
 * (its HarfBuzz port, resvg-js 2.6.2, the latest) shapes Khmer wrongly past a word's first
 * syllable: in ស្រីពៅ the vowel sign of ពៅ lands after its consonant, ព្រះអង្គ loses its ះ,
 * ក្សត្រ loses the subscript ro's bracket. fontkit (patched for NULL anchors, see
 * patches/fontkit@2.0.4.patch) gives exactly HarfBuzz's glyphs, which the studio's browser draws.
 * Khmer runs are drawn from Noto Sans Khmer (the studio's Khmer fallback), the rest of such a line
 * from Noto Sans.
 */

const isKhmer = (code: number) => (code >= 0x1780 && code <= 0x17ff) || (code >= 0x19e0 && code <= 0x19ff);

export const hasKhmer = (text: string): boolean => [...text].some((char) => isKhmer(char.codePointAt(0) ?? 0));

interface Faces {
  khmer: Font;
  latin: Font;
}

const faces = new Map<boolean, Faces>();

function facesOf(bold: boolean): Faces {
  const known = faces.get(bold);
  if (known) return known;
  const files = new Map(serverFontFiles().map((file) => [file.name, file.woff]));
  const open = (name: string) => {
    const woff = files.get(name);
    if (!woff) throw new Error(`the server font ${name} is missing`);
    return create(woff) as Font;
  };
  const weight = bold ? 700 : 400;
  const made = { khmer: open(`noto-sans-khmer-khmer-${weight}-normal.woff`), latin: open(`noto-sans-latin-${weight}-normal.woff`) };
  faces.set(bold, made);
  return made;
}

/** A line cut into runs of one face: Khmer letters with the spaces, digits and signs among them (Noto Sans Khmer has those), the rest Latin. */
function runsOf(line: string): { khmer: boolean; text: string }[] {
  const runs: { khmer: boolean; text: string }[] = [];
  for (const char of line) {
    const last = runs[runs.length - 1];
    const khmer = last?.khmer && /[\s\p{P}\p{N}\p{S}]/u.test(char) ? true : isKhmer(char.codePointAt(0) ?? 0);
    if (last && last.khmer === khmer) last.text += char;
    else runs.push({ khmer, text: char });
  }
  return runs;
}

/**
 * One line as SVG path data, centred on x = 0, its central baseline (the middle of the font's
 * ascent and descent, as dominant-baseline="central" places it) at `y`; `size` is the font size.
 */
export function khmerLinePath(line: string, size: number, bold: boolean, y: number): string {
  const { khmer, latin } = facesOf(bold);
  return shapedLinePath(runsOf(line).map((run) => ({ font: run.khmer ? khmer : latin, text: run.text })), khmer, size, y);
}
