import { boardQuery, columnInTable, DEFAULT_VIEW, searchOfView, tableQuery, viewFromSearch, withFilters } from './orders-view';

const view = (query: string) => viewFromSearch(new URLSearchParams(query));

describe("the orders page's address", () => {
  it('reads the board by default and keeps nothing for it', () => {
    expect(view('')).toEqual(DEFAULT_VIEW);
    expect(searchOfView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const table = {
      ...DEFAULT_VIEW,
      view: 'table' as const,
      search: 'Night Runners',
      product: 'soccer' as const,
      statuses: ['REVIEWING' as const, 'APPROVED' as const],
      orderedFrom: '2026-11-01',
      orderedTo: '2026-11-28',
      sort: 'grandTotal' as const,
      direction: 'asc' as const,
      page: 3,
    };
    expect(viewFromSearch(searchOfView(table))).toEqual(table);
  });

  it('leaves out what it cannot use, never failing on a hand-typed address', () => {
    const read = view('view=grid&status=REVIEWING,NOPE,REVIEWING&garment=skirt&from=2026-13-45&to=yesterday&sort=price&direction=up&page=-2&customer=1%20or%201');
    expect(read).toEqual({ ...DEFAULT_VIEW, statuses: ['REVIEWING'] });
    expect(view('page=1e9').page).toBe(1);
    expect(view(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('puts days given the wrong way round in order', () => {
    expect(view('from=2026-11-28&to=2026-11-01')).toMatchObject({ orderedFrom: '2026-11-01', orderedTo: '2026-11-28' });
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_VIEW, page: 4 }, { search: 'sok' })).toMatchObject({ page: 1, search: 'sok' });
  });
});

describe('what the page asks the API', () => {
  it("asks the board for the shared filters, and the table for its own with the reader's time zone", () => {
    const table = { ...DEFAULT_VIEW, view: 'table' as const, search: '1042', statuses: ['READY' as const], orderedFrom: '2026-11-01', closed: true };
    expect(boardQuery(table)).toEqual({ cards: 12, closed: true, search: '1042' });
    expect(tableQuery(table, 'Asia/Phnom_Penh')).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'orderedAt',
      direction: 'desc',
      timeZone: 'Asia/Phnom_Penh',
      status: 'READY',
      orderedFrom: '2026-11-01',
      search: '1042',
    });
  });

  it("opens a board column's other orders in the table, the longest waiting first", () => {
    expect(columnInTable({ ...DEFAULT_VIEW, search: 'sok', page: 2 }, 'PROCESSING')).toMatchObject({ view: 'table', statuses: ['PROCESSING'], search: 'sok', sort: 'orderedAt', direction: 'asc', page: 1 });
  });
});
