import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { coversAny } from '@teamwear/shared/contracts';
import { fontCatalogue } from '../../fonts/font-catalogue';
import { nearestWeight } from '../fonts/catalogue-print-fonts';
import { serverFontFiles } from '../fonts/server-fonts';
import { cjkFontFile } from '../proof/cjk-fonts';
import { shapedLinePath, type FontRun } from './shaped-line';

/**
 * Japanese, Korean and Chinese text as glyph outlines for the print files and proof pictures. The
 * server's own fonts have no CJK letters, and resvg cannot be handed a CJK family whole: the
 * catalogue's Noto Sans JP/KR/SC/TC ship as a hundred unicode-range pieces each, all named alike,
 * and resvg picks at random among same-named faces (catalogue-print-fonts.ts). So a line with CJK
 * letters is laid out by fontkit, each letter from the one piece that holds it: the layer's own
 * family when it is a catalogue family that has the letter (a name set in Noto Serif JP stays in
 * it), else the proof's CJK fallback (cjk-fonts.ts: kana → JP, Hangul → KR, else SC, then TC),
 * else Noto Sans for the Latin letters among them, as the studio's font stack falls back. Only the
 * pieces a name needs are read, once per process (a piece is 20–60 kB of WOFF).
 */

const CJK = /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3130-\u318f\u31a0-\u31ff\u31f0-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

export const hasCjk = (text: string): boolean => CJK.test(text);

/** Fonts read so far, by file: a process draws the same few pieces again and again. */
const opened = new Map<string, Font>();
const MAX_OPEN = 300;

function open(path: string, bytes?: () => Buffer): Font {
  const known = opened.get(path);
  if (known) return known;
  if (opened.size >= MAX_OPEN) opened.clear();
  const font = create(bytes ? bytes() : readFileSync(path)) as Font;
  opened.set(path, font);
  return font;
}

function latinFont(bold: boolean): Font {
  const name = `noto-sans-latin-${bold ? 700 : 400}-normal.woff`;
  return open(`server:${name}`, () => {
    const file = serverFontFiles().find((candidate) => candidate.name === name);
    if (!file) throw new Error(`the server font ${name} is missing`);
    return file.woff;
  });
}

/** The WOFF of the layer's own catalogue family that holds `point`, at its weight nearest the layer's; null when the family is not the catalogue's or lacks it. */
function ownPiece(family: string, weight: number, point: number): string | null {
  const wanted = family.trim().toLowerCase();
  const font = [...fontCatalogue().values()].find((candidate) => candidate.summary.family.toLowerCase() === wanted);
  const piece = font?.pieces.find((candidate) => coversAny(candidate.intervals, [point]));
  if (!font || !piece) return null;
  const path = join(font.dir, `${font.summary.id}-${piece.fileKey}-${nearestWeight(font.summary.weights, weight)}-normal.woff`);
  return existsSync(path) ? path : null;
}

/** The font that draws each letter of `line`, as runs of one font. */
function runsOf(line: string, family: string, weight: number): FontRun[] {
  const bold = weight >= 600;
  const runs: { font: Font; text: string; key: string }[] = [];
  for (const char of line) {
    const point = char.codePointAt(0) ?? 0;
    const path = ownPiece(family, weight, point) ?? (hasCjk(char) ? (cjkFontFile(line, char, bold)?.path ?? null) : null);
    const key = path ?? 'latin';
    const last = runs[runs.length - 1];
    // A space or sign between two letters of one font stays in their run (a CJK piece may lack it: then it is Latin's).
    if (last && (last.key === key || (/\s/u.test(char) && last.key !== 'latin' && last.font.hasGlyphForCodePoint(point)))) last.text += char;
    else runs.push({ font: path ? open(path) : latinFont(bold), text: char, key });
  }
  return runs;
}

/**
 * One line as SVG path data, centred on x = 0, its central baseline (the middle of its first
 * font's ascent and descent, as dominant-baseline="central" places it) at `y`; `size` is the font size.
 */
export function cjkLinePath(line: string, family: string, weight: number, size: number, y: number): string {
  const runs = runsOf(line, family, weight);
  return shapedLinePath(runs, runs[0]?.font ?? latinFont(weight >= 600), size, y);
}
