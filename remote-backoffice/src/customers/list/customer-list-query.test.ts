import {
  columnOrder,
  customerCsvRequest,
  customerListParams,
  customerListRequest,
  FIRST_CUSTOMERS_PAGE,
  lastPageInstead,
  readCustomerListQuery,
  sortFor,
  withSearch,
  withSort,
} from './customer-list-query';

const read = (search: string) => readCustomerListQuery(new URLSearchParams(search));

describe('the customers list’s view in the address', () => {
  it('reads a search, a sort and a page', () => {
    expect(read('search=Dara&sort=-lastOrder&page=3')).toEqual({ search: 'Dara', sort: '-lastOrder', page: 3 });
    expect(read('search=%E1%9E%9F%E1%9E%BB%E1%9E%81')).toEqual({ search: 'សុខ', sort: 'name', page: 1 });
  });

  it('falls back to the defaults for what it cannot use', () => {
    expect(read('')).toEqual(FIRST_CUSTOMERS_PAGE);
    expect(read('sort=password&page=-2')).toEqual(FIRST_CUSTOMERS_PAGE);
    expect(read('sort=NAME&page=2.5')).toEqual(FIRST_CUSTOMERS_PAGE);
    expect(read('page=abc')).toEqual(FIRST_CUSTOMERS_PAGE);
    expect(read('page=999999999')).toEqual(FIRST_CUSTOMERS_PAGE);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(read('search=%20%20dara%20').search).toBe('dara');
  });

  it('writes only what differs from the default, and reads back the same view', () => {
    expect(customerListParams(FIRST_CUSTOMERS_PAGE).toString()).toBe('');
    const view = { search: 'sok dara', sort: '-totalOrdered', page: 2 } as const;
    const address = customerListParams(view).toString();
    expect(address).toBe('search=sok+dara&sort=-totalOrdered&page=2');
    expect(read(address)).toEqual(view);
  });

  it('asks the API for the same view, and the CSV for the same search and order without paging', () => {
    expect(customerListRequest({ search: 'dara', sort: '-lastOrder', page: 2 })).toEqual({ search: 'dara', sort: '-lastOrder', page: 2, pageSize: 20 });
    expect(customerListRequest(FIRST_CUSTOMERS_PAGE)).toEqual({ sort: 'name', page: 1, pageSize: 20 });
    expect(customerCsvRequest({ search: 'dara', sort: '-lastOrder', page: 2 })).toEqual({ search: 'dara', sort: '-lastOrder' });
    expect(customerCsvRequest(FIRST_CUSTOMERS_PAGE)).toEqual({ sort: 'name' });
  });

  it('goes back to the last page when the asked one is past the end', () => {
    expect(lastPageInstead({ ...FIRST_CUSTOMERS_PAGE, page: 4 }, 41)).toBe(3);
    expect(lastPageInstead({ ...FIRST_CUSTOMERS_PAGE, page: 3 }, 41)).toBeNull();
    expect(lastPageInstead({ ...FIRST_CUSTOMERS_PAGE, page: 2 }, 0)).toBe(1);
  });

  it('turns a column header’s order into the sort, and back', () => {
    expect(sortFor('lastOrder', 'descend')).toBe('-lastOrder');
    expect(sortFor('totalOrdered', 'ascend')).toBe('totalOrdered');
    expect(sortFor('lastOrder', null)).toBe('name');
    expect(columnOrder('-lastOrder', 'lastOrder')).toBe('descend');
    expect(columnOrder('-lastOrder', 'name')).toBeNull();
    expect(columnOrder('name', 'name')).toBe('ascend');
  });

  it('starts a new search or order from the first page', () => {
    const onPage3 = { search: 'a', sort: 'name', page: 3 } as const;
    expect(withSearch(onPage3, ' dara ')).toEqual({ search: 'dara', sort: 'name', page: 1 });
    expect(withSort(onPage3, '-createdAt')).toEqual({ search: 'a', sort: '-createdAt', page: 1 });
  });
});
