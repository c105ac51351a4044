import { renderToStaticMarkup } from 'react-dom/server';
import { PaymentLines } from './PaymentLines';
import type { PaymentLineView } from './pay-view';

// The card's namespace loads with i18next; here each word is its key (and its values), which is what is checked.
jest.mock('./strings', () => ({
  useTranslation: () => ({ t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key), i18n: { language: 'en' } }),
}));
// The icons' CommonJS build requires an ES module jest does not load; the icon is not tested.
jest.mock('@ant-design/icons', () => ({ FilePdfOutlined: () => null }));

const lines: PaymentLineView[] = [
  { id: 'a1', day: '2026-11-28', amountCents: 14_000, method: 'bank_transfer', reference: 'ABA-1', state: 'reversed', receiptNumber: 3 },
  { id: 'a2', day: '2026-11-29', amountCents: -14_000, method: 'bank_transfer', reference: 'ABA-1', state: 'reversal', receiptNumber: 4 },
  { id: 'a3', day: '2026-11-29', amountCents: 5_000, method: null, reference: '', state: 'paid', receiptNumber: null },
];

describe('the payments so far on the Pay card', () => {
  it('shows a row per line, the reversed payment and its reversal marked, a "Download receipt" button where there is a receipt', () => {
    const html = renderToStaticMarkup(<PaymentLines orderId="order-1" payments={lines} />);
    expect(html.match(/data-testid="order-pay-payment"/g)).toHaveLength(3);
    expect(html).toContain('data-state="reversed"');
    expect(html).toContain('data-testid="order-pay-payment-reversed"');
    expect(html).toContain('data-testid="order-pay-payment-reversal"');
    expect(html.match(/data-testid="order-pay-receipt"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="orderPayments.downloadReceiptNumber {&quot;number&quot;:3}"');
    expect(html).toContain('orderPayments.noReceipt');
    expect(html).toContain('$140.00');
    expect(html).toContain('-$140.00');
    expect(html).toContain('orderPayments.methodUnknown');
  });

  it('shows nothing before the first payment', () => {
    expect(renderToStaticMarkup(<PaymentLines orderId="order-1" payments={[]} />)).toBe('');
  });
});
