import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { OrderStatus } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { EmptyListCard, LoadFailedResult } from '../../common/page-states';
import { EmptyState, SurfaceCard } from '@teamwear/shared/ui/kit/themed';

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
    <EmptyListCard title={t('myOrders.emptyTitle')} detail={t('myOrders.emptyDetail')} testId="orders-empty">
      <ButtonLink type="primary" to="/me/assets">
        {t('myOrders.toMyDesigns')}
      </ButtonLink>
    </EmptyListCard>
  );
}

/** Orders exist, none with the chosen status. */
export function NoOrdersWithStatus({ status, onClear }: { status: OrderStatus; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <SurfaceCard testId="orders-none-with-status">
      <EmptyState description={t('myOrders.noneWithStatus', { status: t(`orderStatus.${status}`) })}>
        <Button onClick={onClear}>{t('myOrders.showAll')}</Button>
      </EmptyState>
    </SurfaceCard>
  );
}

export function OrdersLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedResult title={t('myOrders.loadFailed')} offline={offline} onRetry={onRetry} testId="orders-failed" />;
}
