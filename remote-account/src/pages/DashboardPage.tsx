import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { AppstoreOutlined, CheckCircleOutlined, SyncOutlined, TeamOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { apiRequest } from '@teamwear/shared/api';
import type { AccountSummary } from '@teamwear/shared/contracts';
import { CLIENT_ID, useSession } from '@teamwear/shared/session';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';

type Load = { state: 'loading' } | { state: 'ready'; summary: AccountSummary } | { state: 'failed'; message: string };

/** PRODUCT_SPEC §2: counts of designs, players, orders in progress and completed orders, with
 *  what was added this week and the totals. */
export function DashboardPage() {
  const { t } = useTranslation();
  const details = useSession((s) => s.details);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void apiRequest<{ data: AccountSummary }>('/api/accounts/summary', { headers: { clientId: CLIENT_ID }, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoad(result.ok ? { state: 'ready', summary: result.data.data } : { state: 'failed', message: result.error.message });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section data-remote="account">
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('account.dashboardTitle')}
      </Typography.Title>
      {details ? <Typography.Paragraph type="secondary">{t('dashboard.welcome', { name: details.firstName })}</Typography.Paragraph> : null}
      {load.state === 'failed' ? <Alert type="error" showIcon title={load.message} /> : null}
      <Row gutter={[16, 16]}>
        {[
          { key: 'designs', icon: <AppstoreOutlined />, value: load.state === 'ready' ? load.summary.designs.total : 0, week: load.state === 'ready' ? t('dashboard.thisWeek', { count: load.summary.designs.thisWeek }) : '' },
          { key: 'players', icon: <TeamOutlined />, value: load.state === 'ready' ? load.summary.players.total : 0, week: load.state === 'ready' ? t('dashboard.registeredThisWeek', { count: load.summary.players.thisWeek }) : '' },
          { key: 'ordersInProgress', icon: <SyncOutlined />, value: load.state === 'ready' ? load.summary.ordersInProgress : 0, week: t('dashboard.total') },
          { key: 'ordersCompleted', icon: <CheckCircleOutlined />, value: load.state === 'ready' ? load.summary.ordersCompleted : 0, week: t('dashboard.total') },
        ].map((card) => (
          <Col key={card.key} xs={24} sm={12} xl={6}>
            <Card data-testid={`summary-${card.key}`}>
              {load.state === 'loading' ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : (
                <>
                  <Statistic title={t(`dashboard.${card.key}` as 'dashboard.designs')} value={card.value} prefix={card.icon} formatter={(v) => formatNumber(Number(v))} />
                  <Typography.Text type="secondary">{card.week}</Typography.Text>
                </>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
