import { TEXT_LINE_HEIGHT, type FontStyle } from '../document/constants';
import type { TextLayer } from '../document/types';

/** What a line's width depends on besides its letters. */
export interface TextFont {
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  fontStyle: FontStyle;
}

/**
 * The width of one line of text in a font, in the units of its `fontSize` (garment units). The
 * studio passes one that asks the browser (ui/panels/canvas-text-measurer.ts); without it the
 * width is estimated (estimateTextWidth).
 */
export type TextMeasurer = (line: string, font: TextFont) => number;

/** Khmer signs written above, below or inside the letter before them: no width of their own. */
const KHMER_MARK = /[\u17B4-\u17D3\u17DD\u200B-\u200D]/;
/** The letter after a coeng (U+17D2) is written under the one before it. */
const COENG = '\u17D2';

/** Widths in font sizes, on the wide side of a bold sans-serif (Arial Bold, Roboto Bold): a guess that fits is better than one that spills. */
function advance(char: string): number {
  if (char === ' ') return 0.3;
  if (/[0-9]/.test(char)) return 0.58;
  if (/[MW@%]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.74;
  if (/[mw]/.test(char)) return 0.9;
  if (/[ijlt.,:;'!|]/.test(char)) return 0.3;
  if (/[a-z]/.test(char)) return 0.6;
  if (/[\u1780-\u17FF]/.test(char)) return 0.78;
  return 0.7;
}

/** A line's width estimated from its letters, for a bold sans-serif: what placement uses when the browser cannot be asked. */
export const estimateTextWidth: TextMeasurer = (line, font) => {
  let width = 0;
  let underCoeng = false;
  for (const char of line) {
    if (char === COENG) {
      underCoeng = true;
      continue;
    }
    if (underCoeng || KHMER_MARK.test(char)) {
      underCoeng = false;
      continue;
    }
    width += advance(char);
  }
  const italic = font.fontStyle === 'italic' ? 0.05 : 0;
  return (width + italic) * font.fontSize;
};

/** The box a text layer's lines take before its scale and rotation, its stroke included: as the canvas lays them out. */
export function textBlockSize(layer: Pick<TextLayer, 'text' | 'fontFamily' | 'fontSize' | 'fontWeight' | 'fontStyle' | 'stroke'>, measure: TextMeasurer = estimateTextWidth): { width: number; height: number } {
  const lines = layer.text.split('\n');
  const widest = Math.max(0, ...lines.map((line) => measure(line, layer)));
  return { width: widest + layer.stroke.width, height: lines.length * layer.fontSize * TEXT_LINE_HEIGHT + layer.stroke.width };
}
