import type { OrderPayment } from '@teamwear/shared/contracts';
import { formatCodeAmount, invoiceFileName, msUntilFirstExpiry, payViewOf, receiptFileName } from './pay-view';

const depositDue: OrderPayment = {
  orderId: 'order-1',
  number: 42,
  grandTotalCents: 28_000,
  paidCents: 0,
  deposit: { percent: 50, requiredCents: 14_000, balanceDue: 'before_shipping' } as OrderPayment['deposit'],
  due: { kind: 'deposit', dueCents: 14_000, before: 'PROCESSING' },
  khqr: [
    { currency: 'USD', amount: 14_000, payload: '000201010212usd', expiresAt: '2026-11-30T03:00:00.000Z' },
    { currency: 'KHR', amount: 574_000, payload: '000201010212khr', expiresAt: '2026-11-30T03:00:00.000Z' },
  ],
  bankTransfer: { bankName: 'ABA Bank', bankNameKh: 'ធនាគារ ABA', accountName: 'Angkor Sport', accountNameKh: '', accountNumber: '000 123 456', reference: '42' },
  cashOnDelivery: true,
  invoice: { number: 7, issuedAt: '2026-11-29T03:00:00.000Z' },
};

describe('the Pay card of an order', () => {
  it('shows the deposit due before production, with a code per currency for exactly that amount', () => {
    const view = payViewOf(depositDue, 'en');
    expect(view.due).toEqual({ kind: 'deposit', cents: 14_000, before: 'PROCESSING' });
    expect(view.codes.map((code) => [code.currency, code.amountLabel, code.payload])).toEqual([
      ['USD', '$140.00', '000201010212usd'],
      ['KHR', '574,000 ៛', '000201010212khr'],
    ]);
    expect(view.cashOnDelivery).toBe(true);
    expect(view.invoiceNumber).toBe(7);
  });

  it("writes the bank in the page's language, the English name where the shop wrote no Khmer", () => {
    expect(payViewOf(depositDue, 'en').bankTransfer).toEqual({ bankName: 'ABA Bank', accountName: 'Angkor Sport', accountNumber: '000 123 456', reference: '42' });
    expect(payViewOf(depositDue, 'kh').bankTransfer).toMatchObject({ bankName: 'ធនាគារ ABA', accountName: 'Angkor Sport' });
  });

  it('shows the balance once the deposit is paid', () => {
    const view = payViewOf({ ...depositDue, paidCents: 14_000, due: { kind: 'balance', dueCents: 14_000, before: 'ON_THE_WAY' } }, 'en');
    expect(view.due).toEqual({ kind: 'balance', cents: 14_000, before: 'ON_THE_WAY' });
    expect(view.paidCents).toBe(14_000);
  });

  it('shows no code, bank or cash when nothing is due: only what was paid', () => {
    const view = payViewOf({ ...depositDue, paidCents: 28_000, due: { kind: 'nothing', dueCents: 0, before: null } }, 'en');
    expect(view).toMatchObject({ due: null, codes: [], bankTransfer: null, cashOnDelivery: false, paidCents: 28_000, invoiceNumber: 7 });
  });

  it('has no invoice to download before the shop approved the order', () => {
    expect(payViewOf({ ...depositDue, invoice: null }, 'en').invoiceNumber).toBeNull();
  });

  it('writes amounts in each currency and names the invoice file by its number', () => {
    expect(formatCodeAmount('USD', 5)).toBe('$0.05');
    expect(formatCodeAmount('KHR', 1_000)).toBe('1,000 ៛');
    expect(invoiceFileName(12)).toBe('invoice-12.pdf');
  });

  it('asks for a fresh code when the first one expires, never in a tight loop', () => {
    const now = Date.parse('2026-11-30T02:00:00.000Z');
    expect(msUntilFirstExpiry(depositDue.khqr, now)).toBe(3_600_000);
    expect(msUntilFirstExpiry(depositDue.khqr, now + 7_200_000)).toBe(1_000);
    expect(msUntilFirstExpiry([], now)).toBeNull();
  });
});

describe('the payments so far on the Pay card', () => {
  const lines: NonNullable<OrderPayment['payments']> = [
    { id: 'a1', amountCents: 14_000, method: 'bank_transfer', reference: 'ABA-1', receivedOn: '2026-11-28', reversed: true, reversesPaymentId: null, receipt: { number: 3, href: '/api/orders/order-1/payments/a1/receipt' } },
    { id: 'a2', amountCents: -14_000, method: 'bank_transfer', reference: 'ABA-1', receivedOn: '2026-11-29', reversed: false, reversesPaymentId: 'a1', receipt: { number: 4, href: '/api/orders/order-1/payments/a2/receipt' } },
    { id: 'a3', amountCents: 5_000, method: null, reference: '', receivedOn: '2026-11-29', reversed: false, reversesPaymentId: null, receipt: null },
  ];

  it('lists each line oldest first, a reversed payment and its reversal marked, with its receipt’s number', () => {
    expect(payViewOf({ ...depositDue, payments: lines }, 'en').payments).toEqual([
      { id: 'a1', day: '2026-11-28', amountCents: 14_000, method: 'bank_transfer', reference: 'ABA-1', state: 'reversed', receiptNumber: 3 },
      { id: 'a2', day: '2026-11-29', amountCents: -14_000, method: 'bank_transfer', reference: 'ABA-1', state: 'reversal', receiptNumber: 4 },
      { id: 'a3', day: '2026-11-29', amountCents: 5_000, method: null, reference: '', state: 'paid', receiptNumber: null },
    ]);
  });

  it('lists none from an API before receipts, and names a receipt file by its number', () => {
    expect(payViewOf(depositDue, 'en').payments).toEqual([]);
    expect(receiptFileName(4)).toBe('receipt-4.pdf');
  });
});
