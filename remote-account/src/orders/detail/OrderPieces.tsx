import Flex from '../../common/Flex';
import type { Order, OrderExtraPieces, OrderPlayer, SizeChart } from '@teamwear/shared/contracts';
import { Heading, TagLabel, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { DataTable, type DataColumn } from '../../common/data-table/DataTable';
import { sizesOf } from '../../players/sizes-of';
import { sizeRun } from '@teamwear/shared/orders';
import { formatNumber } from '@teamwear/shared/ui';

/** One size run (pieces per size, in the chart's order) as a row of tags. */
function SizeRun({ label, run, testId }: { label: string; run: { size: string; count: number }[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center" data-testid={testId}>
      <Text strong>{label}</Text>
      {run.map(({ size, count }) => (
        <TagLabel key={size}>{t('orderPage.sizeCount', { size, count: formatNumber(count) })}</TagLabel>
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
  const sizeTitle = withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size');
  const playerColumns: DataColumn<OrderPlayer>[] = [
    { key: 'name', title: t('checkout.columns.name'), render: (player) => player.name },
    { key: 'number', title: t('checkout.columns.number'), render: (player) => player.number },
    { key: 'size', title: sizeTitle, render: (player) => player.size },
    ...(withShorts ? [{ key: 'shortsSize', title: t('checkout.columns.shortsSize'), render: (player: OrderPlayer) => player.shortsSize ?? '' }] : []),
  ];
  const extraColumns: DataColumn<OrderExtraPieces & { key: number }>[] = [
    { key: 'size', title: sizeTitle, render: (extra) => extra.size },
    ...(withShorts ? [{ key: 'shortsSize', title: t('checkout.columns.shortsSize'), render: (extra: OrderExtraPieces) => extra.shortsSize ?? '' }] : []),
    { key: 'quantity', title: t('checkout.quantity'), render: (extra) => extra.quantity },
  ];
  return (
    <Flex vertical gap={16}>
      <SizeRun label={withShorts ? t('orderPage.shirtRun') : t('orderPage.sizeRun')} run={shirts} testId="size-run" />
      {withShorts ? <SizeRun label={t('orderPage.shortsRun')} run={shorts} testId="shorts-run" /> : null}
      {/* Every player on one page (an order has at most a few hundred; antd's table paged them by 50). */}
      <DataTable<OrderPlayer>
        caption={t('checkout.playersTitle')}
        rowKey={(player) => `${player.playerId ?? ''}-${player.number}-${player.name}`}
        size="small"
        columns={playerColumns}
        rows={order.players}
        nowrap
        testId="order-players"
      />
      {order.extras.length > 0 ? (
        <>
          <Heading level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('checkout.extrasTitle')}
          </Heading>
          <DataTable
            caption={t('checkout.extrasTitle')}
            rowKey={(extra) => String(extra.key)}
            size="small"
            columns={extraColumns}
            rows={order.extras.map((extra, key) => ({ ...extra, key }))}
            testId="order-extras"
          />
        </>
      ) : null}
    </Flex>
  );
}
