import type { ImageHit } from '@teamwear/shared/contracts';
import { addPage, DEFAULT_FILTERS, hasMore, masonryColumns, myPageQuery, NO_PAGES, pageQuery, PER_PAGE, withoutHit } from './library-pages';

const hit = (id: string, imageWidth = 512, imageHeight = 512): ImageHit => ({ id, type: 'vector', tags: id, previewURL: `/p/${id}`, webformatURL: `/w/${id}`, imageWidth, imageHeight });

describe('the image library pages', () => {
  it('asks for vectors, transparent, from page 0 by default', () => {
    expect(pageQuery(DEFAULT_FILTERS, 0)).toEqual({ q: '', image_type: 'vector', transparent: 'true', page: 0, per_page: PER_PAGE });
    expect(pageQuery({ source: 'library', q: '  trophy ', imageType: 'all', transparent: false }, 3)).toMatchObject({ q: 'trophy', image_type: 'all', transparent: 'false', page: 3 });
  });

  it('adds pages in order without repeating a hit, and stops when all are shown or a page is empty', () => {
    expect(hasMore(NO_PAGES)).toBe(true);
    const one = addPage(NO_PAGES, { totalHits: 3, hits: [hit('a'), hit('b')] });
    expect(one).toEqual({ hits: [hit('a'), hit('b')], totalHits: 3, nextPage: 1, exhausted: false });
    expect(hasMore(one)).toBe(true);
    const two = addPage(one, { totalHits: 3, hits: [hit('b'), hit('c')] });
    expect(two.hits.map((h) => h.id)).toEqual(['a', 'b', 'c']);
    expect(hasMore(two)).toBe(false);
    const shrunk = addPage(one, { totalHits: 9, hits: [] });
    expect(hasMore(shrunk)).toBe(false);
    expect(hasMore(addPage(NO_PAGES, { totalHits: 0, hits: [] }))).toBe(false);
  });

  it("asks for the customer's own uploads by page only, and drops a deleted one from those shown", () => {
    expect(DEFAULT_FILTERS.source).toBe('library');
    expect(myPageQuery(2)).toEqual({ page: 2, per_page: PER_PAGE });
    const shown = addPage(NO_PAGES, { totalHits: 3, hits: [hit('a'), hit('b')] });
    const after = withoutHit(shown, 'a');
    expect(after).toEqual({ ...shown, hits: [hit('b')], totalHits: 2 });
    expect(hasMore(after)).toBe(true);
    expect(withoutHit(after, 'gone')).toBe(after);
  });

  it('lays thumbnails into the shortest column first', () => {
    const columns = masonryColumns([hit('tall', 100, 300), hit('a'), hit('b'), hit('c')], 2);
    expect(columns.map((column) => column.map((h) => h.id))).toEqual([['tall'], ['a', 'b', 'c']]);
    expect(masonryColumns([hit('a')], 0)).toEqual([[hit('a')]]);
  });
});
