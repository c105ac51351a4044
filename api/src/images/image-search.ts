import type { ImageHit, ImageSearchQuery, ImageSearchResponse, ImageType } from '@teamwear/shared/contracts';

/** What the search looks at in a picture of any source. */
export interface SearchableImage {
  id: string;
  type: ImageType;
  transparent: boolean;
  /** English and Khmer tags. */
  tags: readonly string[];
  hit: ImageHit;
}

/** Lower case, Unicode-normalised (Khmer typed on phones comes in either composed form). */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/**
 * Every word of `q` must be found in one of the picture's tags (a part of a tag is enough, so
 * "troph" and "ពាន" find trophies); words are split on spaces and commas.
 */
export function matchesWords(tags: readonly string[], q: string): boolean {
  const words = fold(q).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return true;
  const folded = tags.map(fold);
  return words.every((word) => folded.some((tag) => tag.includes(word)));
}

/** One page of the pictures that match: type (`all` keeps every type), transparency when asked for, words. */
export function searchImages(images: readonly SearchableImage[], query: ImageSearchQuery): ImageSearchResponse {
  const matching = images.filter(
    (image) =>
      (query.image_type === 'all' || image.type === query.image_type) &&
      (query.transparent !== true || image.transparent) &&
      matchesWords(image.tags, query.q),
  );
  const start = query.page * query.per_page;
  return { totalHits: matching.length, hits: matching.slice(start, start + query.per_page).map((image) => image.hit) };
}
