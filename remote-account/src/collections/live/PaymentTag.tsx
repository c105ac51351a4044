import Flex from 'antd/es/flex';
import type { CollectionEntry } from '@teamwear/shared/contracts';
import { TagLabel, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { formatCents } from '../../orders/format/cents';
import { SEVERITY_COLOURS } from '../../orders/status/status-colours';

/** An entry's share as the shop recorded it: paid, part paid (how much), or not paid, marked in colour and words; and the order that carries it. */
export function PaymentTag({ entry }: { entry: CollectionEntry }) {
  const { t } = useTranslation();
  const payment = entry.payment;
  if (!payment) return null;
  const colours = SEVERITY_COLOURS[payment.state === 'paid' ? 'success' : 'warn'];
  return (
    <Flex gap={6} align="center" wrap data-testid="collection-entry-payment" data-state={payment.state}>
      <TagLabel colours={colours} style={{ fontWeight: 500 }}>
        {payment.state === 'part' ? `${t('collections.pay.part')} ${formatCents(payment.paidCents)}` : t(payment.state === 'paid' ? 'collections.pay.paid' : 'collections.pay.unpaid')}
      </TagLabel>
      {payment.orderNumbers.map((number) => (
        <Text key={number} tone="secondary">
          {t('collections.pay.carried', { number })}
        </Text>
      ))}
    </Flex>
  );
}
