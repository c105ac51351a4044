import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { coversAny } from '@teamwear/shared/contracts';
import { fontCatalogue } from '../../fonts/font-catalogue';

/**
 * The proof's fonts for Japanese, Korean and Chinese: the catalogue's Noto Sans JP, KR, SC and TC
 * (the studio's families for those languages, docs/product.md §3), which ship as a hundred pieces
 * each, by character. A text with kana is Japanese, with Hangul Korean, else Chinese (simplified
 * first, then traditional), so that a name's ideographs take that language's forms; a character
 * its family lacks is looked for in the others.
 */
type CjkFamily = 'noto-sans-jp' | 'noto-sans-kr' | 'noto-sans-sc' | 'noto-sans-tc';

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;

function familiesFor(text: string): CjkFamily[] {
  if (HANGUL.test(text)) return ['noto-sans-kr', 'noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc'];
  if (KANA.test(text)) return ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-kr'];
  return ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'];
}

export interface CjkFontFile {
  /** The file's name, e.g. `noto-sans-jp-118-400-normal.woff`: the piece and weight it is. */
  name: string;
  path: string;
}

/** The file of the piece that draws `char` of `text` (its run), regular or bold; null when no CJK family has it. */
export function cjkFontFile(text: string, char: string, bold: boolean): CjkFontFile | null {
  const point = char.codePointAt(0) ?? 0;
  for (const id of familiesFor(text)) {
    const font = fontCatalogue().get(id);
    const piece = font?.pieces.find((candidate) => coversAny(candidate.intervals, [point]));
    if (!font || !piece) continue;
    // WOFF beside the WOFF2 the studio loads: fontkit reads it without a Brotli pass.
    const name = `${id}-${piece.fileKey}-${bold ? 700 : 400}-normal.woff`;
    const path = join(font.dir, name);
    if (existsSync(path)) return { name, path };
  }
  return null;
}
