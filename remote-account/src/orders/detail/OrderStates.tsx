import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from '../../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { ORDERS_PATH } from '../order-paths';
import { LoadFailedResult } from '../../common/page-states';

export function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('orderPage.loading')} data-testid="order-loading">
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
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

export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('orderPage.notFoundTitle')}
      subTitle={t('orderPage.notFoundDetail')}
      extra={
        <ButtonLink type="primary" to={ORDERS_PATH}>
          {t('orderPage.toMyOrders')}
        </ButtonLink>
      }
      data-testid="order-not-found"
    />
  );
}

export function OrderLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedResult title={t('orderPage.loadFailed')} offline={offline} onRetry={onRetry} testId="order-failed" />;
}
