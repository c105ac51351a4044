import { useTranslation } from '../strings';
import { useSearchParams } from '@teamwear/shared/router';
import { CheckoutDesignNotFound, CheckoutLoadFailed, CheckoutSkeleton } from '../orders/checkout/CheckoutStates';
import { OrderForm } from '../orders/checkout/OrderForm';
import { useCheckoutData } from '../orders/checkout/use-checkout-data';
import { Heading } from '@teamwear/shared/ui/kit/themed';

/**
 * /me/checkout?design=<id>, the order form: reached from the cart's Order, from My designs' Order
 * and from the studio's 'Continue to checkout?'.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, reload } = useCheckoutData(params.get('design'));
  return (
    <section data-remote="account">
      <Heading level={1} style={{ fontSize: 28 }}>
        {t('checkout.title')}
      </Heading>
      {data.kind === 'loading' ? <CheckoutSkeleton /> : null}
      {data.kind === 'noDesign' ? <CheckoutDesignNotFound /> : null}
      {data.kind === 'failed' ? <CheckoutLoadFailed offline={data.offline} onRetry={reload} /> : null}
      {/* A new form per design: nothing of one design's order carries over to another's. */}
      {data.kind === 'ready' ? <OrderForm key={data.design.id} design={data.design} roster={data.roster} chart={data.chart} guide={data.guide} /> : null}
    </section>
  );
}
