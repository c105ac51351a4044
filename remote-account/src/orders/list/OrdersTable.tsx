import Flex from 'antd/es/flex';
import type { OrderSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { Link, useNavigate } from '@teamwear/shared/router';
import { formatNumber } from '@teamwear/shared/ui';
import { DataTable, type DataColumn } from '../../common/data-table/DataTable';
import { Pager } from '../../common/data-table/Pager';
import { PlaceholderPicture } from '../../design-picture/PlaceholderPicture';
import { formatCents } from '../format/cents';
import { formatOrderDay } from '../format/order-date';
import { orderPagePath } from '../order-paths';
import { StatusTag } from '../status/StatusTag';
import { Text } from '../../common/typography';

export interface OrdersTableProps {
  orders: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The order's picture: the one stored with the order (the design as it was ordered). */
function OrderPicture({ order, label }: { order: OrderSummary; label: string }) {
  return (
    <div style={{ width: 48, height: 48, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 6, overflow: 'hidden', background: 'var(--ant-color-fill-quaternary, #f5f5f5)' }}>
      {order.thumbnail ? <img src={order.thumbnail} alt={label} width={48} height={48} style={{ objectFit: 'contain' }} /> : <PlaceholderPicture label={label} />}
    </div>
  );
}

/** My orders as a table, newest first; a row opens its order (the number is the link for the keyboard). */
export function OrdersTable({ orders, page, pageSize, total, loading, onPage }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: DataColumn<OrderSummary>[] = [
    {
      key: 'number',
      title: t('myOrders.columns.number'),
      render: (order) => (
        <Link to={orderPagePath(order.id)} onClick={(event) => event.stopPropagation()} data-testid="order-link">
          {t('myOrders.number', { number: order.number })}
        </Link>
      ),
    },
    {
      key: 'picture',
      title: t('myOrders.columns.design'),
      render: (order) => <OrderPicture order={order} label={t('orderDesign.frontOf', { name: order.model })} />,
    },
    {
      key: 'garment',
      title: t('myOrders.columns.garment'),
      render: (order) => (
        <Flex vertical>
          <span>{t(`products.${order.product}`)}</span>
          <Text tone="secondary">{order.model}</Text>
        </Flex>
      ),
    },
    { key: 'quantity', title: t('myOrders.columns.quantity'), align: 'end', render: (order) => formatNumber(order.quantity) },
    { key: 'grandTotal', title: t('myOrders.columns.grandTotal'), align: 'end', render: (order) => formatCents(order.grandTotalCents) },
    { key: 'paid', title: t('myOrders.columns.paid'), align: 'end', render: (order) => formatCents(order.paidAmountCents) },
    { key: 'status', title: t('myOrders.columns.status'), render: (order) => <StatusTag status={order.status} /> },
    {
      key: 'orderedAt',
      title: t('myOrders.columns.orderedAt'),
      render: (order) => <time dateTime={order.orderedAt}>{formatOrderDay(order.orderedAt, i18n.language)}</time>,
    },
  ];
  return (
    <div>
      <DataTable<OrderSummary>
        testId="orders-table"
        caption={t('myOrders.caption')}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        size="large"
        nowrap
        loading={loading}
        onRowClick={(order) => navigate(orderPagePath(order.id))}
      />
      <Pager label={t('myOrders.pages')} page={page} pageSize={pageSize} total={total} hideOnSinglePage onChange={onPage} />
    </div>
  );
}
