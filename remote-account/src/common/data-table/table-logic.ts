/**
 * What the account's data table and pager work out, apart from drawing: which order a click on a
 * column header asks for, how a column tells assistive technology its order, which page buttons
 * a pager shows, which rows a page shows, and what ticking the header's box selects.
 */

export type SortOrder = 'ascend' | 'descend' | null;

/** A click on a column header: ascending first, then descending, then back to no order (the
 *  page's default sort), as antd's table cycled. */
export function nextSortOrder(current: SortOrder): SortOrder {
  if (current === null) return 'ascend';
  return current === 'ascend' ? 'descend' : null;
}

/** The `aria-sort` of a sortable column's header. */
export function ariaSortOf(order: SortOrder): 'ascending' | 'descending' | 'none' {
  if (order === 'ascend') return 'ascending';
  return order === 'descend' ? 'descending' : 'none';
}

/** How many pages `total` rows make (at least one: an empty list still has its first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows a page shows, counted from 1 (`1–20 of 30`); `from` is 0 when there are none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/**
 * The page buttons of a pager: every page when there are at most seven; else the first and the
 * last, the current one with its neighbours, and a gap (…) where pages are left out: never more
 * than seven items, so the pager's width does not jump while paging.
 */
export function pagerItems(page: number, count: number): PagerItem[] {
  const pages = (from: number, to: number): PagerItem[] => Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));
  if (count <= 7) return pages(1, count);
  const current = Math.min(Math.max(page, 1), count);
  if (current <= 4) return [...pages(1, 5), { kind: 'gap', key: 'after' }, ...pages(count, count)];
  if (current >= count - 3) return [...pages(1, 1), { kind: 'gap', key: 'before' }, ...pages(count - 4, count)];
  return [...pages(1, 1), { kind: 'gap', key: 'before' }, ...pages(current - 1, current + 1), { kind: 'gap', key: 'after' }, ...pages(count, count)];
}

/** How the header's box shows the page's rows: all ticked, some, or none. */
export function pageSelectionState(selected: readonly string[], pageIds: readonly string[]): 'all' | 'some' | 'none' {
  const ticked = pageIds.filter((id) => selected.includes(id)).length;
  if (ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

/**
 * The selection after the header's box is clicked: the page's rows all ticked, or, when they all
 * were, none of them. Rows ticked on other pages stay ticked (a bulk action acts on them too).
 */
export function toggledPageSelection(selected: readonly string[], pageIds: readonly string[]): string[] {
  if (pageSelectionState(selected, pageIds) === 'all') return selected.filter((id) => !pageIds.includes(id));
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}

/** The selection after one row's box is clicked. */
export function toggledRowSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}
