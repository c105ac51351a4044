import { AlertBox } from '../../common/AlertBox';
import Button from 'antd/es/button';
import { useTranslation } from '../../strings';
import { DeliveryEstimateLine } from '../price/DeliveryEstimateLine';
import { PriceSummary } from '../price/PriceSummary';
import { SkeletonLines } from '../order-page-states';
import type { LiveQuote } from './use-live-quote';
import { Text } from '@teamwear/shared/ui/kit/themed';

/** The form's price as it changes: the last price stays (dimmed) while the next is worked out. */
export function LivePrice({ quote, onRetry }: { quote: LiveQuote; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (quote.kind) {
    case 'none':
      return (
        <Text tone="secondary" data-testid="price-empty">
          {t('checkout.priceEmpty')}
        </Text>
      );
    case 'updating':
      return quote.shown ? (
        <div aria-busy="true" style={{ opacity: 0.55, transition: 'opacity 0.2s' }}>
          <PriceSummary prices={quote.shown.prices} />
          {quote.shown.estimate && <DeliveryEstimateLine estimate={quote.shown.estimate} from="today" />}
        </div>
      ) : (
        <div role="status" aria-label={t('checkout.priceLoading')} data-testid="price-loading">
          <SkeletonLines rows={5} title={false} />
        </div>
      );
    case 'ready':
      return (
        <div aria-live="polite">
          <PriceSummary prices={quote.quote.prices} />
          {quote.quote.estimate && <DeliveryEstimateLine estimate={quote.quote.estimate} from="today" />}
        </div>
      );
    case 'failed':
      return (
        <AlertBox
          type="warning"
          title={t(quote.offline ? 'checkout.priceOffline' : 'checkout.priceFailed')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
          data-testid="price-failed"
        />
      );
  }
}
