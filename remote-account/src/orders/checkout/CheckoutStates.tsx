import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from '../../strings';
import { LoadFailedResult } from '../../common/page-states';
import { NotFoundResult, TwoColumnSkeleton } from '../order-page-states';
import { SurfaceCard } from '@teamwear/shared/ui/kit/themed';

/** The order form's place while the design, the roster and the sizes load, shaped like the form. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <TwoColumnSkeleton label={t('checkout.loading')} testId="checkout-loading">
      <Flex vertical gap={24}>
        <SurfaceCard>
          <Flex gap={16}>
            <Skeleton.Image active style={{ width: 160, height: 160 }} />
            <Skeleton.Image active style={{ width: 160, height: 160 }} />
          </Flex>
        </SurfaceCard>
        <SurfaceCard>
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
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
