import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@teamwear/shared/router';
import { Heading, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../common/use-staff-answer';
import { watchShopOrders } from '../common/watch-shop-orders';
import { setWaitingForReview } from '../layout/waiting-for-review';
import { useTranslation } from '../strings';
import { OrdersBoard } from './board/OrdersBoard';
import { OrdersFilters } from './OrdersFilters';
import { boardRequest, tableRequest } from './orders-requests';
import { searchOfView, viewFromSearch, type OrdersView } from './orders-view';

// The table (antd's Table, its pagination and filter menus: ~100 KB gzip) is read only when it is
// shown: the board, the page's first view, stays within its first-load budget (350 KB).
const OrdersTable = lazy(() => import(/* webpackChunkName: "orders-table" */ './table/OrdersTable').then((module) => ({ default: module.OrdersTable })));
// Players paying their share of size collections: a view of its own, read only when chosen.
const PlayerPayments = lazy(() => import(/* webpackChunkName: "player-payments" */ '../player-payments/PlayerPayments').then((module) => ({ default: module.PlayerPayments })));

/**
 * /backoffice/orders (docs/product.md §15): the board or the table, as the address says. Both read
 * again by themselves when the shop's orders change (the shop's orders' version, polled while the
 * page is shown), keeping what is shown until the new answer is there: no flash, no lost scroll.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(address)), [address]);
  const show = useCallback((next: OrdersView, replace = false) => setParams(searchOfView(next), { replace }), [setParams]);
  return (
    <section data-remote="backoffice" data-testid="orders-page">
      <Heading level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {t('orders.title')}
      </Heading>
      <OrdersFilters view={view} onView={show} />
      {view.view === 'players' ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <PlayerPayments search={view.search} />
        </Suspense>
      ) : view.view === 'board' ? (
        <BoardView view={view} />
      ) : (
        <TableView view={view} onView={show} />
      )}
    </section>
  );
}

function BoardView({ view }: { view: OrdersView }) {
  const { key, load } = boardRequest(view);
  const answer = useStaffAnswer(key, load);
  const { reload } = answer;
  useEffect(() => watchShopOrders(reload), [reload]);
  const waiting = answer.kind === 'ready' ? answer.data.data.waitingForReview : null;
  useEffect(() => {
    if (waiting !== null) setWaitingForReview(waiting);
  }, [waiting]);
  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (answer.kind === 'failed') return <Failed status={answer.status} onRetry={reload} />;
  return <OrdersBoard board={answer.data.data} view={view} />;
}

function TableView({ view, onView }: { view: OrdersView; onView: (view: OrdersView, replace?: boolean) => void }) {
  const { key, load } = tableRequest(view);
  const answer = useStaffAnswer(key, load);
  const { reload } = answer;
  useEffect(() => watchShopOrders(reload), [reload]);
  // The filters or page of the answer shown: a change of them dims the table while it loads; a
  // read again because an order changed does not (every few seconds on a busy day).
  const [shownKey, setShownKey] = useState(key);
  if (answer.kind === 'ready' && !answer.refreshing && shownKey !== key) setShownKey(key);
  if (answer.kind === 'failed') return <Failed status={answer.status} onRetry={reload} />;
  const list = answer.kind === 'ready' ? answer.data : null;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <OrdersTable
        orders={list?.data ?? []}
        total={list?.total ?? 0}
        view={view}
        loading={answer.kind === 'loading' || (answer.kind === 'ready' && answer.refreshing && shownKey !== key)}
        onChange={(change) => onView({ ...view, ...change })}
      />
    </Suspense>
  );
}

function Failed({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <WarningResult
      title={status === 0 ? t('orders.offline') : t('orders.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('orders.tryAgain')}
        </Button>
      }
    />
  );
}
