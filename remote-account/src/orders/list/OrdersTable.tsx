import Flex from 'antd/es/flex';
import type { OrderSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { Link, useNavigate } from '@teamwear/shared/router';
// The balance alone: the orders barrel brings zod and the contracts to the page's first load.
import { orderBalance } from '@teamwear/shared/orders/balance';
import { formatNumber } from '@teamwear/shared/ui';
import { useBelow } from '@teamwear/shared/ui/kit';
import { DataTable, type DataColumn } from '../../common/data-table/DataTable';
import { Pager } from '../../common/data-table/Pager';
import { formatCents } from '../format/cents';
import { formatOrderDay } from '../format/order-date';
import { orderPagePath } from '../order-paths';
import { StatusTag } from '../status/StatusTag';
import { OrderCards } from './OrderCards';
import { OrderPicture } from './OrderPicture';
import { Text } from '@teamwear/shared/ui/kit/themed';

export interface OrdersTableProps {
  orders: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** My orders, newest first: a table where it fits, a row opening its order (the number is the
 *  link for the keyboard); cards on a narrow screen. */
export function OrdersTable({ orders, page, pageSize, total, loading, onPage }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The table's columns need about 870 px: below `md` a phone's box hid status and total a
  // sideways scroll away.
  const asCards = useBelow('md');
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
    {
      key: 'paid',
      title: t('myOrders.columns.paid'),
      align: 'end',
      // What is still to pay under what was paid: the table keeps its width (issue 33).
      render: (order) => {
        const { dueCents } = orderBalance(order);
        return (
          <Flex vertical align="end">
            <span>{formatCents(order.paidAmountCents)}</span>
            {dueCents > 0 ? (
              <Text tone="secondary" data-testid="order-row-due">
                {t('myOrders.dueAmount', { amount: formatCents(dueCents) })}
              </Text>
            ) : null}
          </Flex>
        );
      },
    },
    { key: 'status', title: t('myOrders.columns.status'), render: (order) => <StatusTag status={order.status} /> },
    {
      key: 'orderedAt',
      title: t('myOrders.columns.orderedAt'),
      render: (order) => <time dateTime={order.orderedAt}>{formatOrderDay(order.orderedAt, i18n.language)}</time>,
    },
  ];
  const pager = <Pager label={t('myOrders.pages')} page={page} pageSize={pageSize} total={total} hideOnSinglePage onChange={onPage} />;
  if (asCards) {
    return (
      <div aria-busy={loading || undefined} style={{ opacity: loading ? 0.6 : 1 }}>
        <OrderCards orders={orders} />
        {pager}
      </div>
    );
  }
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
      {pager}
    </div>
  );
}
