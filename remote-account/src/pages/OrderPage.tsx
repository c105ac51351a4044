import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from '../strings';
import { useLocation, useSearchParams } from '@teamwear/shared/router';
import { OrderActions } from '../orders/detail/OrderActions';
import { OrderDetails } from '../orders/detail/OrderDetails';
import { OrderLoadFailed, OrderNotFound, OrderSkeleton } from '../orders/detail/OrderStates';
import { ProofApproval } from '../orders/detail/ProofApproval';
import { useOrder } from '../orders/detail/use-order';
import { formatOrderDate } from '../orders/format/order-date';
import { StatusTag } from '../orders/status/StatusTag';

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
  const { load, reload, replace } = useOrder(params.get('id'));
  const placed = placedNotice(location.state);
  const order = load.kind === 'ready' ? load.order : null;

  return (
    <section data-remote="account">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
              {order ? t('orderPage.title', { number: order.number }) : t('orderPage.titleUnknown')}
            </Typography.Title>
            {order ? <StatusTag status={order.status} /> : null}
          </Flex>
          {order ? (
            <Typography.Text type="secondary">
              {t('orderPage.orderedAt', { date: formatOrderDate(order.orderedAt, i18n.language) })}
            </Typography.Text>
          ) : null}
        </Flex>
        {order ? <OrderActions order={order} onChanged={replace} onStale={reload} /> : null}
      </Flex>
      {placed && order && placed.number === order.number ? (
        <Alert
          type="success"
          showIcon
          closable
          title={t(placed.replayed ? 'orderPage.alreadyPlaced' : 'orderPage.placed', { number: placed.number })}
          description={t('orderPage.placedDetail')}
          style={{ marginBottom: 16 }}
          data-testid="order-placed"
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
