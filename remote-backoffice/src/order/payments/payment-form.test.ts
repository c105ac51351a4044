import { PAYMENT_METHODS, PaymentRequest } from '@teamwear/shared/contracts';
import { centsOf, checkPayment, dueAfter, newPaymentDraft, PAYMENT_METHOD_CHOICES, shopToday, type PaymentDraft } from './payment-form';

const today = '2026-11-28';
const draft = (change: Partial<PaymentDraft> = {}): PaymentDraft => ({ amount: '25.50', method: 'bank_transfer', reference: 'ABA 7781', receivedOn: '2026-11-27', note: 'Deposit', ...change });
const problemsOf = (change: Partial<PaymentDraft>, balanceDueCents = 10_000) => {
  const checked = checkPayment(draft(change), { balanceDueCents, today });
  return checked.ok ? {} : checked.problems;
};

describe('the payment form', () => {
  it('sends dollars as cents, with the method, reference, day and note as typed (trimmed)', () => {
    const checked = checkPayment(draft({ reference: '  ABA 7781 ' }), { balanceDueCents: 10_000, today });
    expect(checked).toEqual({ ok: true, request: { amountCents: 2550, method: 'bank_transfer', reference: 'ABA 7781', receivedOn: '2026-11-27', note: 'Deposit' } });
    if (checked.ok) expect(PaymentRequest.safeParse(checked.request).success).toBe(true);
  });

  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['0.05', 5],
    ['1,234.50', 123_450],
    ['$ 12.00', 1200],
    ['២៥.៥០', 2550],
  ])('reads %p as %p cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it.each(['12.345', 'abc', '-5', '1e3', '12,34', '.'])('refuses %p as an amount', (amount) => {
    expect(problemsOf({ amount })).toEqual({ amount: 'amountInvalid' });
  });

  it('asks for an amount above nothing and not above what is still due', () => {
    expect(problemsOf({ amount: '' })).toEqual({ amount: 'amountRequired' });
    expect(problemsOf({ amount: '0.00' })).toEqual({ amount: 'amountZero' });
    expect(problemsOf({ amount: '100.01' }, 10_000)).toEqual({ amount: 'amountOverDue' });
    expect(problemsOf({ amount: '100.00' }, 10_000)).toEqual({});
  });

  it('refuses a day after the shop’s today, and a day that is not in the calendar', () => {
    expect(problemsOf({ receivedOn: '2026-11-29' })).toEqual({ receivedOn: 'dayInFuture' });
    expect(problemsOf({ receivedOn: today })).toEqual({});
    expect(problemsOf({ receivedOn: '2026-02-30' })).toEqual({ receivedOn: 'dayInvalid' });
    expect(problemsOf({ receivedOn: '' })).toEqual({ receivedOn: 'dayRequired' });
  });

  it('refuses a reference or a note longer than the API keeps', () => {
    expect(problemsOf({ reference: 'x'.repeat(101) })).toEqual({ reference: 'referenceTooLong' });
    expect(problemsOf({ note: 'x'.repeat(1001) })).toEqual({ note: 'noteTooLong' });
  });

  it('shows what would still be due as the amount is typed', () => {
    expect(dueAfter(10_000, '25.50')).toBe(7450);
    expect(dueAfter(10_000, '200')).toBe(0);
    expect(dueAfter(10_000, 'x')).toBeNull();
  });

  it('starts on the whole balance, cash, received today', () => {
    expect(newPaymentDraft(12_345, today)).toEqual({ amount: '123.45', method: 'cash', reference: '', receivedOn: today, note: '' });
  });

  it('dates today as the shop does, in Phnom Penh', () => {
    // 20:30 UTC on the 28th is already the 29th in Phnom Penh (UTC+7).
    expect(shopToday(new Date('2026-11-28T20:30:00Z'))).toBe('2026-11-29');
    expect(shopToday(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-28');
  });

  it('offers the methods the API takes', () => {
    expect([...PAYMENT_METHOD_CHOICES].sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
