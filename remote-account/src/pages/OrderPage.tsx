import { AlertBox } from '../common/AlertBox';
import Flex from '../common/Flex';
import { useTranslation } from '../strings';
import { useLocation, useSearchParams } from '@teamwear/shared/router';
import { OrderActions } from '../orders/detail/OrderActions';
import { OrderDetails } from '../orders/detail/OrderDetails';
import { OrderLoadFailed, OrderNotFound, OrderSkeleton } from '../orders/detail/OrderStates';
import { orderBanner } from '../orders/detail/order-banner';
import { ProofApproval } from '../orders/detail/ProofApproval';
import { useOrder } from '../orders/detail/use-order';
import { useOrdersChanged } from '../orders/changes/use-orders-changed';
import { formatCents } from '../orders/format/cents';
// The balance alone: the orders barrel brings zod and the contracts to the page's first load.
import { orderBalance } from '@teamwear/shared/orders/balance';
import { formatOrderDate } from '../orders/format/order-date';
import { StatusTag } from '../orders/status/StatusTag';
import { Heading, Text } from '@teamwear/shared/ui/kit/themed';

/** What the order form passes along when it has just placed the order. */
function placedNotice(state: unknown): { number: number; replayed: boolean } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { placed, replayed } = state as { placed?: unknown; replayed?: unknown };
  return typeof placed === 'number' ? { number: placed, replayed: replayed === true } : null;
}

/** /me/order?id=<id>, one order (the address the API's mails link to). */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { load, reload, replace, refresh } = useOrder(params.get('id'));
  // The shop approves, ships or records a payment while the page is open: it shows it by itself.
  useOrdersChanged(refresh);
  const placed = placedNotice(location.state);
  const order = load.kind === 'ready' ? load.order : null;
  const banner = order ? orderBanner(order.status) : null;
  const justPlaced = placed && order && placed.number === order.number ? placed : null;
  const balance = order ? orderBalance(order) : null;

  return (
    <section data-remote="account">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
              {order ? t('orderPage.title', { number: order.number }) : t('orderPage.titleUnknown')}
            </Heading>
            {order ? <StatusTag status={order.status} /> : null}
          </Flex>
          {order ? (
            <Text tone="secondary">
              {t('orderPage.orderedAt', { date: formatOrderDate(order.orderedAt, i18n.language) })}
            </Text>
          ) : null}
        </Flex>
        {order ? <OrderActions order={order} onChanged={replace} onStale={reload} /> : null}
      </Flex>
      {justPlaced ? (
        <AlertBox
          type="success"
          closable
          title={t(justPlaced.replayed ? 'orderPage.alreadyPlaced' : 'orderPage.placed', { number: justPlaced.number })}
          style={{ marginBottom: 16 }}
          data-testid="order-placed"
        />
      ) : null}
      {order && banner ? (
        // What the status means now: its words follow the status alone (order-banner.ts).
        <AlertBox
          type={banner.tone}
          title={t(banner.titleKey, { number: order.number })}
          description={t(banner.detailKey)}
          style={{ marginBottom: 16 }}
          data-testid="order-banner"
          data-status={order.status}
        />
      ) : null}
      {balance?.completedUnpaid ? (
        <AlertBox
          type="warning"
          title={t('orderPage.completedUnpaid', { amount: formatCents(balance.dueCents) })}
          description={t('orderPage.completedUnpaidDetail')}
          style={{ marginBottom: 16 }}
          data-testid="order-completed-unpaid"
        />
      ) : null}
      {load.kind === 'loading' ? <OrderSkeleton /> : null}
      {load.kind === 'notFound' ? <OrderNotFound /> : null}
      {load.kind === 'failed' ? <OrderLoadFailed offline={load.offline} onRetry={reload} /> : null}
      {load.kind === 'ready' ? <ProofApproval order={load.order} onChanged={replace} onStale={reload} /> : null}
      {load.kind === 'ready' ? <OrderDetails order={load.order} chart={load.chart} /> : null}
    </section>
  );
}
