import { NO_PAYMENT_RULES, PaymentRules } from '@teamwear/shared/contracts';
import { draftOf, exampleDepositCents, problemsOf, rulesOf } from './payments-form';

const filled = {
  ...draftOf(NO_PAYMENT_RULES),
  khqr: true,
  bakongAccountId: 'angkor@aclb',
  merchantName: 'Angkor Sportswear',
  merchantCity: 'Siem Reap',
  bank: true,
  bankName: 'ABA Bank',
  accountName: 'Angkor Co',
  accountNumber: '000 123-456',
  deposit: true,
  percent: '30',
};

describe('the Payments section’s form', () => {
  it('starts from no rules with nothing to fix, and sends none', () => {
    const draft = draftOf(NO_PAYMENT_RULES);
    expect(problemsOf(draft)).toEqual({});
    expect(PaymentRules.parse(rulesOf(draft))).toEqual(NO_PAYMENT_RULES);
  });

  it('sends what the API takes, and reads back what it answered', () => {
    const rules = PaymentRules.parse(rulesOf({ ...filled, khr: true, rielsPerDollar: '4100', overdueDays: '3' }));
    expect(rules.deposit).toEqual({ percent: 30, balanceDue: 'on_delivery', overdueAfterDays: 3 });
    expect(rules.methods.khqr?.currencies).toEqual(['USD', 'KHR']);
    expect(draftOf(rules)).toMatchObject({ rielsPerDollar: '4100', percent: '30', overdueDays: '3', khr: true });
  });

  it('names each field that would be refused, as it is typed', () => {
    expect(
      problemsOf({ ...filled, bakongAccountId: 'angkor', merchantCity: 'A city name too long', usd: false, accountNumber: '12/34', percent: '33.5', overdueDays: '0' }),
    ).toEqual({
      bakongAccountId: { key: 'bakongId' },
      merchantCity: { key: 'tooLong', max: 15 },
      usd: { key: 'currency' },
      accountNumber: { key: 'accountNumber' },
      percent: { key: 'percent' },
      overdueDays: { key: 'days' },
    });
    expect(problemsOf({ ...filled, khr: true, rielsPerDollar: '4100.5' })).toEqual({ rielsPerDollar: { key: 'riels' } });
  });

  it('shows the deposit of a $100 order rounded up as the API rounds it', () => {
    expect(exampleDepositCents('33')).toBe(3_300);
    expect(exampleDepositCents('0')).toBe(0);
    expect(exampleDepositCents('101')).toBeNull();
  });
});
