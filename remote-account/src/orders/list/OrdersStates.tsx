import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { useTranslation } from '@teamwear/shared/i18n';
import { ButtonLink } from '@teamwear/shared/ui/button-link';

export function OrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('myOrders.loading')} data-testid="orders-loading">
      <Skeleton active title={false} paragraph={{ rows: 8, width: '100%' }} />
    </div>
  );
}

/** No orders at all: where orders come from. */
export function NoOrders() {
  const { t } = useTranslation();
  return (
    <Card data-testid="orders-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t('myOrders.emptyTitle')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('myOrders.emptyDetail')}</Typography.Text>
          </Flex>
        }
      >
        <ButtonLink type="primary" to="/me/assets">
          {t('myOrders.toMyDesigns')}
        </ButtonLink>
      </Empty>
    </Card>
  );
}

/** Orders exist, none with the chosen status. */
export function NoOrdersWithStatus({ status, onClear }: { status: OrderStatus; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="orders-none-with-status">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myOrders.noneWithStatus', { status: t(`orderStatus.${status}`) })}>
        <Button onClick={onClear}>{t('myOrders.showAll')}</Button>
      </Empty>
    </Card>
  );
}

export function OrdersLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('myOrders.loadFailed')}
      subTitle={offline ? t('checkout.offline') : t('account.loadFailed')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      data-testid="orders-failed"
    />
  );
}
