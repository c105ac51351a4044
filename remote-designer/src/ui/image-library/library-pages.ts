import type { ImageHit, ImageSearchResponse, ImageType } from '@teamwear/shared/contracts';

/** Where the pictures come from: the shop's library, or the signed-in customer's own uploads. */
export type LibrarySource = 'library' | 'mine';

/** What the library is asked for (docs/product.md §9: vectors, transparent, page 0 by default). */
export interface LibraryFilters {
  source: LibrarySource;
  q: string;
  imageType: 'all' | ImageType;
  transparent: boolean;
}

export const DEFAULT_FILTERS: LibraryFilters = { source: 'library', q: '', imageType: 'vector', transparent: true };
export const PER_PAGE = 24;

/** The pages loaded so far for one set of filters. */
export interface LibraryPages {
  hits: ImageHit[];
  totalHits: number;
  /** The next page to ask for (from 0). */
  nextPage: number;
  /** A page came back empty: nothing more to ask for, whatever totalHits says. */
  exhausted: boolean;
}

export const NO_PAGES: LibraryPages = { hits: [], totalHits: 0, nextPage: 0, exhausted: false };

/** The query string of one page, as GET /api/images reads it. */
export function pageQuery(filters: LibraryFilters, page: number) {
  return { q: filters.q.trim(), image_type: filters.imageType, transparent: filters.transparent ? ('true' as const) : ('false' as const), page, per_page: PER_PAGE };
}

/** The query of one page of the customer's own uploads (newest first; no search or filters). */
export function myPageQuery(page: number) {
  return { page, per_page: PER_PAGE };
}

/** One picture taken out of the pages shown (deleted from the customer's uploads). */
export function withoutHit(pages: LibraryPages, id: string): LibraryPages {
  const hits = pages.hits.filter((hit) => hit.id !== id);
  return hits.length === pages.hits.length ? pages : { ...pages, hits, totalHits: Math.max(0, pages.totalHits - 1) };
}

/** A page's answer added to those loaded; a hit already shown (the list moved under us) is not shown twice. */
export function addPage(pages: LibraryPages, answer: ImageSearchResponse): LibraryPages {
  const seen = new Set(pages.hits.map((hit) => hit.id));
  return {
    hits: [...pages.hits, ...answer.hits.filter((hit) => !seen.has(hit.id))],
    totalHits: answer.totalHits,
    nextPage: pages.nextPage + 1,
    exhausted: answer.hits.length === 0,
  };
}

/** More to load: nothing asked yet, or fewer hits shown than the search has and the last page was not empty. */
export function hasMore(pages: LibraryPages): boolean {
  return pages.nextPage === 0 || (!pages.exhausted && pages.hits.length < pages.totalHits);
}

/** Thumbnails into `columns` columns, each to the shortest so far (a masonry grid keeps their aspects). */
export function masonryColumns<T extends { imageWidth: number; imageHeight: number }>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const result: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    result[shortest]?.push(item);
    heights[shortest] = (heights[shortest] ?? 0) + item.imageHeight / Math.max(1, item.imageWidth);
  }
  return result;
}
