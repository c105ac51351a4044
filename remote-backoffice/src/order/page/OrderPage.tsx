import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { ORDER_STATUS_FACTS } from '@teamwear/shared/orders/life-cycle';
import { Link } from '@teamwear/shared/router';
import { useTranslation } from '../../strings';
import { OrderActions } from '../actions/OrderActions';
import { PrintFiles } from '../files/PrintFiles';
import { ProofCard } from '../files/ProofCard';
import { formatCents, formatWhen } from '../../common/formats';
import { orderNumberOf, ORDERS_PATH } from '../order-number';
import { PaymentsCard } from '../payments/PaymentsCard';
import { PlayersAndExtras, SizeRun } from '../pieces/OrderPieces';
import { DesignPictures } from '../pictures/DesignPictures';
import { useOrderPictures } from '../pictures/use-order-pictures';
import { installOrderPageCss } from '../sheet/order-page-css';
import { OrderSheet } from '../sheet/OrderSheet';
import { StatusTag } from '../../common/StatusTag';
import { CustomerContact, DeliveryFacts } from './CustomerAndDelivery';
import { OrderLoadFailed, OrderLoading, OrderNotFound } from './OrderPageStates';
import { OrderTimeline } from './OrderTimeline';
import { hasMoney } from '../money/order-money';
import { PriceAndBalance } from './PriceAndBalance';
import { useStaffOrder } from './use-staff-order';

function Section({ id, title, children, extra }: { id: string; title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} id={`order-${id}-title`} style={{ fontSize: 17, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ body: { overflowX: 'auto' } }}
      data-testid={`order-section-${id}`}
    >
      <section aria-labelledby={`order-${id}-title`}>{children}</section>
    </Card>
  );
}

/** An order as the shop works on it: everything about it, and what the shop may do with it now. */
function OrderContent({ order, onChanged, onStale, focusHeading }: { order: ProviderOrder; onChanged: (order: ProviderOrder) => void; onStale: () => void; focusHeading: () => void }) {
  const { t } = useTranslation();
  const pictures = useOrderPictures(order.id, order.pictureSides);
  const picturesWaiting = order.pictureSides.some((side) => (pictures[side]?.kind ?? 'waiting') === 'waiting');
  const hasPrintFiles = ORDER_STATUS_FACTS[order.status].printFiles !== 'none';
  const withMoney = hasMoney(order) ? order : null;
  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} disabled={picturesWaiting} data-testid="order-print-sheet">
          {t('order.sheet.print')}
        </Button>
        <OrderActions order={order} onMoved={onChanged} onStale={onStale} focusAfterMove={focusHeading} />
      </Flex>
      {withMoney && order.status === 'COMPLETED' && withMoney.balanceDueCents > 0 ? (
        <Alert type="warning" showIcon title={t('order.completedUnpaid', { amount: formatCents(withMoney.balanceDueCents) })} style={{ marginBottom: 16 }} data-testid="order-completed-unpaid" />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <Section id="design" title={t('order.sections.design')}>
              <Typography.Paragraph style={{ marginTop: 0 }}>
                <strong>{order.model}</strong> · {t(`products.${order.product}`)}
              </Typography.Paragraph>
              <DesignPictures sides={order.pictureSides} pictures={pictures} name={order.model} />
            </Section>
            <Section id="size-run" title={t('order.sections.sizeRun')}>
              <SizeRun order={order} />
            </Section>
            <Section id="players" title={t('order.sections.players')}>
              <PlayersAndExtras order={order} />
            </Section>
            <Section id="timeline" title={t('order.sections.timeline')}>
              <OrderTimeline events={order.events} />
            </Section>
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <Section id="customer" title={t('order.sections.customer')}>
              <CustomerContact order={order} />
            </Section>
            <Section id="delivery" title={t('order.sections.delivery')}>
              <DeliveryFacts order={order} />
            </Section>
            {/* The workshop is sent no money: no price, no payments. */}
            {withMoney ? (
              <>
                <Section id="price" title={t('order.sections.price')}>
                  <PriceAndBalance order={withMoney} />
                </Section>
                <Section id="payments" title={t('order.sections.payments')}>
                  <PaymentsCard order={withMoney} onChanged={onChanged} />
                </Section>
              </>
            ) : null}
            <Section id="proof" title={t('order.sections.proof')}>
              <ProofCard order={order} />
            </Section>
            {hasPrintFiles ? (
              <Section id="files" title={t('order.sections.files')}>
                <PrintFiles order={order} />
              </Section>
            ) : null}
          </Flex>
        </Col>
      </Row>
      <OrderSheet order={order} pictures={pictures} />
    </>
  );
}

/** `/backoffice/orders/<number>`: one order of the shop, by its number. */
export function OrderPage({ number: segment = '' }: { number?: string }) {
  const { t, i18n } = useTranslation();
  const number = orderNumberOf(segment);
  const { load, reload, replace } = useStaffOrder(number);
  const heading = useRef<HTMLHeadingElement>(null);
  const order = load.kind === 'ready' ? load.order : null;
  useEffect(installOrderPageCss, []);

  return (
    <section data-remote="backoffice" data-testid="backoffice-order-page">
      <Link to={ORDERS_PATH} style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 8 }}>
        <ArrowLeftOutlined aria-hidden /> {t('order.states.toOrders')}
      </Link>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 4 }}>
        <Typography.Title level={1} ref={heading} tabIndex={-1} style={{ fontSize: 26, margin: 0, outline: 'none' }} data-testid="order-title">
          {number !== null ? t('order.title', { number }) : t('order.titleUnknown')}
        </Typography.Title>
        {order ? <StatusTag status={order.status} /> : null}
      </Flex>
      {order ? (
        <Typography.Paragraph type="secondary">
          {t('order.orderedAt', { date: formatWhen(order.orderedAt, i18n.language) })} · {order.customer.name}
        </Typography.Paragraph>
      ) : null}
      {load.kind === 'loading' ? <OrderLoading /> : null}
      {load.kind === 'notFound' ? <OrderNotFound segment={segment} malformed={number === null} /> : null}
      {load.kind === 'failed' ? <OrderLoadFailed offline={load.offline} onRetry={reload} /> : null}
      {order ? <OrderContent order={order} onChanged={replace} onStale={reload} focusHeading={() => heading.current?.focus()} /> : null}
    </section>
  );
}
