import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { formatCents } from '../../orders/format/cents';
import { changeCollection } from '../api/collection-api';
import { useCollectionFailure } from '../form/use-collection-message';

/**
 * Players pay (issue 38): whether each player pays their share through the link, the share (fixed
 * when turned on), and what the shop has recorded: collected of expected, how many paid. Off again
 * only while nobody has paid; unavailable, with the reason, where the shop takes no KHQR nor bank
 * transfer. Who paid is marked on each entry (EntriesCard).
 */
export function PlayersPayCard({ collection, onChanged }: { collection: Collection; onChanged: (collection: Collection) => void }) {
  const { t } = useTranslation();
  const failureText = useCollectionFailure();
  const [saving, setSaving] = useState(false);
  const pay = collection.playersPay;
  if (!pay) return null;
  const on = pay.shareCents !== null;

  const turn = async (playersPay: boolean) => {
    setSaving(true);
    const result = await changeCollection(collection.id, { playersPay });
    setSaving(false);
    if (result.ok) {
      onChanged(result.data);
      showToast({ severity: 'success', summary: t(playersPay ? 'collections.pay.turnedOn' : 'collections.pay.turnedOff') });
    } else {
      const code = result.error.code;
      const detail = code === 'PLAYERS_PAID' ? t('collections.pay.paidAlready') : code === 'PLAYERS_PAY_UNAVAILABLE' ? t('collections.pay.noMethod') : failureText(result);
      showToast({ severity: 'error', summary: t('collections.pay.notChanged'), detail });
    }
  };

  const title = <Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.pay.title')}</Heading>;
  if (!on)
    return (
      <SurfaceCard title={title} testId="collection-players-pay">
        <Flex vertical gap={8} align="flex-start">
          <Text tone="secondary">{t('collections.pay.offDetail')}</Text>
          {pay.available ? (
            <Button onClick={() => void turn(true)} loading={saving} data-testid="collection-players-pay-on">
              {t('collections.pay.turnOn', { amount: formatCents(collection.estimate?.perPlayerCents ?? 0) })}
            </Button>
          ) : (
            <Alert type="info" showIcon title={t(pay.unavailable === 'notPriced' ? 'collections.pay.notPriced' : 'collections.pay.noMethod')} data-testid="collection-players-pay-unavailable" />
          )}
        </Flex>
      </SurfaceCard>
    );

  const share = pay.shareCents ?? 0;
  const moved = collection.estimate && collection.estimate.perPlayerCents !== share;
  return (
    <SurfaceCard title={title} testId="collection-players-pay">
      <Flex vertical gap={8}>
        <Text strong style={{ fontSize: 20 }}>
          {t('collections.pay.share', { amount: formatCents(share) })}
        </Text>
        <Text data-testid="collection-collected">
          {t('collections.pay.collected', { collected: formatCents(pay.collectedCents), expected: formatCents(pay.expectedCents), paid: pay.paidCount, count: pay.paidCount + pay.unpaidCount })}
        </Text>
        <Progress percent={pay.expectedCents ? Math.min(100, Math.round((100 * pay.collectedCents) / pay.expectedCents)) : 0} aria-label={t('collections.pay.title')} />
        {pay.unpaidCount > 0 ? <Text tone="secondary">{t('collections.pay.unpaidNote', { count: pay.unpaidCount })}</Text> : null}
        {moved ? <Text tone="secondary">{t('collections.pay.fixed', { estimate: formatCents(collection.estimate?.perPlayerCents ?? 0) })}</Text> : null}
        <Text tone="secondary">{t('collections.pay.recordedByShop')}</Text>
        <div>
          <Button size="small" onClick={() => void turn(false)} loading={saving} disabled={pay.collectedCents > 0} data-testid="collection-players-pay-off">
            {t('collections.pay.turnOff')}
          </Button>
        </div>
      </Flex>
    </SurfaceCard>
  );
}
