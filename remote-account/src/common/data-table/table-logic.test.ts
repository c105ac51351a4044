import { ariaSortOf, nextSortOrder, pageCount, pageRange, pagerItems, pageSelectionState, toggledPageSelection, toggledRowSelection, type PagerItem } from './table-logic';

const shown = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('sorting by a column header', () => {
  it('cycles ascending, descending, then back to no order', () => {
    expect(nextSortOrder(null)).toBe('ascend');
    expect(nextSortOrder('ascend')).toBe('descend');
    expect(nextSortOrder('descend')).toBeNull();
  });

  it('tells assistive technology the order', () => {
    expect(ariaSortOf('ascend')).toBe('ascending');
    expect(ariaSortOf('descend')).toBe('descending');
    expect(ariaSortOf(null)).toBe('none');
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });

  it('names the rows a page shows', () => {
    expect(pageRange(1, 20, 30)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 30)).toEqual({ from: 21, to: 30 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    // A page past the end (its rows deleted meanwhile) names the last row, not a range past it.
    expect(pageRange(5, 20, 30)).toEqual({ from: 30, to: 30 });
  });

  it('shows every page button when there are few', () => {
    expect(shown(pagerItems(1, 1))).toEqual([1]);
    expect(shown(pagerItems(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves out pages far from the current one, never showing more than seven items', () => {
    expect(shown(pagerItems(1, 50))).toEqual([1, 2, 3, 4, 5, '…', 50]);
    expect(shown(pagerItems(4, 50))).toEqual([1, 2, 3, 4, 5, '…', 50]);
    expect(shown(pagerItems(5, 50))).toEqual([1, '…', 4, 5, 6, '…', 50]);
    expect(shown(pagerItems(47, 50))).toEqual([1, '…', 46, 47, 48, 49, 50]);
    expect(shown(pagerItems(50, 50))).toEqual([1, '…', 46, 47, 48, 49, 50]);
    for (let page = 1; page <= 12; page += 1) expect(pagerItems(page, 12).length).toBeLessThanOrEqual(7);
  });

  it('gives its two gaps different keys', () => {
    const gaps = pagerItems(10, 20).filter((item) => item.kind === 'gap');
    expect(gaps.map((gap) => gap.kind === 'gap' && gap.key)).toEqual(['before', 'after']);
  });
});

describe('selecting rows', () => {
  it("shows whether the page's rows are all, some or none ticked", () => {
    expect(pageSelectionState([], ['a', 'b'])).toBe('none');
    expect(pageSelectionState(['a', 'x'], ['a', 'b'])).toBe('some');
    expect(pageSelectionState(['b', 'a'], ['a', 'b'])).toBe('all');
  });

  it("ticks the page's rows, or unticks them all, keeping the other pages' ticks", () => {
    expect(toggledPageSelection(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggledPageSelection(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
  });

  it('ticks and unticks one row', () => {
    expect(toggledRowSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggledRowSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
});
