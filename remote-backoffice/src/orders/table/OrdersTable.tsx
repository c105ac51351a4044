import { WarningOutlined } from '@ant-design/icons';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import theme from 'antd/es/theme';
import type { ProviderOrderSummary } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { formatCents, formatWhen } from '../../common/formats';
import { StatusTag } from '../../common/StatusTag';
import { mayDo } from '@teamwear/shared/contracts/plain';
import { useStaffRole } from '../../session';
import { useTranslation } from '../../strings';
import { TABLE_PAGE_SIZE, type OrderSort, type OrdersView } from '../orders-view';
import { useMinuteClock } from '../use-minute-clock';
import { daysSince, daysText } from '../wait-text';

interface Props {
  orders: ProviderOrderSummary[];
  total: number;
  view: OrdersView;
  loading: boolean;
  onChange: (change: Pick<OrdersView, 'page' | 'sort' | 'direction'>) => void;
}

/** The table: sorted by a column's header and paged by the API (the view is the address's). */
export function OrdersTable({ orders, total, view, loading, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const now = useMinuteClock();
  const seesPrices = mayDo(useStaffRole(), 'prices');
  const inStatusFor = (days: number) => (days === 0 ? t('orders.today') : daysText(days, i18n.language));
  const sorted = (key: OrderSort) => ({
    key,
    sorter: true,
    sortOrder: view.sort === key ? (view.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    sortDirections: ['descend' as const, 'ascend' as const],
  });
  const columns: ColumnsType<ProviderOrderSummary> = [
    {
      title: t('orders.columns.number'),
      dataIndex: 'number',
      ...sorted('number'),
      render: (_, order) => <Link to={`/backoffice/orders/${order.number}`}>#{order.number}</Link>,
    },
    { title: t('orders.columns.status'), dataIndex: 'status', ...sorted('status'), render: (_, order) => <StatusTag status={order.status} /> },
    {
      title: t('orders.columns.team'),
      key: 'team',
      render: (_, order) => (
        <>
          <div>{order.teamName || order.model}</div>
          <div style={{ color: token.colorTextSecondary }}>{t(`products.${order.product}`)}</div>
        </>
      ),
    },
    {
      title: t('orders.columns.customer'),
      dataIndex: ['customer', 'name'],
      ...sorted('customer'),
      render: (_, order) => (
        <>
          <div>{order.customer.name}</div>
          {order.customer.email ? <div style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{order.customer.email}</div> : null}
        </>
      ),
    },
    { title: t('orders.columns.pieces'), dataIndex: 'quantity', align: 'end' },
    // The workshop is sent no money: no total or due columns for it.
    ...(seesPrices
      ? ([
          { title: t('orders.columns.total'), dataIndex: 'grandTotalCents', align: 'end', ...sorted('grandTotal'), render: (cents: number) => formatCents(cents) },
          {
            title: t('orders.columns.due'),
            dataIndex: 'balanceDueCents',
            align: 'end',
            render: (cents: number, order) => (
              <>
                {formatCents(cents)}
                {order.depositOverdueSince ? (
                  <div data-testid="deposit-overdue-mark" style={{ color: token.colorErrorText, fontWeight: 600 }}>
                    <WarningOutlined aria-hidden /> {t('orders.depositOverdue')}
                  </div>
                ) : null}
              </>
            ),
          },
        ] satisfies ColumnsType<ProviderOrderSummary>)
      : []),
    { title: t('orders.columns.ordered'), dataIndex: 'orderedAt', ...sorted('orderedAt'), render: (at: string) => formatWhen(at, i18n.language) },
    {
      title: t('orders.columns.inStatus'),
      key: 'inStatus',
      render: (_, order) => (
        <span style={order.overdue ? { color: token.colorErrorText, fontWeight: 600 } : undefined}>
          {inStatusFor(daysSince(order.statusSince, now))}
          {order.overdue && (
            <span data-testid="late-mark">
              {' · '}
              <WarningOutlined aria-hidden /> {t('orders.late')}
            </span>
          )}
        </span>
      ),
    },
  ];
  return (
    <Table<ProviderOrderSummary>
      data-testid="orders-table"
      rowKey="id"
      columns={columns}
      dataSource={orders}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('orders.noneFound') }}
      pagination={{ current: view.page, pageSize: TABLE_PAGE_SIZE, total, showSizeChanger: false, hideOnSinglePage: false }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = (one?.columnKey ?? one?.field) as OrderSort | undefined;
        const sortChanged = one?.order && key && (key !== view.sort || (one.order === 'ascend' ? 'asc' : 'desc') !== view.direction);
        if (sortChanged) onChange({ sort: key, direction: one.order === 'ascend' ? 'asc' : 'desc', page: 1 });
        else if (!one?.order && key) onChange({ sort: 'orderedAt', direction: 'desc', page: 1 });
        else onChange({ sort: view.sort, direction: view.direction, page: pagination.current ?? 1 });
      }}
    />
  );
}
