// The studio's pattern library: the patterns listed in library.json, whose tiles the build
// draws into public/patterns/ (scripts/patterns/generate.mjs reads the same list).
//
// A tile is white ink with its coverage in the alpha channel, and repeats seamlessly: draw it
// over a part's colour, tinted with the pattern colour (a PatternFill's `tint`). Thumbnails are
// made the same way; show them as a CSS mask over a coloured swatch.
import library from './library.json';

export interface PatternEntry {
  /** Stable slug, kept in saved designs; also names the files. */
  readonly id: string;
  /** The pattern's name in the library (a proper noun: not translated). */
  readonly name: string;
  /** Lower-case words for search and filtering: 'stripes', 'camo', 'retro', … */
  readonly tags: readonly string[];
  /** The tile, relative to the designer's public root. */
  readonly file: string;
  /** The thumbnail, relative to the designer's public root. */
  readonly thumb: string;
  /** Edge of the square tile, in pixels. */
  readonly tileSize: number;
  /** Edge of the square thumbnail, in pixels. */
  readonly thumbSize: number;
}

/** The generator writes `<id>.webp` and `<id>.thumb.webp` into public/patterns/. */
export const PATTERNS: readonly PatternEntry[] = library.patterns.map((pattern) => ({
  id: pattern.id,
  name: pattern.name,
  tags: pattern.tags,
  file: `patterns/${pattern.id}.webp`,
  thumb: `patterns/${pattern.id}.thumb.webp`,
  tileSize: library.tileSize,
  thumbSize: library.thumbSize,
}));

/** Every tag in use, sorted: the filter choices. */
export const PATTERN_TAGS: readonly string[] = [...new Set(PATTERNS.flatMap((pattern) => pattern.tags))].sort();

const byId = new Map(PATTERNS.map((pattern) => [pattern.id, pattern]));

export function findPattern(id: string): PatternEntry | undefined {
  return byId.get(id);
}

/** Lower case, with anything but letters and digits turned into single spaces. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface Indexed {
  readonly entry: PatternEntry;
  readonly order: number;
  readonly name: string;
  /** The name without spaces, so that 'zigzag' finds 'Zig-Zag'. */
  readonly compactName: string;
  readonly words: readonly string[];
  readonly tags: readonly string[];
}

const index: readonly Indexed[] = PATTERNS.map((entry, order) => {
  const name = normalise(entry.name);
  return {
    entry,
    order,
    name,
    compactName: name.replace(/ /g, ''),
    words: name.split(' '),
    tags: entry.tags.map(normalise),
  };
});

/** How well a term matches, best first; null when it does not. */
function rank(item: Indexed, term: string): number | null {
  const compact = term.replace(/ /g, '');
  if (item.name.startsWith(term) || item.compactName.startsWith(compact)) return 0;
  if (item.words.some((word) => word.startsWith(term))) return 1;
  if (item.tags.includes(term)) return 2;
  if (item.tags.some((tag) => tag.startsWith(term))) return 3;
  if (item.name.includes(term) || item.compactName.includes(compact)) return 4;
  if (item.tags.some((tag) => tag.includes(term))) return 5;
  return null;
}

/** Ranks a query: whole, or else every word of it on its own (all must match). */
function rankQuery(item: Indexed, query: string): number | null {
  const whole = rank(item, query);
  if (whole !== null) return whole;
  const terms = query.split(' ');
  if (terms.length < 2) return null;
  let worst = 0;
  for (const term of terms) {
    const score = rank(item, term);
    if (score === null) return null;
    worst = Math.max(worst, score);
  }
  return 10 + worst;
}

/**
 * Patterns matching a query (case-insensitive, on name and tags), optionally only those with
 * a tag. Names starting with the query come first, then names with a word starting with it,
 * then tag matches, then other substring matches; ties keep the library's order. An empty
 * query gives every pattern (with the tag).
 */
export function searchPatterns(query: string, tag?: string): PatternEntry[] {
  const wantedTag = tag ? normalise(tag) : '';
  const candidates = wantedTag ? index.filter((item) => item.tags.includes(wantedTag)) : index;
  const normalised = normalise(query);
  if (!normalised) return candidates.map((item) => item.entry);
  return candidates
    .map((item) => ({ item, score: rankQuery(item, normalised) }))
    .filter((match): match is { item: Indexed; score: number } => match.score !== null)
    .sort((a, b) => a.score - b.score || a.item.order - b.item.order)
    .map((match) => match.item.entry);
}
