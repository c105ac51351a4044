import type { DeliveryEstimate } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { formatOrderDay } from '../format/order-date';
import { Text } from '@teamwear/shared/ui/kit/themed';

/**
 * When an order should arrive: the shop's production days counted from today (the order form) or
 * from the day it was placed (the order page, which shows the estimate the order was placed with).
 */
export function DeliveryEstimateLine({ estimate, from }: { estimate: DeliveryEstimate; from: 'today' | 'placed' }) {
  const { t, i18n } = useTranslation();
  // A day of the calendar, not an instant: written as it is, whatever the browser's time zone.
  const date = formatOrderDay(`${estimate.deliveryBy}T12:00:00Z`, i18n.language, 'UTC');
  const days = { count: estimate.productionDays, formatted: formatNumber(estimate.productionDays) };
  return (
    <Text data-testid="delivery-estimate">
      <strong>{t('delivery.estimated', { date })}</strong>{' '}
      <Text tone="secondary">{t(from === 'today' ? 'delivery.daysFromToday' : 'delivery.daysFromPlacing', days)}</Text>
    </Text>
  );
}
