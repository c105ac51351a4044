import { DESIGN_SLUGS, type DesignSlug } from '@teamwear/shared/routes';

/**
 * What My designs shows, kept in the address (`/me/assets?product=polo&search=fc&page=2`) so
 * that a reload, a shared link or the back button keeps it. Whatever the address holds that
 * makes no sense is read as the default, never as an error.
 */
export interface DesignListQuery {
  product: DesignSlug | null;
  search: string;
  page: number;
}

/** Cards per page: four rows of three, three of four, or six of two. */
export const DESIGNS_PER_PAGE = 12;
/** As the API reads a search (DESIGN_NAME_MAX_LENGTH of the contracts). */
export const SEARCH_MAX_LENGTH = 100;
/** As far as the API pages (MAX_PAGE of the contracts). */
const LAST_PAGE = 100_000;

export const FIRST_PAGE_QUERY: DesignListQuery = { product: null, search: '', page: 1 };

const isSlug = (value: string | null): value is DesignSlug => value !== null && (DESIGN_SLUGS as readonly string[]).includes(value);

export function readListQuery(params: URLSearchParams): DesignListQuery {
  const product = params.get('product');
  const page = Number(params.get('page') ?? '1');
  return {
    product: isSlug(product) ? product : null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1,
  };
}

/** The address's parameters for a query; defaults are left out. */
export function listQueryParams(query: DesignListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.product) params.set('product', query.product);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The query of GET /api/designs (designEndpoints.list) for a list's query: the page and its size always. */
export function listRequestQuery(query: DesignListQuery, pageSize = DESIGNS_PER_PAGE): URLSearchParams {
  const params = listQueryParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(pageSize));
  return params;
}

/** The page to show when the one asked for is past the end (its last design was deleted,
 *  or the address names a page that does not exist): the last one, or null when it is fine. */
export function pageToShowInstead(query: DesignListQuery, total: number, pageSize = DESIGNS_PER_PAGE): number | null {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return query.page > last ? last : null;
}

export function isFiltered(query: DesignListQuery): boolean {
  return query.product !== null || query.search !== '';
}
