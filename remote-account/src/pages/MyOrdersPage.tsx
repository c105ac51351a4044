import Flex from 'antd/es/flex';
import { useCallback, useEffect, useMemo } from 'react';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { ORDER_STATUSES } from '@teamwear/shared/contracts/plain';
import { useTranslation } from '../strings';
import { useSearchParams } from '@teamwear/shared/router';
import { lastPageInstead, orderListParams, ORDERS_PER_PAGE, readOrderListQuery, type OrderListQuery } from '../orders/list/order-list-query';
import { OrdersTable } from '../orders/list/OrdersTable';
import { NoOrders, NoOrdersWithStatus, OrdersLoadFailed, OrdersSkeleton } from '../orders/list/OrdersStates';
import { useOrderList } from '../orders/list/use-order-list';
import { useOrdersChanged } from '../orders/changes/use-orders-changed';
import { Heading } from '@teamwear/shared/ui/kit/themed';
import { NativeSelect } from '../common/controls/NativeSelect';

const ALL = 'ALL';

/** /me/histories, My orders: every order of the customer, newest first; by status; a row opens it. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const query = useMemo(() => readOrderListQuery(new URLSearchParams(address)), [address]);
  const { state, reload } = useOrderList(query);
  // An order changed while the list is open (the shop approved it, a payment): read the page again.
  useOrdersChanged(reload);
  const show = useCallback((next: OrderListQuery, replace = false) => setParams(orderListParams(next), { replace }), [setParams]);

  const list = state.kind === 'ready' ? state.list : null;
  const instead = list ? lastPageInstead(query, list.total) : null;
  useEffect(() => {
    if (instead !== null) show({ ...query, page: instead }, true);
  }, [instead, query, show]);

  const filtered = query.status !== null;
  return (
    <section data-remote="account">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('account.myOrdersTitle')}
        </Heading>
        {list && (list.total > 0 || filtered) ? (
          <NativeSelect
            value={query.status ?? ALL}
            label={t('myOrders.statusFilter')}
            testId="status-filter"
            style={{ minWidth: 200 }}
            onChange={(value) => show({ status: value === ALL ? null : (value as OrderStatus), page: 1 }, true)}
            options={[{ value: ALL, label: t('myOrders.allStatuses') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))]}
          />
        ) : null}
      </Flex>
      {state.kind === 'loading' ? <OrdersSkeleton /> : null}
      {state.kind === 'failed' ? <OrdersLoadFailed offline={state.offline} onRetry={reload} /> : null}
      {list && list.total === 0 && !filtered ? <NoOrders /> : null}
      {list && list.total === 0 && query.status !== null ? <NoOrdersWithStatus status={query.status} onClear={() => show({ status: null, page: 1 })} /> : null}
      {list && list.total > 0 ? (
        <OrdersTable
          orders={list.data}
          page={query.page}
          pageSize={ORDERS_PER_PAGE}
          total={list.total}
          loading={state.kind === 'ready' && state.refreshing}
          onPage={(page) => {
            show({ ...query, page });
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </section>
  );
}
