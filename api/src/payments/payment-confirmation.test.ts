import { confirmedPaymentRecord } from './payment-confirmation';

describe('a payment a bank confirmed', () => {
  it('is recorded as a KHQR payment with the bank’s reference, on the shop’s day it was paid', () => {
    // 23:30 UTC is 06:30 the next day in Phnom Penh.
    const record = confirmedPaymentRecord({ kind: 'paid', bankReference: ' 8f14e45fceea167a5a36dedd4bea2543 ', amountCents: 7_000, paidAt: new Date('2026-11-28T23:30:00Z') }, 'Bakong');
    expect(record).toEqual({ amountCents: 7_000, method: 'khqr', reference: '8f14e45fceea167a5a36dedd4bea2543', receivedOn: '2026-11-29', note: 'Confirmed by Bakong' });
  });

  it('is refused without a reference to be idempotent on, or without a whole positive amount', () => {
    const paidAt = new Date();
    expect(() => confirmedPaymentRecord({ kind: 'paid', bankReference: ' ', amountCents: 100, paidAt }, 'Bakong')).toThrow('needs a reference');
    expect(() => confirmedPaymentRecord({ kind: 'paid', bankReference: 'x'.repeat(101), amountCents: 100, paidAt }, 'Bakong')).toThrow('needs a reference');
    expect(() => confirmedPaymentRecord({ kind: 'paid', bankReference: 'abc', amountCents: 0.5, paidAt }, 'Bakong')).toThrow('whole cents');
  });
});
