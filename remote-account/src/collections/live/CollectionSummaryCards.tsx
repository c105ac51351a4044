import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Row from 'antd/es/row';
import type { Collection } from '@teamwear/shared/contracts';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { formatCents } from '../../orders/format/cents';
import { progressLine } from '../format/collection-progress';
import { PlainTag } from '../format/CollectionStateTag';
import { formatShopDay } from './shop-time';

/** How many joined of the expected, the sizes counted per piece, the estimate per player and the need-by day. */
export function CollectionSummaryCards({ collection }: { collection: Collection }) {
  const { t, i18n } = useTranslation();
  const progress = progressLine(collection.entryCount, collection.expectedPlayers);
  const joined = t(progress.key, progress.values);
  return (
    <Flex vertical gap={16}>
      {collection.needBy && collection.lastCloseDay ? (
        <Alert
          type={collection.deadlineTooLate ? 'warning' : 'info'}
          showIcon
          title={t(collection.deadlineTooLate ? 'collections.needBy.tooLate' : 'collections.needBy.inTime', {
            needBy: formatShopDay(collection.needBy, i18n.language),
            lastDay: formatShopDay(collection.lastCloseDay, i18n.language),
          })}
          description={collection.deadlineTooLate && collection.open ? t('collections.needBy.tooLateDetail') : undefined}
          data-testid="collection-need-by"
          data-too-late={collection.deadlineTooLate}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.summary.joinedTitle')}</Heading>} style={{ height: '100%' }} testId="collection-progress">
            <Flex vertical gap={12}>
              <Text strong style={{ fontSize: 20 }} data-testid="collection-joined">
                {joined}
              </Text>
              {progress.percent !== null ? <Progress percent={progress.percent} showInfo={false} aria-label={joined} /> : null}
              {collection.pieces.map((piece) => {
                const counts = collection.counts[piece];
                return (
                  <Flex key={piece} vertical gap={4} data-testid={`collection-counts-${piece}`}>
                    <Text tone="secondary">{t(`collections.pieces.${piece}Sizes`)}</Text>
                    {counts.length === 0 ? (
                      <Text tone="secondary">{t('collections.summary.noSizes')}</Text>
                    ) : (
                      <Flex gap={6} wrap>
                        {counts.map((count) => (
                          <PlainTag key={count.size}>{t('collections.summary.sizeCount', { size: count.size, count: count.count })}</PlainTag>
                        ))}
                      </Flex>
                    )}
                  </Flex>
                );
              })}
            </Flex>
          </SurfaceCard>
        </Col>
        <Col xs={24} md={12}>
          <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.summary.estimateTitle')}</Heading>} style={{ height: '100%' }} testId="collection-estimate">
            {collection.estimate ? (
              <Flex vertical gap={8}>
                <Text strong style={{ fontSize: 20 }}>
                  {t('collections.summary.perPlayer', { amount: formatCents(collection.estimate.perPlayerCents) })}
                </Text>
                <Text tone="secondary">{t('collections.summary.estimateBasis', { count: collection.estimate.pieces, unit: formatCents(collection.estimate.unitCents) })}</Text>
                <Text tone="secondary">{t('collections.summary.estimateNote')}</Text>
              </Flex>
            ) : (
              <Text tone="secondary">{t('collections.summary.noEstimate')}</Text>
            )}
          </SurfaceCard>
        </Col>
      </Row>
    </Flex>
  );
}
