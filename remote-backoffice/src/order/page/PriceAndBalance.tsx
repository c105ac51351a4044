import type { PriceBreakdown } from '@teamwear/shared/contracts';
import type { OrderWithMoney } from '../money/order-money';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { formatCents } from '../../common/formats';

const LINE_ORDER: PriceBreakdown['lines'][number]['kind'][] = ['garments', 'names', 'numbers'];
const cell = { padding: '4px 0', textAlign: 'start' as const, fontWeight: 400 };
const amount = { padding: '4px 0', textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' as const };

/** The bill as placed (garments at the tier's price, names, numbers, delivery, grand total), what was paid and what is still due. */
export function PriceAndBalance({ order }: { order: Pick<OrderWithMoney, 'prices' | 'balanceDueCents' | 'payments'> }) {
  const { t } = useTranslation();
  const { prices } = order;
  const line = (kind: PriceBreakdown['lines'][number]['kind']) => prices.lines.find((each) => each.kind === kind);
  const paid = order.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const sum = { borderTop: '1px solid var(--ant-color-border-secondary, #f0f0f0)' };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="order-price">
      <caption className="order-visually-hidden">{t('order.price.caption')}</caption>
      <tbody>
        {LINE_ORDER.map((kind) => {
          const found = line(kind);
          if (!found || (kind !== 'garments' && found.quantity === 0)) return null;
          return (
            <tr key={kind} data-testid={`price-${kind}`}>
              <th scope="row" style={cell}>
                {t(`order.price.${kind}`)}{' '}
                <span style={{ color: 'var(--ant-color-text-secondary, #595959)' }}>{t('order.price.each', { quantity: formatNumber(found.quantity), unit: formatCents(found.unitCents) })}</span>
              </th>
              <td style={amount}>{formatCents(found.totalCents)}</td>
            </tr>
          );
        })}
        <tr>
          <th scope="row" style={cell}>{t('order.price.delivery')}</th>
          <td style={amount}>{formatCents(line('delivery')?.totalCents ?? 0)}</td>
        </tr>
        <tr style={sum}>
          <th scope="row" style={{ ...cell, fontWeight: 700 }}>{t('order.price.grandTotal')}</th>
          <td style={{ ...amount, fontWeight: 700 }} data-testid="order-grand-total">{formatCents(prices.grandTotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" style={cell}>{t('order.price.paid')}</th>
          <td style={amount} data-testid="order-paid">{formatCents(paid)}</td>
        </tr>
        <tr style={sum}>
          <th scope="row" style={{ ...cell, fontWeight: 700 }}>{t('order.price.due')}</th>
          <td style={{ ...amount, fontWeight: 700 }} data-testid="order-balance-due">{formatCents(order.balanceDueCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
