import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FONT_PACKAGES } from './font-packages';
import {
  codePointsOf,
  coversAny,
  langsOfSubsets,
  parseUnicodeRange,
  type CodePointInterval,
  type FontDetails,
  type FontListQuery,
  type FontQuery,
  type FontSummary,
} from '@teamwear/shared/contracts';

/** What a @fontsource package says of itself (metadata.json), the parts read here. */
interface PackageMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  defSubset: string;
  category: string;
}

/** A unicode-range piece of the family: a subset (`latin`, `khmer`) or a numbered slice of a large script (`[12]`). */
interface Piece {
  key: string;
  /** The part of the file names that names it: the subset, or the slice's number. */
  fileKey: string;
  unicodeRange: string;
  intervals: CodePointInterval[];
}

export interface CatalogueFont {
  summary: FontSummary;
  defSubset: string;
  pieces: Piece[];
  /** The package's files folder and the woff2 files in it. */
  dir: string;
  files: ReadonlySet<string>;
}

const require = createRequire(import.meta.url);

export const fontFileUrl = (id: string, file: string) => `/api/fonts/${id}/files/${file}`;
const fileName = (id: string, piece: Piece, weight: number, style: string) => `${id}-${piece.fileKey}-${weight}-${style}.woff2`;

/** One family from its package's metadata, unicode ranges and file list (pure: tests give their own). */
export function catalogueFont(metadata: PackageMetadata, unicode: Record<string, string>, dir: string, fileNames: readonly string[]): CatalogueFont {
  const styles = metadata.styles.filter((style): style is 'normal' | 'italic' => style === 'normal' || style === 'italic');
  return {
    summary: {
      id: metadata.id,
      family: metadata.family,
      subsets: metadata.subsets,
      lang: langsOfSubsets(metadata.subsets),
      weights: metadata.weights,
      styles,
      category: metadata.category,
    },
    defSubset: metadata.defSubset,
    pieces: Object.entries(unicode).map(([key, unicodeRange]) => ({
      key,
      fileKey: key.replace(/^\[(\d+)\]$/, '$1'),
      unicodeRange,
      intervals: parseUnicodeRange(unicodeRange),
    })),
    dir,
    files: new Set(fileNames.filter((name) => name.endsWith('.woff2'))),
  };
}

let catalogue: ReadonlyMap<string, CatalogueFont> | undefined;

/** Every family of FONT_PACKAGES, read from node_modules once per process. */
export function fontCatalogue(): ReadonlyMap<string, CatalogueFont> {
  catalogue ??= new Map(
    FONT_PACKAGES.map((id) => {
      const root = require.resolve(`@fontsource/${id}/package.json`).replace(/package\.json$/, '');
      const read = (name: string) => JSON.parse(readFileSync(join(root, name), 'utf8')) as unknown;
      const dir = join(root, 'files');
      return [id, catalogueFont(read('metadata.json') as PackageMetadata, read('unicode.json') as Record<string, string>, dir, readdirSync(dir))] as const;
    }),
  );
  return catalogue;
}

/** The families for a language and a name search, in the catalogue's order. */
export function listFonts(fonts: Iterable<CatalogueFont>, query: FontListQuery): FontSummary[] {
  const q = query.q?.toLowerCase();
  return [...fonts]
    .map((font) => font.summary)
    .filter((summary) => (!query.lang || summary.lang.includes(query.lang)) && (!q || summary.family.toLowerCase().includes(q) || summary.id.includes(q)));
}

/**
 * Where a family's woff2 pieces are, by weight, style and piece. With `text`, only the pieces
 * holding one of its letters (a text of spaces only needs the family's default subset): a CJK
 * family is a hundred pieces per weight, a team name needs a handful.
 */
export function fontDetails(font: CatalogueFont, query: FontQuery): FontDetails {
  const points = query.text === undefined ? null : codePointsOf(query.text);
  const wanted = font.pieces.filter((piece) => {
    if (points === null) return true;
    if (points.length === 0) return piece.key === font.defSubset;
    return coversAny(piece.intervals, points);
  });
  const variants: FontDetails['variants'] = {};
  for (const weight of font.summary.weights) {
    if (query.weight !== undefined && query.weight !== weight) continue;
    for (const style of font.summary.styles) {
      if (query.style !== undefined && query.style !== style) continue;
      for (const piece of wanted) {
        const file = fileName(font.summary.id, piece, weight, style);
        if (!font.files.has(file)) continue;
        ((variants[String(weight)] ??= {})[style] ??= {})[piece.key] = { url: fontFileUrl(font.summary.id, file), unicodeRange: piece.unicodeRange };
      }
    }
  }
  return { family: font.summary.family, subsets: font.summary.subsets, defSubset: font.defSubset, variants };
}

/** The path of a woff2 file of the family, or null when the family has no such file. */
export function fontFilePath(font: CatalogueFont, file: string): string | null {
  return font.files.has(file) ? join(font.dir, file) : null;
}
