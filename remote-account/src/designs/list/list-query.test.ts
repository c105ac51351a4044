import { isFiltered, listQueryParams, listRequestQuery, pageToShowInstead, readListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('the My designs address', () => {
  it('reads the garment, the search and the page', () => {
    expect(read('product=polo&search=%20Angkor%20FC%20&page=3')).toEqual({ product: 'polo', search: 'Angkor FC', page: 3 });
    expect(read('')).toEqual({ product: null, search: '', page: 1 });
  });

  it('reads nonsense as the default instead of failing', () => {
    expect(read('product=kite&page=-2')).toEqual({ product: null, search: '', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=999999999').page).toBe(1);
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(listQueryParams({ product: null, search: '', page: 1 }).toString()).toBe('');
    const query = { product: 'hoodie' as const, search: 'ខ្មែរ FC', page: 2 };
    expect(read(listQueryParams(query).toString())).toEqual(query);
  });

  it('asks the API for the page with its size', () => {
    expect(listRequestQuery({ product: 'soccer', search: 'fc', page: 2 }).toString()).toBe('product=soccer&search=fc&page=2&pageSize=12');
    expect(listRequestQuery({ product: null, search: '', page: 1 }, 4).toString()).toBe('page=1&pageSize=4');
  });

  it('tells when a filter narrows the list', () => {
    expect(isFiltered({ product: null, search: '', page: 4 })).toBe(false);
    expect(isFiltered({ product: 'polo', search: '', page: 1 })).toBe(true);
    expect(isFiltered({ product: null, search: 'fc', page: 1 })).toBe(true);
  });
});

describe('pageToShowInstead', () => {
  it('goes back to the last page when the one shown has emptied', () => {
    // 13 designs on pages of 12; the 13th deleted: page 2 no longer exists.
    expect(pageToShowInstead({ product: null, search: '', page: 2 }, 12)).toBe(1);
    expect(pageToShowInstead({ product: null, search: '', page: 9 }, 30)).toBe(3);
  });

  it('keeps a page that still has designs, and page 1 of an empty list', () => {
    expect(pageToShowInstead({ product: null, search: '', page: 2 }, 13)).toBeNull();
    expect(pageToShowInstead({ product: null, search: '', page: 1 }, 0)).toBeNull();
  });
});
