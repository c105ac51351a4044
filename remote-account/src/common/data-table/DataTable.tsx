import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../strings';
import { ariaSortOf, nextSortOrder, pageSelectionState, toggledPageSelection, toggledRowSelection, type SortOrder } from './table-logic';
import { useTableTheme, type TableSize } from './table-theme';
import { visuallyHidden } from '@teamwear/shared/ui/kit';

export interface DataColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  width?: number;
  /** Set on a column the table can be sorted by: its order now (null: not sorted by it). */
  sort?: SortOrder;
}

export interface RowSelection<Row> {
  selected: string[];
  onChange: (selected: string[]) => void;
  /** The name of a row's box ("Select Sok Dara"). */
  rowLabel: (row: Row) => string;
  /** The name of the header's box, which ticks the page's rows. */
  allLabel: string;
}

export interface DataTableProps<Row> {
  /** What the table lists: its caption, read by screen readers as its name. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  size?: TableSize;
  /** A newer page is on its way: the rows shown stay, dimmed, under a spinner. */
  loading?: boolean;
  /** Shown in the table's place of rows when there are none. */
  empty?: ReactNode;
  onSort?: (columnKey: string, order: SortOrder) => void;
  selection?: RowSelection<Row>;
  /** A click anywhere on a row (a link in the row stays the keyboard's way there). */
  onRowClick?: (row: Row) => void;
  /** Cells keep to one line, and the table scrolls sideways inside itself when it is wider than
   *  the screen (a list of many short columns), rather than squeezing them. */
  nowrap?: boolean;
  testId?: string;
}

/**
 * A data table for the account's lists: a semantic <table> with a caption and column headers,
 * columns sorted by buttons in their header (with aria-sort), rows ticked with boxes, an empty and
 * a loading state, scrolled sideways inside itself on a narrow screen; drawn on antd's tokens.
 * Not antd's Table: it always brings its filter dropdown (a tree, a menu, checkboxes, radios) and
 * a pagination with a Select, which the lists, sorted and paged by the API, never use.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, size = 'middle', loading = false, empty, onSort, selection, onRowClick, nowrap = false, testId }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const themeStyle = useTableTheme(size);
  const pageIds = rows.map(rowKey);
  const pageState = selection ? pageSelectionState(selection.selected, pageIds) : 'none';
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "Some rows ticked" has no attribute: a box shows it only through the DOM property.
    if (allBox.current) allBox.current.indeterminate = pageState === 'some';
  }, [pageState]);

  const columnCount = columns.length + (selection ? 1 : 0);
  const alignClass = (column: DataColumn<Row>) => (column.align === 'end' ? 'tw-dt-end' : undefined);

  return (
    <div className={nowrap ? 'tw-dt tw-dt-nowrap' : 'tw-dt'} style={themeStyle} data-testid={testId}>
      <div className="tw-dt-scroll">
        <table>
          <caption style={visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" style={{ width: 40 }}>
                  <input
                    ref={allBox}
                    type="checkbox"
                    className="tw-dt-check"
                    aria-label={selection.allLabel}
                    checked={pageState === 'all'}
                    disabled={rows.length === 0}
                    onChange={() => selection.onChange(toggledPageSelection(selection.selected, pageIds))}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={alignClass(column)}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={column.sort !== undefined ? ariaSortOf(column.sort) : undefined}
                >
                  {column.sort !== undefined && onSort ? <SortButton column={column} onSort={onSort} /> : column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={loading || undefined}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount}>{empty}</td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = rowKey(row);
                const ticked = selection?.selected.includes(id) ?? false;
                return (
                  <tr
                    key={id}
                    className={[ticked ? 'tw-dt-selected' : '', onRowClick ? 'tw-dt-clickable' : ''].join(' ').trim() || undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {selection ? (
                      <td onClick={(event) => event.stopPropagation()}>
                        <input
                          type="checkbox"
                          className="tw-dt-check"
                          aria-label={selection.rowLabel(row)}
                          checked={ticked}
                          onChange={() => selection.onChange(toggledRowSelection(selection.selected, id))}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key} className={alignClass(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <div className="tw-dt-busy" role="status" aria-label={t('dataTable.loading')}>
          <span className="tw-dt-spinner" />
        </div>
      ) : null}
    </div>
  );
}

const SORT_HINT = { ascend: 'dataTable.sortAscending', descend: 'dataTable.sortDescending', none: 'dataTable.sortCancel' } as const;

/** A sortable column's title: a button that asks for the next order (ascending, descending, none). */
function SortButton<Row>({ column, onSort }: { column: DataColumn<Row>; onSort: (columnKey: string, order: SortOrder) => void }) {
  const { t } = useTranslation();
  const order = column.sort ?? null;
  const next = nextSortOrder(order);
  return (
    <button type="button" className="tw-dt-sort" title={t(SORT_HINT[next ?? 'none'])} onClick={() => onSort(column.key, next)}>
      <span>{column.title}</span>
      <span className="tw-dt-sort-icon" aria-hidden="true">
        <svg width="10" height="6" viewBox="0 0 10 6" className={order === 'ascend' ? 'tw-dt-on' : undefined}>
          <path d="M5 0l5 6H0z" fill="currentColor" />
        </svg>
        <svg width="10" height="6" viewBox="0 0 10 6" className={order === 'descend' ? 'tw-dt-on' : undefined} style={{ marginTop: 2 }}>
          <path d="M5 6L0 0h10z" fill="currentColor" />
        </svg>
      </span>
    </button>
  );
}
