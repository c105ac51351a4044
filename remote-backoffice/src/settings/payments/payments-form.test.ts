import { NO_INVOICING, NO_PAYMENT_RULES, PaymentRules, PaymentSettingsChange, type PaymentSettings } from '@teamwear/shared/contracts';
import { draftOf, exampleDepositCents, problemsOf, rulesOf, validityMinutesOf } from './payments-form';

/** What the API answers a shop that set nothing. */
const NOTHING_SET: PaymentSettings = { ...NO_PAYMENT_RULES, invoicing: NO_INVOICING };

const filled = {
  ...draftOf(NOTHING_SET),
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
    const draft = draftOf(NOTHING_SET);
    expect(problemsOf(draft)).toEqual({});
    expect(PaymentRules.parse(rulesOf(draft))).toEqual(NO_PAYMENT_RULES);
  });

  it('sends what the API takes, and reads back what it answered', () => {
    const rules = PaymentRules.parse(rulesOf({ ...filled, khr: true, rielsPerDollar: '4100', overdueDays: '3' }));
    expect(rules.deposit).toEqual({ percent: 30, balanceDue: 'on_delivery', overdueAfterDays: 3 });
    expect(rules.methods.khqr?.currencies).toEqual(['USD', 'KHR']);
    expect(draftOf({ ...rules, invoicing: NO_INVOICING })).toMatchObject({ rielsPerDollar: '4100', percent: '30', overdueDays: '3', khr: true });
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

  it('shows a code’s validity in the largest whole unit, and sends it in minutes within the API’s bounds', () => {
    expect(draftOf(NOTHING_SET)).toMatchObject({ validity: '1', validityUnit: 'days' });
    const khqr = PaymentSettingsChange.parse(rulesOf(filled)).methods.khqr!;
    expect(draftOf({ ...NOTHING_SET, methods: { ...NOTHING_SET.methods, khqr: { ...khqr, validityMinutes: 90 } } })).toMatchObject({ validity: '90', validityUnit: 'minutes' });
    expect(draftOf({ ...NOTHING_SET, methods: { ...NOTHING_SET.methods, khqr: { ...khqr, validityMinutes: 120 } } })).toMatchObject({ validity: '2', validityUnit: 'hours' });
    expect(PaymentSettingsChange.parse(rulesOf({ ...filled, validity: '45', validityUnit: 'minutes' })).methods.khqr?.validityMinutes).toBe(45);
    expect(validityMinutesOf({ validity: '7', validityUnit: 'days' })).toBe(10_080);
    expect(problemsOf({ ...filled, validity: '14', validityUnit: 'minutes' })).toEqual({ validity: { key: 'validity' } });
    expect(problemsOf({ ...filled, validity: '8', validityUnit: 'days' })).toEqual({ validity: { key: 'validity' } });
    expect(problemsOf({ ...filled, validity: '1.5', validityUnit: 'hours' })).toEqual({ validity: { key: 'validity' } });
    // Without KHQR the validity is not asked.
    expect(problemsOf({ ...filled, khqr: false, validity: '' })).toEqual({});
  });

  it('checks the tax number as the API does, sends it upper-cased, and none when empty', () => {
    expect(problemsOf({ ...filled, taxNumber: '901234567' })).toEqual({ taxNumber: { key: 'taxNumber' } });
    expect(problemsOf({ ...filled, taxNumber: ' k001-901234567 ' })).toEqual({});
    expect(PaymentSettingsChange.parse(rulesOf({ ...filled, taxNumber: ' k001-901234567 ' })).invoicing).toEqual({ taxNumber: 'K001-901234567' });
    expect(rulesOf({ ...filled, taxNumber: '  ' }).invoicing).toEqual({ taxNumber: null });
    expect(draftOf({ ...NOTHING_SET, invoicing: { taxNumber: 'E001-1234567890' } }).taxNumber).toBe('E001-1234567890');
  });
});
