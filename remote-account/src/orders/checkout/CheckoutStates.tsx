import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from '../../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { LoadFailedResult } from '../../common/page-states';

/** The order form's place while the design, the roster and the sizes load, shaped like the form. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('checkout.loading')} data-testid="checkout-loading">
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={24}>
            <Card>
              <Flex gap={16}>
                <Skeleton.Image active style={{ width: 160, height: 160 }} />
                <Skeleton.Image active style={{ width: 160, height: 160 }} />
              </Flex>
            </Card>
            <Card>
              <Skeleton active title={false} paragraph={{ rows: 8 }} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** No design to order: none asked for, or one that does not exist or is not the customer's. */
export function CheckoutDesignNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('checkout.notFoundTitle')}
      subTitle={t('checkout.notFoundDetail')}
      extra={
        <ButtonLink type="primary" to="/me/assets">
          {t('checkout.toMyDesigns')}
        </ButtonLink>
      }
      data-testid="checkout-not-found"
    />
  );
}

export function CheckoutLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedResult title={t('checkout.loadFailed')} offline={offline} onRetry={onRetry} testId="checkout-failed" />;
}
