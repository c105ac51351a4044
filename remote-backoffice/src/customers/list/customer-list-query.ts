import { SHOP_CUSTOMER_SEARCH_MAX_LENGTH, SHOP_CUSTOMER_SORTS, type ShopCustomerCsvQuery, type ShopCustomerListQuery, type ShopCustomerSort } from '@teamwear/shared/contracts';

/**
 * The customers list's view, kept in the address (`/backoffice/customers?search=dara&sort=-lastOrder&page=2`)
 * so that a reload, a shared link or the Back button brings the same view. Whatever the address
 * holds that makes no sense is read as the default, never as an error.
 */
export interface CustomerListQuery {
  search: string;
  sort: ShopCustomerSort;
  page: number;
}

export const CUSTOMERS_PER_PAGE = 20;
export const DEFAULT_CUSTOMER_SORT: ShopCustomerSort = 'name';
/** As far as the API pages (MAX_PAGE of the contracts). */
const LAST_PAGE = 100_000;

export const FIRST_CUSTOMERS_PAGE: CustomerListQuery = { search: '', sort: DEFAULT_CUSTOMER_SORT, page: 1 };

const isSort = (value: string | null): value is ShopCustomerSort => value !== null && (SHOP_CUSTOMER_SORTS as readonly string[]).includes(value);

export function readCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  const sort = params.get('sort');
  const pageText = params.get('page');
  const page = pageText === null || pageText.trim() === '' ? 1 : Number(pageText);
  return {
    search: (params.get('search') ?? '').trim().slice(0, SHOP_CUSTOMER_SEARCH_MAX_LENGTH),
    sort: isSort(sort) ? sort : DEFAULT_CUSTOMER_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1,
  };
}

/** The address's parameters of a view; the defaults are left out. */
export function customerListParams(query: CustomerListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort !== DEFAULT_CUSTOMER_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The query of GET /api/provider/customers for a view: the page and its size always. */
export function customerListRequest(query: CustomerListQuery): ShopCustomerListQuery {
  return { ...customerCsvRequest(query), page: query.page, pageSize: CUSTOMERS_PER_PAGE };
}

/** The query of the CSV export: every customer the view's search finds, in the view's order. */
export function customerCsvRequest(query: CustomerListQuery): ShopCustomerCsvQuery {
  return { ...(query.search ? { search: query.search } : {}), sort: query.sort };
}

/** The page to show instead of one past the end (an old link): the last one; null when fine. */
export function lastPageInstead(query: CustomerListQuery, total: number): number | null {
  const last = Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE));
  return query.page > last ? last : null;
}

/** The columns the list sorts by, and the sort each asks for. */
export type SortableColumn = 'name' | 'totalOrdered' | 'lastOrder' | 'createdAt';
export type ColumnOrder = 'ascend' | 'descend' | null;

/** How a column shows the view's order: ascending, descending, or not sorted by it. */
export function columnOrder(sort: ShopCustomerSort, column: SortableColumn): ColumnOrder {
  if (sort === column) return 'ascend';
  return sort === `-${column}` ? 'descend' : null;
}

/** The view's sort after a column asked for an order (none: back to the default, by name). */
export function sortFor(column: SortableColumn, order: ColumnOrder): ShopCustomerSort {
  if (order === null) return DEFAULT_CUSTOMER_SORT;
  const sort = order === 'ascend' ? column : `-${column}`;
  return isSort(sort) ? sort : DEFAULT_CUSTOMER_SORT;
}

/** A new search or order starts from the first page; paging keeps both. */
export function withSearch(query: CustomerListQuery, search: string): CustomerListQuery {
  return { ...query, search: search.trim().slice(0, SHOP_CUSTOMER_SEARCH_MAX_LENGTH), page: 1 };
}

export function withSort(query: CustomerListQuery, sort: ShopCustomerSort): CustomerListQuery {
  return { ...query, sort, page: 1 };
}
