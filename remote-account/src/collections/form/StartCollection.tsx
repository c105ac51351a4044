import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { Link } from '@teamwear/shared/router';
import { Heading, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { LoadFailedResult } from '../../common/page-states';
import { DesignPicture } from '../../design-picture/DesignPicture';
import { fetchDesign } from '../../orders/api/order-api';
import { useServerData } from '../../server-data/use-server-data';
import { CollectionForm } from './CollectionForm';

/** `/me/collections?design=<id>`: the design, and the form that starts collecting its team's sizes. */
export function StartCollection({ designId }: { designId: string }) {
  const { t } = useTranslation();
  const answer = useServerData({ key: `design ${designId}`, load: (signal) => fetchDesign(designId, signal) });
  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (answer.kind === 'failed') {
    if (answer.status === 404 || answer.status === 400)
      return (
        <Alert
          type="warning"
          showIcon
          title={t('collections.form.noDesign')}
          description={<Link to="/me/assets">{t('collections.form.toMyDesigns')}</Link>}
          style={{ marginBottom: 24 }}
          data-testid="collection-no-design"
        />
      );
    return <LoadFailedResult title={t('collections.form.designFailed')} offline={answer.status === 0} onRetry={answer.reload} testId="collection-design-failed" />;
  }
  const design = answer.data;
  const name = design.name || t('myDesigns.untitled');
  return (
    <SurfaceCard
      title={<Heading level={2} style={{ fontSize: 18, margin: 0 }}>{t('collections.form.heading', { name })}</Heading>}
      style={{ marginBottom: 24 }}
      testId="collection-start-card"
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8}>
          <DesignPicture design={design} label={t('myDesigns.pictureOf', { name })} size={240} style={{ maxWidth: 280 }} />
        </Col>
        <Col xs={24} md={16}>
          <CollectionForm design={design} />
        </Col>
      </Row>
    </SurfaceCard>
  );
}
