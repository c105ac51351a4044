import { AppstoreOutlined, CheckCircleOutlined, SyncOutlined, TeamOutlined } from '@ant-design/icons';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import type { AccountSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';

/** docs/product.md §2: designs, players, orders in progress and completed, with what was added this week. */
export function SummaryCards({ summary }: { summary: AccountSummary | null }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'designs', icon: <AppstoreOutlined aria-hidden />, value: summary?.designs.total ?? 0, note: summary ? t('dashboard.thisWeek', { count: summary.designs.thisWeek }) : '' },
    { key: 'players', icon: <TeamOutlined aria-hidden />, value: summary?.players.total ?? 0, note: summary ? t('dashboard.registeredThisWeek', { count: summary.players.thisWeek }) : '' },
    { key: 'ordersInProgress', icon: <SyncOutlined aria-hidden />, value: summary?.ordersInProgress ?? 0, note: t('dashboard.total') },
    { key: 'ordersCompleted', icon: <CheckCircleOutlined aria-hidden />, value: summary?.ordersCompleted ?? 0, note: t('dashboard.total') },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <SurfaceCard testId={`summary-${card.key}`}>
            {summary ? (
              <>
                <Statistic title={t(`dashboard.${card.key}`)} value={card.value} prefix={card.icon} formatter={(v) => formatNumber(Number(v))} />
                <Text tone="secondary">{card.note}</Text>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} />
            )}
          </SurfaceCard>
        </Col>
      ))}
    </Row>
  );
}
