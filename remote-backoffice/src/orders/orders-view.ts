import { ORDER_STATUSES, type OrderStatusName } from '@teamwear/shared/contracts/plain';
import { DESIGN_SLUGS, type DesignSlug } from '@teamwear/shared/routes';

/**
 * What the orders page shows, as its address keeps it (`/backoffice/orders?view=table&status=…`):
 * a link or a reload shows the same, the back button goes back a step. A value the page cannot use
 * (typed by hand, an old link) is left out, never an error.
 */
export const ORDER_SORTS = ['orderedAt', 'number', 'grandTotal', 'status', 'customer'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
/** `players`: the shop's record of players paying their share in size collections (issue 38). */
export type OrdersViewKind = 'board' | 'table' | 'players';

export interface OrdersView {
  view: OrdersViewKind;
  /** Shared by both views. */
  search: string;
  product: DesignSlug | null;
  customerId: string | null;
  /** The board: also the rejected and canceled columns. */
  closed: boolean;
  /** The table only. */
  statuses: OrderStatusName[];
  orderedFrom: string | null;
  orderedTo: string | null;
  sort: OrderSort;
  direction: SortDirection;
  page: number;
}

export const DEFAULT_VIEW: OrdersView = {
  view: 'board',
  search: '',
  product: null,
  customerId: null,
  closed: false,
  statuses: [],
  orderedFrom: null,
  orderedTo: null,
  sort: 'orderedAt',
  direction: 'desc',
  page: 1,
};

/** Table pages past this are not asked for (the API's own limit is higher). */
const MAX_PAGE = 10_000;
const SEARCH_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function viewFromSearch(params: URLSearchParams): OrdersView {
  const statuses = [...new Set(params.getAll('status').flatMap((value) => value.split(',')))]
    .map((value) => oneOf(ORDER_STATUSES, value.trim()))
    .filter((value): value is OrderStatusName => value !== null);
  const page = Number(params.get('page'));
  let orderedFrom = isDay(params.get('from')) ? params.get('from') : null;
  let orderedTo = isDay(params.get('to')) ? params.get('to') : null;
  if (orderedFrom && orderedTo && orderedFrom > orderedTo) [orderedFrom, orderedTo] = [orderedTo, orderedFrom];
  const customerId = params.get('customer');
  return {
    view: oneOf(['board', 'table', 'players'] as const, params.get('view')) ?? DEFAULT_VIEW.view,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    product: oneOf(DESIGN_SLUGS, params.get('garment')),
    customerId: customerId !== null && UUID.test(customerId) ? customerId : null,
    closed: params.get('closed') === 'true',
    statuses,
    orderedFrom,
    orderedTo,
    sort: oneOf(ORDER_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address's query for a view: only what differs from the defaults. */
export function searchOfView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.view !== DEFAULT_VIEW.view) params.set('view', view.view);
  if (view.search) params.set('search', view.search);
  if (view.product) params.set('garment', view.product);
  if (view.customerId) params.set('customer', view.customerId);
  if (view.closed) params.set('closed', 'true');
  if (view.statuses.length > 0) params.set('status', view.statuses.join(','));
  if (view.orderedFrom) params.set('from', view.orderedFrom);
  if (view.orderedTo) params.set('to', view.orderedTo);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.direction !== DEFAULT_VIEW.direction) params.set('direction', view.direction);
  if (view.page !== 1) params.set('page', String(view.page));
  return params;
}

/** A change of filters starts again from the first page. */
export function withFilters(view: OrdersView, change: Partial<Omit<OrdersView, 'page' | 'sort' | 'direction'>>): OrdersView {
  return { ...view, ...change, page: 1 };
}

/** How many cards a board column shows before "more". */
export const BOARD_CARDS = 12;
export const TABLE_PAGE_SIZE = 20;

/** The board's call: `GET /api/provider/orders/board`. */
export function boardQuery(view: OrdersView) {
  return {
    cards: BOARD_CARDS,
    closed: view.closed,
    ...(view.product ? { product: view.product } : {}),
    ...(view.customerId ? { customerId: view.customerId } : {}),
    ...(view.search ? { search: view.search } : {}),
  };
}

/** The table's call: `GET /api/provider/orders`; days are the reader's (their time zone). */
export function tableQuery(view: OrdersView, timeZone: string) {
  return {
    page: view.page,
    pageSize: TABLE_PAGE_SIZE,
    sort: view.sort,
    direction: view.direction,
    timeZone,
    ...(view.statuses.length > 0 ? { status: view.statuses.join(',') } : {}),
    ...(view.orderedFrom ? { orderedFrom: view.orderedFrom } : {}),
    ...(view.orderedTo ? { orderedTo: view.orderedTo } : {}),
    ...(view.product ? { product: view.product } : {}),
    ...(view.customerId ? { customerId: view.customerId } : {}),
    ...(view.search ? { search: view.search } : {}),
  };
}

/** The table's view of one board column (its "more"): that status, the longest waiting first. */
export function columnInTable(view: OrdersView, status: OrderStatusName): OrdersView {
  return { ...view, view: 'table', statuses: [status], sort: 'orderedAt', direction: 'asc', page: 1 };
}
