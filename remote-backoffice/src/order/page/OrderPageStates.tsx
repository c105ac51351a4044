import { FileSearchOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { useTranslation } from '../../strings';
import { ORDERS_PATH } from '../order-number';

export function OrderLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('order.states.loading')} data-testid="order-loading">
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    </div>
  );
}

/** No order at that address: a number no order of the shop has, or not a number at all; the way back to the orders. */
export function OrderNotFound({ segment, malformed }: { segment: string; malformed: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      icon={<FileSearchOutlined aria-hidden />}
      title={t('order.states.notFoundTitle')}
      subTitle={malformed ? t('order.states.malformed', { segment: segment.slice(0, 40) }) : t('order.states.notFound', { number: segment })}
      extra={
        <ButtonLink type="primary" to={ORDERS_PATH}>
          {t('order.states.toOrders')}
        </ButtonLink>
      }
      data-testid="order-not-found"
    />
  );
}

export function OrderLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('order.states.loadFailed')}
      subTitle={offline ? t('order.errors.offline') : t('order.errors.somethingWentWrong')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('order.states.retry')}
        </Button>
      }
      data-testid="order-failed"
    />
  );
}
