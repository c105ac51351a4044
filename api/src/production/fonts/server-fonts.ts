import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The fonts print files and proofs are drawn with on the server, where no system font can be
 * assumed: Noto Sans Khmer, the font the studio ships and falls back to for Khmer (so a Khmer name
 * is shaped from the same font as in the studio), Noto Sans Thai, and Noto Sans for Latin text
 * (the studio's Latin families are the customer's system fonts: Arial and the like are not ours
 * to ship). Read from the @fontsource packages once per process.
 */
export const FONT_FAMILIES = { khmer: 'Noto Sans Khmer', thai: 'Noto Sans Thai', latin: 'Noto Sans' } as const;

const require = createRequire(import.meta.url);

const FILES: Record<string, string[]> = {
  '@fontsource/noto-sans-khmer': ['khmer-400', 'khmer-700'].map((face) => `noto-sans-khmer-${face}-normal.woff`),
  '@fontsource/noto-sans-thai': ['thai-400', 'thai-700'].map((face) => `noto-sans-thai-${face}-normal.woff`),
  // One file per family and weight: resvg picks among same-named faces at random, so the Latin
  // subset (Basic Latin and Latin-1) is the only Noto Sans.
  '@fontsource/noto-sans': ['latin-400', 'latin-700'].map((face) => `noto-sans-${face}-normal.woff`),
};

export interface FontFile {
  /** e.g. `noto-sans-khmer-khmer-400-normal.woff`. */
  name: string;
  woff: Buffer;
}

let files: FontFile[] | undefined;
let sfntPaths: string[] | undefined;

/** The WOFF files as they ship (pdfkit reads WOFF itself). */
export function serverFontFiles(): FontFile[] {
  files ??= Object.entries(FILES).flatMap(([pkg, names]) => {
    const dir = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, 'files/');
    return names.map((name) => ({ name, woff: readFileSync(dir + name) }));
  });
  return files;
}

/**
 * The same fonts as TrueType files, for resvg: written once per process into the temporary folder
 * (resvg for Node reads font files by path; it ignores fonts handed to it as buffers), named by
 * their content so that two versions never mix.
 */
export function serverFontPaths(): string[] {
  if (sfntPaths) return sfntPaths;
  const dir = join(tmpdir(), 'teamwear-fonts');
  mkdirSync(dir, { recursive: true });
  sfntPaths = serverFontFiles().map((file) => {
    const sfnt = woffToSfnt(file.woff);
    const path = join(dir, `${file.name.replace(/\.woff$/, '')}-${createHash('sha256').update(sfnt).digest('hex').slice(0, 12)}.ttf`);
    writeFileSync(path, sfnt);
    return path;
  });
  return sfntPaths;
}

/** A font stack for a text layer: the chosen family, then Khmer, Thai and Latin, as the studio's fontStack does. */
export function serverFontStack(family: string): string[] {
  return [...new Set([family, FONT_FAMILIES.khmer, FONT_FAMILIES.thai, FONT_FAMILIES.latin])];
}
