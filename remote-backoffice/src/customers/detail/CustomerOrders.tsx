import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import type { OrderSummary } from '@teamwear/shared/contracts';
import { ORDER_STATUS_WORDS } from '@teamwear/shared/contracts/plain';
import { orderBalance } from '@teamwear/shared/orders/balance';
import { Link } from '@teamwear/shared/router';
import { formatDate, formatMoney, formatNumber } from '@teamwear/shared/ui';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { EmptyState, Heading, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { backofficeOrderPath } from '../customer-paths';

const money = (cents: number) => formatMoney(cents / 100);

/** The customer's orders, newest first, each a link to its page in the back office; scrolls sideways on a phone. */
export function CustomerOrders({ orders }: { orders: OrderSummary[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const words = ORDER_STATUS_WORDS[i18n.language === 'kh' ? 'kh' : 'en'];
  const cell: CSSProperties = { padding: `${token.paddingXS}px ${token.paddingSM}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, textAlign: 'start', whiteSpace: 'nowrap' };
  const end: CSSProperties = { ...cell, textAlign: 'end' };
  return (
    <SurfaceCard testId="customer-orders">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('customers.detail.orders', { count: orders.length })}
      </Heading>
      {orders.length === 0 ? (
        <EmptyState description={t('customers.detail.noOrders')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', minWidth: 620 }}>
            <caption style={visuallyHidden}>{t('customers.detail.ordersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>{t('customers.detail.orderColumns.number')}</th>
                <th scope="col" style={cell}>{t('customers.detail.orderColumns.status')}</th>
                <th scope="col" style={cell}>{t('customers.detail.orderColumns.design')}</th>
                <th scope="col" style={cell}>{t('customers.detail.orderColumns.orderedAt')}</th>
                <th scope="col" style={end}>{t('customers.detail.orderColumns.pieces')}</th>
                <th scope="col" style={end}>{t('customers.detail.orderColumns.total')}</th>
                <th scope="col" style={end}>{t('customers.detail.orderColumns.due')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} data-testid="customer-order">
                  <td style={cell}>
                    <Link to={backofficeOrderPath(order.number)} data-testid="customer-order-link">
                      {t('customers.detail.orderNumber', { number: order.number })}
                    </Link>
                  </td>
                  <td style={cell}>{words[order.status]}</td>
                  <td style={{ ...cell, whiteSpace: 'normal' }}>
                    {t(`products.${order.product}`)} · {order.model}
                  </td>
                  <td style={cell}>
                    <time dateTime={order.orderedAt}>{formatDate(order.orderedAt, i18n.language)}</time>
                  </td>
                  <td style={end}>{formatNumber(order.quantity)}</td>
                  <td style={end}>{money(order.grandTotalCents)}</td>
                  <td style={end}>{money(orderBalance(order).dueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SurfaceCard>
  );
}
