import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import type { OrderSummary } from '@teamwear/shared/contracts';
// The balance alone: the orders barrel brings zod and the contracts to the page's first load.
import { orderBalance } from '@teamwear/shared/orders/balance';
import { Link } from '@teamwear/shared/router';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { formatCents } from '../format/cents';
import { formatOrderDay } from '../format/order-date';
import { orderPagePath } from '../order-paths';
import { StatusTag } from '../status/StatusTag';
import { OrderPicture } from './OrderPicture';

/**
 * My orders on a phone: a card per order, everything in the width of the screen (the table's
 * eight columns need about 870 px and made status and total a sideways scroll away). The order's
 * number is its link; its status, day, total and what was paid are each named.
 */
export function OrderCards({ orders }: { orders: OrderSummary[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <ul aria-label={t('myOrders.caption')} data-testid="order-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-card"
          style={{ boxSizing: 'border-box', minWidth: 0, padding: token.paddingMD, background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG }}
        >
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: token.marginSM }}>
            <OrderPicture order={order} label={t('orderDesign.frontOf', { name: order.model })} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.marginXS }}>
                <Link to={orderPagePath(order.id)} data-testid="order-link" style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>
                  {t('orderPage.title', { number: order.number })}
                </Link>
                <StatusTag status={order.status} />
              </div>
              <Text tone="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                {t(`products.${order.product}`)} · {order.model}
              </Text>
            </div>
          </div>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: `${token.marginXS}px ${token.marginSM}px`, margin: `${token.marginSM}px 0 0` }}>
            <Fact label={t('myOrders.columns.orderedAt')}>
              <time dateTime={order.orderedAt}>{formatOrderDay(order.orderedAt, i18n.language)}</time>
            </Fact>
            <Fact label={t('myOrders.columns.grandTotal')} testId="order-card-total">
              {formatCents(order.grandTotalCents)}
            </Fact>
            <Fact label={t('myOrders.columns.paid')}>{formatCents(order.paidAmountCents)}</Fact>
            <Fact label={t('myOrders.columns.due')} testId="order-card-due">
              {formatCents(orderBalance(order).dueCents)}
            </Fact>
            <Fact label={t('myOrders.columns.quantity')}>{formatNumber(order.quantity)}</Fact>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      <dt style={{ margin: 0 }}>
        <Text tone="secondary">{label}</Text>
      </dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}
