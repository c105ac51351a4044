import { PLAYER_SORTS, PLAYER_TEAM_MAX_LENGTH, PLAYER_SIZE_MAX_LENGTH, PLAYER_NAME_MAX_LENGTH, type PlayerSort } from '@teamwear/shared/contracts/plain';
import { asciiDigits, isDigitsOnly } from '../domain/ascii-digits';
import type { SortOrder } from '../../common/data-table/table-logic';

/** Every team, the players without a team, or one team's. */
export type TeamFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'team'; name: string };

/** What the roster table shows: kept in the page's address, so a reload or a shared link shows the same. */
export interface PlayerListView {
  search: string;
  team: TeamFilter;
  size: string | null;
  sort: PlayerSort;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_VIEW: PlayerListView = { search: '', team: { kind: 'all' }, size: null, sort: 'name', page: 1, pageSize: 20 };

/** The table's sortable columns; `number` and the others sort as the API names them. */
export type SortableColumn = 'name' | 'number' | 'size' | 'team';

const isSort = (value: string): value is PlayerSort => (PLAYER_SORTS as readonly string[]).includes(value);

function wholeNumber(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= max ? number : fallback;
}

/** The view an address asks for; anything malformed or out of range falls back to the default. */
export function viewFromParams(params: URLSearchParams): PlayerListView {
  const team = params.get('team');
  const size = params.get('size');
  const sort = params.get('sort') ?? '';
  const pageSize = wholeNumber(params.get('pageSize'), DEFAULT_VIEW.pageSize, Number.MAX_SAFE_INTEGER);
  return {
    search: (params.get('q') ?? '').slice(0, PLAYER_NAME_MAX_LENGTH),
    // An empty `team=` asks for the players without a team, as the API reads it.
    team: team === null ? { kind: 'all' } : team === '' ? { kind: 'none' } : { kind: 'team', name: team.slice(0, PLAYER_TEAM_MAX_LENGTH) },
    size: size ? size.slice(0, PLAYER_SIZE_MAX_LENGTH) : null,
    sort: isSort(sort) ? sort : DEFAULT_VIEW.sort,
    page: wholeNumber(params.get('page'), 1, 10_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
  };
}

/** The address of a view: only what differs from the default. */
export function viewToParams(view: PlayerListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.team.kind === 'none') params.set('team', '');
  if (view.team.kind === 'team') params.set('team', view.team.name);
  if (view.size) params.set('size', view.size);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The query of `GET /api/players` (playerEndpoints.list) for a view. A search of Khmer digits looks for that shirt number. */
export function playerListQuery(view: PlayerListView): string {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search) params.set('search', isDigitsOnly(search) ? asciiDigits(search) : search);
  if (view.team.kind === 'none') params.set('team', '');
  if (view.team.kind === 'team') params.set('team', view.team.name);
  if (view.size) params.set('size', view.size);
  params.set('sort', view.sort);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params.toString();
}

/** Whether the view leaves out some of the roster. */
export function isFiltered(view: PlayerListView): boolean {
  return view.search.trim() !== '' || view.team.kind !== 'all' || view.size !== null;
}

/** The sort a click on a column header asks for; no order goes back to the default. */
export function sortOfColumn(column: SortableColumn, order: SortOrder): PlayerSort {
  if (!order) return DEFAULT_VIEW.sort;
  return order === 'descend' ? `-${column}` : column;
}

/** How a column shows the view's sort. */
export function columnSortOrder(sort: PlayerSort, column: SortableColumn): SortOrder {
  if (sort === column) return 'ascend';
  if (sort === `-${column}`) return 'descend';
  return null;
}
