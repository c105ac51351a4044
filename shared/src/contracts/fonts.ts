import { z } from 'zod';
import { storableText } from './untrusted-input';
import { fontAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { FONT_LANGS } from './font-langs';

/**
 * The font catalogue (docs/product.md §3, §8): self-hosted families by language. `GET /api/fonts`
 * lists them, `GET /api/fonts/:id` says where each weight, style and unicode-range piece of one
 * family is (woff2), `GET /api/fonts/:id/files/:file` serves a piece. A family's large scripts
 * (Japanese, Korean, Chinese) come in many unicode-range pieces: the browser fetches only the
 * pieces holding the letters it draws (FontFace `unicodeRange`), and `text` narrows the answer to
 * those pieces.
 */

export { FONT_LANGS } from './font-langs';

export const FontLang = z.enum(FONT_LANGS);
export type FontLang = z.infer<typeof FontLang>;

/** Which language a subset serves; subsets not listed (cyrillic, greek, vietnamese…) serve none of ours. */
export const SUBSET_LANG: Readonly<Record<string, FontLang>> = {
  khmer: 'kh',
  thai: 'th',
  japanese: 'jp',
  korean: 'kr',
  'chinese-simplified': 'cn',
  'chinese-traditional': 'cn',
  'chinese-hongkong': 'cn',
  latin: 'en',
};

/** The languages of a family, from its subsets, in the order of FONT_LANGS. */
export function langsOfSubsets(subsets: readonly string[]): FontLang[] {
  const langs = new Set(subsets.map((subset) => SUBSET_LANG[subset]).filter((lang): lang is FontLang => lang !== undefined));
  return FONT_LANGS.filter((lang) => langs.has(lang));
}

export const FONT_STYLES = ['normal', 'italic'] as const;
export const FontStyle = z.enum(FONT_STYLES);

const FontId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'id must be a font id');

export const FontListQuery = z.object({
  lang: FontLang.optional().describe('Only families for this language: kh, th, jp, kr, cn or en'),
  q: storableText('q must be text', { label: 'q' }).trim().max(60, 'q must be at most 60 characters').optional().describe('Part of the family name'),
});
export type FontListQuery = z.infer<typeof FontListQuery>;

export const FontSummary = z.object({
  id: FontId,
  family: z.string(),
  /** The package's subsets (latin, khmer, japanese…). */
  subsets: z.array(z.string()),
  /** The languages the family writes, from its subsets. */
  lang: z.array(FontLang),
  weights: z.array(z.number().int().min(100).max(900)),
  styles: z.array(FontStyle),
  /** sans-serif, serif, display, handwriting, monospace. */
  category: z.string(),
});
export type FontSummary = z.infer<typeof FontSummary>;

export const FontListResponse = z.array(FontSummary);
export type FontListResponse = z.infer<typeof FontListResponse>;

export const FontParams = z.object({ id: FontId.describe('A font id from the list') });

export const FontQuery = z.object({
  weight: z.coerce
    .number({ error: 'weight must be 100, 200 … 900' })
    .int('weight must be 100, 200 … 900')
    .min(100, 'weight must be 100, 200 … 900')
    .max(900, 'weight must be 100, 200 … 900')
    .multipleOf(100, 'weight must be 100, 200 … 900')
    .optional()
    .describe('Only this weight'),
  style: FontStyle.optional().describe('Only this style'),
  text: z
    .string()
    .max(400, 'text must be at most 400 characters')
    .refine((text) => !text.includes('\u0000'), 'text must not hold NUL')
    .optional()
    .describe('Only the unicode-range pieces holding a letter of this text'),
});
export type FontQuery = z.infer<typeof FontQuery>;

/** One unicode-range piece of one weight and style: a woff2 file and the letters it has. */
export const FontPiece = z.object({
  /** The file's address (site path). */
  url: z.string(),
  /** CSS unicode-range, e.g. `U+1780-17FF,U+19E0-19FF`. */
  unicodeRange: z.string(),
});
export type FontPiece = z.infer<typeof FontPiece>;

export const FontDetails = z.object({
  family: z.string(),
  subsets: z.array(z.string()),
  /** The subset a page shows the family in when it has no text of its own yet. */
  defSubset: z.string(),
  /** weight → style → subset (or numbered piece of a large script) → the woff2 piece. */
  variants: z.record(z.string(), z.record(z.string(), z.record(z.string(), FontPiece))),
});
export type FontDetails = z.infer<typeof FontDetails>;

export const FontFileParams = z.object({
  id: FontId,
  file: z.string().regex(/^[a-z0-9-]{1,120}\.woff2$/, 'file must be a woff2 file of the font'),
});

export const fontEndpoints = {
  list: defineEndpoint({
    ...fontAddresses.list,
    query: FontListQuery,
    responses: { 200: FontListResponse, 400: ApiError, 429: ApiError },
  }),
  details: defineEndpoint({
    ...fontAddresses.details,
    params: FontParams,
    query: FontQuery,
    responses: { 200: FontDetails, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** A woff2 piece (the `url` of a FontPiece); never changes, so it is cached for a year. */
  file: defineEndpoint({
    ...fontAddresses.file,
    params: FontFileParams,
    responses: { 200: z.unknown().describe('font/woff2'), 400: ApiError, 404: ApiError },
  }),
};
