import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import type { ShopCustomerSort, ShopCustomerSummary } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { useTranslation } from '../../strings';
import { customerPagePath } from '../customer-paths';
import { columnOrder, sortFor, type ColumnOrder, type SortableColumn } from './customer-list-query';
import { countOf, dayOf, totalOrdered } from './CustomerFacts';

interface Column {
  key: string;
  title: string;
  sortable?: SortableColumn;
  end?: boolean;
  render: (customer: ShopCustomerSummary) => ReactNode;
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;
/** A click on a column: ascending, then descending, then back to the default order. */
const nextOrder = (order: ColumnOrder): ColumnOrder => (order === null ? 'ascend' : order === 'ascend' ? 'descend' : null);

/**
 * The customers as a table (768 px and wider): a semantic <table> with a caption, its sortable
 * columns sorted by buttons in their header (aria-sort says the order); it scrolls sideways inside
 * itself rather than squeezing its columns on a tablet held upright.
 */
export function CustomersTable({ customers, sort, busy, onSort }: { customers: ShopCustomerSummary[]; sort: ShopCustomerSort; busy: boolean; onSort: (sort: ShopCustomerSort) => void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const columns: Column[] = [
    {
      key: 'name',
      title: t('customers.columns.name'),
      sortable: 'name',
      render: (customer) => (
        <Link to={customerPagePath(customer.id)} data-testid="customer-link" style={{ fontWeight: token.fontWeightStrong }}>
          {customer.name}
        </Link>
      ),
    },
    { key: 'email', title: t('customers.columns.email'), render: (customer) => <span style={{ overflowWrap: 'anywhere' }}>{customer.email}</span> },
    { key: 'phone', title: t('customers.columns.phone'), render: (customer) => customer.phone || '—' },
    { key: 'designs', title: t('customers.columns.designs'), end: true, render: (customer) => countOf(customer.designCount) },
    { key: 'orders', title: t('customers.columns.orders'), end: true, render: (customer) => countOf(customer.orderCount) },
    { key: 'totalOrdered', title: t('customers.columns.totalOrdered'), sortable: 'totalOrdered', end: true, render: (customer) => totalOrdered(customer) },
    {
      key: 'lastOrder',
      title: t('customers.columns.lastOrder'),
      sortable: 'lastOrder',
      render: (customer) => (customer.lastOrderAt ? <time dateTime={customer.lastOrderAt}>{dayOf(customer.lastOrderAt, i18n.language)}</time> : t('customers.neverOrdered')),
    },
  ];
  const cell: CSSProperties = { padding: `${token.paddingSM}px ${token.padding}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, textAlign: 'start', verticalAlign: 'top' };
  return (
    <div style={{ overflowX: 'auto', background: token.colorBgContainer, borderRadius: token.borderRadiusLG, opacity: busy ? 0.6 : 1 }} aria-busy={busy || undefined}>
      <table data-testid="customers-table" style={{ width: '100%', borderCollapse: 'collapse', minWidth: 700 }}>
        <caption style={visuallyHidden}>{t('customers.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const order = column.sortable ? columnOrder(sort, column.sortable) : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (order ? ARIA_SORT[order] : 'none') : undefined}
                  style={{ ...cell, textAlign: column.end ? 'end' : 'start', background: token.colorFillAlter, fontWeight: token.fontWeightStrong, whiteSpace: 'nowrap' }}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => onSort(sortFor(column.sortable!, nextOrder(order)))}
                      data-testid={`sort-${column.key}`}
                      style={{ background: 'none', border: 0, padding: 0, font: 'inherit', color: 'inherit', cursor: 'pointer', display: 'inline-flex', gap: 4, alignItems: 'center' }}
                    >
                      {column.title}
                      <span aria-hidden="true" style={{ color: order ? token.colorPrimary : token.colorTextQuaternary }}>
                        {order === 'descend' ? '▼' : order === 'ascend' ? '▲' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id} data-testid="customer-row">
              {columns.map((column) => (
                <td key={column.key} style={{ ...cell, textAlign: column.end ? 'end' : 'start' }}>
                  {column.render(customer)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
