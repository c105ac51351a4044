import { useTranslation } from '../../strings';
import { ORDERS_PATH } from '../order-paths';
import { LoadFailedResult } from '../../common/page-states';
import { NotFoundResult, SkeletonLines, TwoColumnSkeleton } from '../order-page-states';
import { SurfaceCard } from '@teamwear/shared/ui/kit/themed';

export function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <TwoColumnSkeleton label={t('orderPage.loading')} testId="order-loading">
      <SurfaceCard>
        <SkeletonLines rows={8} />
      </SurfaceCard>
    </TwoColumnSkeleton>
  );
}

export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundResult
      title={t('orderPage.notFoundTitle')}
      detail={t('orderPage.notFoundDetail')}
      backTo={ORDERS_PATH}
      backLabel={t('orderPage.toMyOrders')}
      testId="order-not-found"
    />
  );
}

export function OrderLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedResult title={t('orderPage.loadFailed')} offline={offline} onRetry={onRetry} testId="order-failed" />;
}
