import type PDFDocument from 'pdfkit';
import { serverFontFiles } from '../fonts/server-fonts';
import { BASELINE, shapedOutline } from './shaped-outlines';

type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Latin and Khmer text is set by pdfkit in Noto Sans and Noto Sans Khmer (searchable text: a
 * reader finds a Khmer name, though a cluster whose glyphs stand out of the written order, as the
 * subscript ro before its consonant, reads back in the order it is drawn); Thai is drawn from resvg's shaping, as outlines (fontkit, which
 * pdfkit shapes with, has no Thai shaper). Khmer is shaped by fontkit's Indic shaper, with
 * fontkit patched to skip NULL mark anchors (patches/fontkit@2.0.4.patch: unpatched, the
 * nikahit of សំណាង throws).
 */
type Script = 'khmer' | 'thai' | 'latin';

const scriptOf = (char: string): Script => {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x1780 && code <= 0x17ff) || (code >= 0x19e0 && code <= 0x19ff)) return 'khmer';
  return code >= 0x0e00 && code <= 0x0e7f ? 'thai' : 'latin';
};

/** The registered pdfkit font of a script (Noto Sans Khmer also has spaces, digits and punctuation, so a Khmer phrase is one run). */
const fontOf = (script: Exclude<Script, 'thai'>, bold: boolean) => `${script}-${bold ? 'bold' : 'regular'}`;

/**
 * A string cut into runs of one kind each; spaces, digits and punctuation stay with the run they
 * sit in, so that a Khmer phrase is shaped as one run.
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

/** Embeds Noto Sans (Latin) and Noto Sans Khmer as `latin-regular`, `latin-bold`, `khmer-regular`, `khmer-bold`; pdfkit subsets them. */
export function registerFonts(doc: Pdf): void {
  const files = new Map(serverFontFiles().map((file) => [file.name, file.woff]));
  for (const [font, name] of [
    ['latin-regular', 'noto-sans-latin-400-normal.woff'],
    ['latin-bold', 'noto-sans-latin-700-normal.woff'],
    ['khmer-regular', 'noto-sans-khmer-khmer-400-normal.woff'],
    ['khmer-bold', 'noto-sans-khmer-khmer-700-normal.woff'],
  ] as const) {
    const woff = files.get(name);
    if (woff) doc.registerFont(font, woff);
  }
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  width?: number;
  color?: string;
  /** One line, cut where it reaches `width`. */
  oneLine?: boolean;
}

/** The width of a run at the document's current size. */
function runWidth(doc: Pdf, run: { script: Script; text: string }, size: number, bold: boolean): number {
  if (run.script === 'thai') return shapedOutline(run.text, size, bold).advance;
  return doc.font(fontOf(run.script, bold)).fontSize(size).widthOfString(run.text);
}

/** Draws one line of runs from x at the line's top y; answers where it ended. */
function drawLine(doc: Pdf, runs: { script: Script; text: string }[], x: number, y: number, size: number, options: TextOptions): number {
  const bold = options.bold ?? false;
  const limit = options.width ? x + options.width : Infinity;
  let cursor = x;
  for (const run of runs) {
    const width = runWidth(doc, run, size, bold);
    if (cursor + width > limit + 0.5) break;
    if (run.script !== 'thai') {
      // Both Noto fonts have the same ascender, so their baselines meet at the same top.
      doc.font(fontOf(run.script, bold)).fontSize(size).fillColor(options.color ?? '#111827');
      doc.text(run.text, cursor, y, { lineBreak: false });
    } else {
      // pdfkit's baseline sits about 1.07 em below the top of its line box in Noto Sans.
      const outline = shapedOutline(run.text, size, bold);
      doc.save().translate(cursor, y + size * 1.07 - size * BASELINE);
      for (const d of outline.paths) doc.path(d).fill(options.color ?? '#111827');
      doc.restore();
    }
    cursor += width;
  }
  return cursor;
}

/**
 * Writes text of any mix of scripts at x, y. Latin-only text is pdfkit's, wrapped to `width`;
 * text with Khmer or Thai is laid out here, run by run, word by word, on as many lines as it needs (or one).
 * Answers the height it took.
 */
export function writeText(doc: Pdf, text: string, x: number, y: number, options: TextOptions = {}): number {
  const size = options.size ?? 10;
  const runs = scriptRuns(text);
  if (runs.every((run) => run.script === 'latin')) {
    doc.font(options.bold ? 'latin-bold' : 'latin-regular').fontSize(size).fillColor(options.color ?? '#111827');
    const layout = { ...(options.width ? { width: options.width } : {}), ...(options.oneLine ? { lineBreak: false, ellipsis: true, height: size * 1.4 } : {}) };
    const top = y;
    doc.text(text === '' ? ' ' : text, x, y, layout);
    return Math.max(doc.y - top, size * 1.4);
  }
  if (options.oneLine || !options.width) {
    drawLine(doc, runs, x, y, size, options);
    return size * 1.4;
  }
  // Word by word: a line takes words while they fit.
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=\s)/)) {
    const candidate = line + word;
    const width = scriptRuns(candidate.trimEnd()).reduce((sum, run) => sum + runWidth(doc, run, size, options.bold ?? false), 0);
    if (line && width > options.width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  lines.forEach((entry, index) => drawLine(doc, scriptRuns(entry.trimEnd()), x, y + index * size * 1.5, size, options));
  return lines.length * size * 1.5;
}
