import Flex from '../../common/Flex';
import { useTranslation } from '../../strings';
import { LoadFailedResult } from '../../common/page-states';
import { NotFoundResult, SkeletonLines, TwoColumnSkeleton } from '../order-page-states';
import { SkeletonBlock, SurfaceCard } from '@teamwear/shared/ui/kit/themed';

/** The order form's place while the design, the roster and the sizes load, shaped like the form. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <TwoColumnSkeleton label={t('checkout.loading')} testId="checkout-loading">
      <Flex vertical gap={24}>
        <SurfaceCard>
          <Flex gap={16}>
            <SkeletonBlock style={{ width: 160, height: 160 }} />
            <SkeletonBlock style={{ width: 160, height: 160 }} />
          </Flex>
        </SurfaceCard>
        <SurfaceCard>
          <SkeletonLines rows={8} title={false} />
        </SurfaceCard>
      </Flex>
    </TwoColumnSkeleton>
  );
}

/** No design to order: none asked for, or one that does not exist or is not the customer's. */
export function CheckoutDesignNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundResult
      title={t('checkout.notFoundTitle')}
      detail={t('checkout.notFoundDetail')}
      backTo="/me/assets"
      backLabel={t('checkout.toMyDesigns')}
      testId="checkout-not-found"
    />
  );
}

export function CheckoutLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedResult title={t('checkout.loadFailed')} offline={offline} onRetry={onRetry} testId="checkout-failed" />;
}
