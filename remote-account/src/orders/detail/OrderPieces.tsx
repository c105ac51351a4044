import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { sizesOf, type Order, type OrderExtraPieces, type OrderPlayer, type SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { sizeRun } from '@teamwear/shared/orders';
import { formatNumber } from '@teamwear/shared/ui';

/** One size run (pieces per size, in the chart's order) as a row of tags. */
function SizeRun({ label, run, testId }: { label: string; run: { size: string; count: number }[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center" data-testid={testId}>
      <Typography.Text strong>{label}</Typography.Text>
      {run.map(({ size, count }) => (
        <Tag key={size} style={{ marginInlineEnd: 0 }}>
          {t('orderPage.sizeCount', { size, count: formatNumber(count) })}
        </Tag>
      ))}
    </Flex>
  );
}

/** The players of the order and their sizes as ordered, the unnamed pieces, and the size run. */
export function OrderPieces({ order, chart }: { order: Order; chart: SizeChart }) {
  const { t } = useTranslation();
  const withShorts = order.players.some((player) => player.shortsSize !== null) || order.extras.some((extra) => extra.shortsSize !== null);
  const sizeOrder = sizesOf(chart);
  const shirts = sizeRun(order.players, order.extras, sizeOrder);
  const shorts = withShorts
    ? sizeRun(
        order.players.map((player) => ({ size: player.shortsSize ?? player.size })),
        order.extras.map((extra) => ({ size: extra.shortsSize ?? extra.size, quantity: extra.quantity })),
        sizeOrder,
      )
    : [];
  const playerColumns: TableColumnsType<OrderPlayer> = [
    { key: 'name', title: t('checkout.columns.name'), dataIndex: 'name' },
    { key: 'number', title: t('checkout.columns.number'), dataIndex: 'number' },
    { key: 'size', title: withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size'), dataIndex: 'size' },
    ...(withShorts ? [{ key: 'shortsSize', title: t('checkout.columns.shortsSize'), render: (_: unknown, player: OrderPlayer) => player.shortsSize ?? '' }] : []),
  ];
  const extraColumns: TableColumnsType<OrderExtraPieces & { key: number }> = [
    { key: 'size', title: withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size'), dataIndex: 'size' },
    ...(withShorts ? [{ key: 'shortsSize', title: t('checkout.columns.shortsSize'), render: (_: unknown, extra: OrderExtraPieces) => extra.shortsSize ?? '' }] : []),
    { key: 'quantity', title: t('checkout.quantity'), dataIndex: 'quantity' },
  ];
  return (
    <Flex vertical gap={16}>
      <SizeRun label={withShorts ? t('orderPage.shirtRun') : t('orderPage.sizeRun')} run={shirts} testId="size-run" />
      {withShorts ? <SizeRun label={t('orderPage.shortsRun')} run={shorts} testId="shorts-run" /> : null}
      <Table<OrderPlayer>
        rowKey={(player) => `${player.playerId ?? ''}-${player.number}-${player.name}`}
        size="small"
        columns={playerColumns}
        dataSource={order.players}
        pagination={order.players.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        data-testid="order-players"
      />
      {order.extras.length > 0 ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('checkout.extrasTitle')}
          </Typography.Title>
          <Table
            rowKey="key"
            size="small"
            columns={extraColumns}
            dataSource={order.extras.map((extra, key) => ({ ...extra, key }))}
            pagination={false}
            data-testid="order-extras"
          />
        </>
      ) : null}
    </Flex>
  );
}
