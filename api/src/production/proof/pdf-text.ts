import type PDFDocument from 'pdfkit';
import { serverFontFiles } from '../fonts/server-fonts';
import { cjkFontFile } from './cjk-fonts';
import { BASELINE, shapedOutline } from './shaped-outlines';

type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Every text of the proof is text a reader finds (a player's name can be searched and copied),
 * in the embedded Noto fonts, which pdfkit subsets: Noto Sans for Latin, Noto Sans Khmer, Noto
 * Sans Thai, and Noto Sans JP, KR, SC or TC for Japanese, Korean and Chinese (cjk-fonts.ts).
 * pdfkit shapes with fontkit: Khmer by its Indic shaper, with fontkit patched to skip NULL mark
 * anchors (patches/fontkit@2.0.4.patch: unpatched, the nikahit of សំណាង throws); a Khmer cluster
 * whose glyphs stand out of the written order, as the subscript ro before its consonant, reads
 * back in the order it is drawn. Thai is drawn as resvg's HarfBuzz shapes it (shaped-outlines.ts)
 * under the same text set invisibly: fontkit has no Thai shaper (its default one leaves sara am's
 * nikhahit under a tone mark, น้ำ, กำลัง), and a PDF maps each glyph to one set of letters, so
 * the decomposed sara am would not read back as written. The invisible text is set glyph for
 * letter (no substitution), so it reads back exactly.
 */
type Script = 'khmer' | 'thai' | 'cjk' | 'latin';

const isKhmer = (code: number) => (code >= 0x1780 && code <= 0x17ff) || (code >= 0x19e0 && code <= 0x19ff);
const isThai = (code: number) => code >= 0x0e00 && code <= 0x0e7f;
/** Hangul, kana, CJK ideographs, and the CJK symbols and full-width forms written among them. */
const isCjk = (code: number) =>
  (code >= 0x1100 && code <= 0x11ff) ||
  (code >= 0x2e80 && code <= 0x9fff) ||
  (code >= 0xa960 && code <= 0xa97f) ||
  (code >= 0xac00 && code <= 0xd7ff) ||
  (code >= 0xf900 && code <= 0xfaff) ||
  (code >= 0xfe30 && code <= 0xfe4f) ||
  (code >= 0xff00 && code <= 0xffef) ||
  (code >= 0x20000 && code <= 0x3134f);

const scriptOf = (char: string): Script => {
  const code = char.codePointAt(0) ?? 0;
  if (isKhmer(code)) return 'khmer';
  if (isThai(code)) return 'thai';
  return isCjk(code) ? 'cjk' : 'latin';
};

/**
 * A string cut into runs of one kind each; spaces, digits and punctuation stay with the run they
 * sit in, so that a Khmer or Thai phrase is shaped as one run.
 */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script = last && /[\s\p{P}\p{N}\p{S}]/u.test(char) ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/** The registered pdfkit fonts of the scripts with one font each (Noto Sans Khmer and Thai also have spaces, digits and punctuation, so a phrase is one run). */
const fontOf = (script: Exclude<Script, 'cjk'>, bold: boolean) => `${script}-${bold ? 'bold' : 'regular'}`;

/** Embeds Noto Sans (Latin), Noto Sans Khmer and Noto Sans Thai as `latin-regular`, `khmer-bold`, …; pdfkit subsets them. */
export function registerFonts(doc: Pdf): void {
  const files = new Map(serverFontFiles().map((file) => [file.name, file.woff]));
  for (const [font, name] of [
    ['latin-regular', 'noto-sans-latin-400-normal.woff'],
    ['latin-bold', 'noto-sans-latin-700-normal.woff'],
    ['khmer-regular', 'noto-sans-khmer-khmer-400-normal.woff'],
    ['khmer-bold', 'noto-sans-khmer-khmer-700-normal.woff'],
    ['thai-regular', 'noto-sans-thai-thai-400-normal.woff'],
    ['thai-bold', 'noto-sans-thai-thai-700-normal.woff'],
  ] as const) {
    const woff = files.get(name);
    if (woff) doc.registerFont(font, woff);
  }
}

/** A piece of a line in one font: its registered name and its text; `outlined` for Thai, drawn as HarfBuzz's shapes over invisible text. */
interface Segment {
  font: string;
  text: string;
  outlined?: { bold: boolean };
}

/** fontkit's substitutions and positioning off: one glyph per letter, so that the text reads back as written. */
const LETTER_FOR_GLYPH = Object.fromEntries(['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt', 'rclt', 'mark', 'mkmk', 'kern', 'curs'].map((feature) => [feature, false]));

/**
 * A run as pieces of one font each: one for Latin, Khmer and Thai; for Japanese, Korean and
 * Chinese, one per file of the family's pieces (a CJK family ships in a hundred pieces by
 * character), each registered with the document the first time it is used.
 */
function segmentsOf(doc: Pdf, run: { script: Script; text: string }, bold: boolean): Segment[] {
  if (run.script === 'thai') return [{ font: fontOf('thai', bold), text: run.text, outlined: { bold } }];
  if (run.script !== 'cjk') return [{ font: fontOf(run.script, bold), text: run.text }];
  const segments: Segment[] = [];
  for (const char of run.text) {
    const file = cjkFontFile(run.text, char, bold);
    const font = file ? `cjk:${file.name}` : fontOf('latin', bold);
    if (file) doc.registerFont(font, file.path);
    const last = segments[segments.length - 1];
    if (last && last.font === font) last.text += char;
    else segments.push({ font, text: char });
  }
  return segments;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  width?: number;
  color?: string;
  /** One line, cut where it reaches `width`. */
  oneLine?: boolean;
}

/** How far a segment takes the pen at `size`. */
function segmentWidth(doc: Pdf, segment: Segment, size: number): number {
  if (segment.outlined) return shapedOutline(segment.text, size, segment.outlined.bold).advance;
  return doc.font(segment.font).fontSize(size).widthOfString(segment.text);
}

/** The width of a line's segments at `size`. */
function lineWidth(doc: Pdf, segments: readonly Segment[], size: number): number {
  return segments.reduce((sum, segment) => sum + segmentWidth(doc, segment, size), 0);
}

/** pdfkit puts a text's baseline its font's ascender below the y it is given; this answers that ascender, in thousandths of the size. */
const ascenderOf = (doc: Pdf, font: string) => (doc.font(font) as unknown as { _font: { ascender: number } })._font.ascender;

/** Draws one line of segments from x at the line's top y (the top of a Latin line: every font's baseline where Noto Sans has it). */
function drawLine(doc: Pdf, segments: readonly Segment[], x: number, y: number, size: number, options: TextOptions): void {
  const limit = options.width ? x + options.width : Infinity;
  const latinAscender = ascenderOf(doc, fontOf('latin', options.bold ?? false));
  let cursor = x;
  const color = options.color ?? '#111827';
  for (const segment of segments) {
    const width = segmentWidth(doc, segment, size);
    if (cursor + width > limit + 0.5) break;
    const lift = ((latinAscender - ascenderOf(doc, segment.font)) / 1000) * size;
    if (segment.outlined) {
      // The shapes where Noto Sans has its baseline (latinAscender below the top), then the
      // letters over them, invisible, as wide as the shapes.
      const outline = shapedOutline(segment.text, size, segment.outlined.bold);
      doc.save().translate(cursor, y + (latinAscender / 1000) * size - size * BASELINE);
      for (const d of outline.paths) doc.path(d).fill(color);
      doc.restore();
      // pdfkit hands `features` to fontkit, which also takes them as an object of switches (its types list only names to switch on).
      // pdfkit 0.17's horizontalScaling is not in its types either.
      const letters = { features: LETTER_FOR_GLYPH } as unknown as PDFKit.Mixins.TextOptions;
      const plain = doc.font(segment.font).fontSize(size).widthOfString(segment.text, letters);
      const stretched = { ...letters, lineBreak: false, horizontalScaling: plain > 0 ? (width / plain) * 100 : 100 } as PDFKit.Mixins.TextOptions;
      doc.save().fillOpacity(0).fillColor(color);
      doc.text(segment.text, cursor, y + lift, stretched);
      doc.restore();
    } else {
      doc.font(segment.font).fontSize(size).fillColor(color);
      doc.text(segment.text, cursor, y + lift, { lineBreak: false });
    }
    cursor += width;
  }
}

/**
 * Writes text of any mix of scripts at x, y. Latin-only text is pdfkit's, wrapped to `width`;
 * text with other scripts is laid out here, run by run, word by word, on as many lines as it
 * needs (or one). Answers the height it took.
 */
export function writeText(doc: Pdf, text: string, x: number, y: number, options: TextOptions = {}): number {
  const size = options.size ?? 10;
  const bold = options.bold ?? false;
  const runs = scriptRuns(text);
  if (runs.every((run) => run.script === 'latin')) {
    doc.font(fontOf('latin', bold)).fontSize(size).fillColor(options.color ?? '#111827');
    const layout = { ...(options.width ? { width: options.width } : {}), ...(options.oneLine ? { lineBreak: false, ellipsis: true, height: size * 1.4 } : {}) };
    const top = y;
    doc.text(text === '' ? ' ' : text, x, y, layout);
    return Math.max(doc.y - top, size * 1.4);
  }
  const segments = (line: string) => scriptRuns(line).flatMap((run) => segmentsOf(doc, run, bold));
  if (options.oneLine || !options.width) {
    drawLine(doc, segments(text), x, y, size, options);
    return size * 1.4;
  }
  // Word by word: a line takes words while they fit.
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=\s)/)) {
    const candidate = line + word;
    if (line && lineWidth(doc, segments(candidate.trimEnd()), size) > options.width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  lines.forEach((entry, index) => drawLine(doc, segments(entry.trimEnd()), x, y + index * size * 1.5, size, options));
  return lines.length * size * 1.5;
}
