import Flex from '../../common/Flex';
import type { PriceBreakdown } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { formatCents } from '../format/cents';
import { nextTier, priceRows, type PriceRow } from './price-rows';
import { Text } from '@teamwear/shared/ui/kit/themed';

const ROW_LABEL_KEYS: Record<PriceRow['kind'], string> = {
  garments: 'orderPrice.garments',
  names: 'orderPrice.names',
  numbers: 'orderPrice.numbers',
  total: 'orderPrice.total',
  delivery: 'orderPrice.delivery',
  grandTotal: 'orderPrice.grandTotal',
};

/**
 * An order's price: the unit price at the tier its quantity reached (and how many more pieces reach
 * the next), then the bill's rows. The order form shows it live from quotes; the order page as the
 * order was placed.
 */
export function PriceSummary({ prices }: { prices: PriceBreakdown }) {
  const { t } = useTranslation();
  const next = nextTier(prices);
  return (
    <Flex vertical gap={8} data-testid="price-summary">
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
        <dt>{t('orderPrice.quantity')}</dt>
        <dd style={{ margin: 0, textAlign: 'end' }} data-testid="price-quantity">
          {t('orderPrice.pieces', { count: prices.quantity, formatted: formatNumber(prices.quantity) })}
        </dd>
        <dt>{t('orderPrice.unitPrice')}</dt>
        <dd style={{ margin: 0, textAlign: 'end' }} data-testid="price-unit">
          {formatCents(prices.unitPriceCents)}
        </dd>
      </dl>
      <Text tone="secondary" data-testid="price-tier">
        {t('orderPrice.tierReached', { count: prices.tier.minQuantity, formatted: formatNumber(prices.tier.minQuantity) })}
        {next ? ` ${t('orderPrice.nextTier', { count: next.missing, formatted: formatNumber(next.missing), at: formatNumber(next.at) })}` : ''}
      </Text>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="price-lines">
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('orderPrice.caption')}</caption>
        <tbody>
          {priceRows(prices).map((row) => {
            const sum = row.kind === 'total' || row.kind === 'grandTotal';
            return (
              <tr key={row.kind} data-testid={`price-${row.kind}`} style={sum ? { borderTop: '1px solid var(--ant-color-border-secondary, #f0f0f0)' } : undefined}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: row.kind === 'grandTotal' ? 700 : 400, padding: '4px 0' }}>
                  {t(ROW_LABEL_KEYS[row.kind])}
                  {row.quantity !== null && row.unitCents !== null ? (
                    <Text tone="secondary" style={{ marginInlineStart: 8, fontWeight: 400 }}>
                      {t('orderPrice.each', { quantity: formatNumber(row.quantity), unit: formatCents(row.unitCents) })}
                    </Text>
                  ) : null}
                </th>
                <td style={{ textAlign: 'end', fontWeight: row.kind === 'grandTotal' ? 700 : 400, padding: '4px 0', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(row.amountCents)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Flex>
  );
}
