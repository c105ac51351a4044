import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from '../strings';
import { Link } from '@teamwear/shared/router';
import { useSession } from '@teamwear/shared/session';
import { useAccountSummary } from '../dashboard/account-summary';
import { useOrdersChanged } from '../orders/changes/use-orders-changed';
import { ActivityChart } from '../dashboard/ActivityChart';
import { RecentDesigns } from '../dashboard/RecentDesigns';
import { SummaryCards } from '../dashboard/SummaryCards';
import { OpenCollections } from '../dashboard/OpenCollections';
import { Heading, Paragraph, SurfaceCard } from '@teamwear/shared/ui/kit/themed';

/** /me/dashboard: the counts (GET /api/accounts/summary), the newest designs, and what was added in the last 12 weeks. */
export function DashboardPage() {
  const { t } = useTranslation();
  const details = useSession((s) => s.details);
  const load = useAccountSummary();
  // The counts of orders in progress follow the orders' changes while the dashboard is open.
  useOrdersChanged(load.reload);

  const summary = load.kind === 'ready' ? load.data.data : null;
  return (
    <section data-remote="account">
      <Heading level={1} style={{ fontSize: 28 }}>
        {t('nav.dashboard')}
      </Heading>
      {details ? <Paragraph tone="secondary">{t('dashboard.welcome', { name: details.firstName })}</Paragraph> : null}
      {load.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={load.error.message}
          action={
            <Button size="small" onClick={load.reload}>
              {t('common.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <SummaryCards summary={summary} />
      <OpenCollections />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <SurfaceCard
            title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('dashboard.recentTitle')}</Heading>}
            extra={<Link to="/me/assets">{t('dashboard.seeAllDesigns')}</Link>}
            style={{ height: '100%' }}
          >
            <RecentDesigns />
          </SurfaceCard>
        </Col>
        <Col xs={24} xl={12}>
          <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('dashboard.activityTitle')}</Heading>} style={{ height: '100%' }}>
            {summary ? <ActivityChart activity={summary.activity ?? []} /> : load.kind === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
          </SurfaceCard>
        </Col>
      </Row>
    </section>
  );
}
