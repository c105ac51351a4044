import Flex from '../../common/Flex';
import type { Order, SizeChart } from '@teamwear/shared/contracts';
// The balance alone: the orders barrel brings zod and the contracts to the page's first load.
import { orderBalance } from '@teamwear/shared/orders/balance';
import { useTenant } from '@teamwear/shared/tenant';
import { useTranslation } from '../../strings';
import { formatCents } from '../format/cents';
import { DesignViews } from '../pictures/DesignViews';
import { DeliveryEstimateLine } from '../price/DeliveryEstimateLine';
import { PriceSummary } from '../price/PriceSummary';
import { payContactOf, paymentShownBy } from './how-to-pay';
import { OrderPieces } from './OrderPieces';
import { OrderTimeline } from './OrderTimeline';
import { LazyPayCard } from './pay/LazyPayCard';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { DetailList } from './DetailList';
import { TwoColumns } from '../TwoColumns';

/** The statuses where a delivery estimate says nothing any more: the order arrived, or never will. */
const NO_ESTIMATE_STATUSES: readonly Order['status'][] = ['COMPLETED', 'CANCELED', 'REJECTED'];

/** Everything about one order: its design, players and sizes, timeline, price, payments and delivery. */
export function OrderDetails({ order, chart }: { order: Order; chart: SizeChart }) {
  const { t, i18n } = useTranslation();
  const payment = orderBalance(order);
  const payContact = payContactOf(useTenant()?.contact, i18n.language);
  // Once the Pay card tells what is due, paid and how to pay, the Price card keeps the totals only.
  const payCard = paymentShownBy(order) === 'pay-card';
  const heading = (key: string) => (
    <Heading level={2} style={{ fontSize: 18, margin: 0 }}>
      {t(key)}
    </Heading>
  );
  return (
    <TwoColumns>
      <div>
        <Flex vertical gap={24}>
          <SurfaceCard title={heading('orderPage.designTitle')}>
            <Flex wrap gap={24} align="center">
              <DesignViews document={order.document} thumbnail={order.thumbnail} name={order.model} />
              <Flex vertical gap={4}>
                <Text strong>{order.model}</Text>
                <Text tone="secondary">{t(`products.${order.product}`)}</Text>
              </Flex>
            </Flex>
          </SurfaceCard>
          <SurfaceCard title={heading('orderPage.piecesTitle')}>
            <OrderPieces order={order} chart={chart} />
          </SurfaceCard>
          <SurfaceCard title={heading('orderPage.timelineTitle')}>
            <OrderTimeline events={order.events} />
          </SurfaceCard>
        </Flex>
      </div>
      <div>
        <Flex vertical gap={24}>
          <SurfaceCard title={heading('orderPage.priceTitle')}>
            <Flex vertical gap={16}>
              <PriceSummary prices={order.prices} />
              <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: 0 }} data-testid="order-payment">
                <dt>{t('orderPage.grandTotal')}</dt>
                <dd style={{ margin: 0, textAlign: 'end' }} data-testid="order-grand-total">
                  {formatCents(payment.grandTotalCents)}
                </dd>
                {payCard ? null : (
                  <>
                    <dt>{t('orderPage.paid')}</dt>
                    <dd style={{ margin: 0, textAlign: 'end' }} data-testid="order-paid">
                      {formatCents(payment.paidCents)}
                    </dd>
                    <dt>
                      <strong>{t('orderPage.due')}</strong>
                    </dt>
                    <dd style={{ margin: 0, textAlign: 'end', fontWeight: 700 }} data-testid="order-due">
                      {formatCents(payment.dueCents)}
                    </dd>
                  </>
                )}
              </dl>
              {payCard || payment.settled ? null : (
                <section aria-labelledby="order-how-to-pay-title" data-testid="order-how-to-pay">
                  <Heading level={3} id="order-how-to-pay-title" style={{ fontSize: 16, marginTop: 0 }}>
                    {t('orderPage.howToPayTitle')}
                  </Heading>
                  {payContact ? (
                    <>
                      <Paragraph style={{ marginBottom: 4 }}>{t('orderPage.howToPayIntro', { amount: formatCents(payment.dueCents) })}</Paragraph>
                      <DetailList
                        items={[
                          ...(payContact.phone ? [{ key: 'phone', label: t('orderPage.payPhone'), children: <a href={`tel:${payContact.phone.replace(/[^\d+]/g, '')}`}>{payContact.phone}</a> }] : []),
                          ...(payContact.email ? [{ key: 'email', label: t('orderPage.payEmail'), children: <a href={`mailto:${payContact.email}`}>{payContact.email}</a> }] : []),
                          ...(payContact.address ? [{ key: 'address', label: t('orderPage.payAddress'), children: <span style={{ whiteSpace: 'pre-line' }}>{payContact.address}</span> }] : []),
                        ]}
                      />
                    </>
                  ) : (
                    <Paragraph style={{ margin: 0 }}>{t('orderPage.howToPayNone')}</Paragraph>
                  )}
                </section>
              )}
            </Flex>
          </SurfaceCard>
          {payCard ? <LazyPayCard order={order} paidCents={payment.paidCents} /> : null}
          <SurfaceCard title={heading('orderPage.deliveryTitle')}>
            <DetailList
              items={[
                // The estimate the order was placed with (the shop's production days then), while it is on its way to the customer.
                ...(order.estimatedDelivery && !NO_ESTIMATE_STATUSES.includes(order.status)
                  ? [{ key: 'estimate', label: t('delivery.label'), children: <DeliveryEstimateLine estimate={order.estimatedDelivery} from="placed" /> }]
                  : []),
                { key: 'address', label: t('checkout.address'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{order.address}</span> },
                { key: 'phone', label: t('checkout.phone'), children: order.phone },
                { key: 'note', label: t('checkout.note'), children: order.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{order.note}</span> : t('orderPage.noNote') },
                // Once shipped: how the parcel travels, so the customer can follow it with the carrier.
                ...(order.shipment
                  ? [
                      { key: 'carrier', label: t('orderPage.carrier'), children: <span data-testid="order-carrier">{order.shipment.carrier}</span> },
                      { key: 'tracking', label: t('orderPage.trackingReference'), children: <span data-testid="order-tracking">{order.shipment.trackingReference}</span> },
                    ]
                  : []),
              ]}
              testId="order-delivery"
            />
          </SurfaceCard>
        </Flex>
      </div>
    </TwoColumns>
  );
}
