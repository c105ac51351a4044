import { BalanceDueMoment, InvoicingSettings, PaymentMethods, PaymentRules, PaymentSettingsChange } from './payment-rules';
import { PaymentMethods as AnswerMethods, PaymentTerms } from './mini/payment-terms';
import { readingOf, readingsOf } from './mini/read-alike';

const messagesOf = (input: unknown) => {
  const parsed = PaymentRules.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const khqr = { bakongAccountId: 'teamwear@aclb', merchantName: 'Teamwear', merchantCity: 'Phnom Penh', currencies: ['USD'] };
const bank = { bankName: 'ABA Bank', accountName: 'Teamwear Co', accountNumber: '000 123-456' };

describe('PaymentRules', () => {
  it('defaults to no method and no deposit', () => {
    expect(PaymentRules.parse({ methods: {} })).toEqual({ methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: null });
  });

  it('takes KHQR, a bank account in English and Khmer, and a deposit rule', () => {
    const rules = PaymentRules.parse({
      methods: { khqr: { ...khqr, currencies: ['USD', 'KHR'], rielsPerDollar: 4100 }, bankTransfer: { ...bank, bankNameKh: 'ធនាគារ ABA' }, cashOnDelivery: true },
      deposit: { percent: 50, balanceDue: 'on_delivery', overdueAfterDays: 3 },
    });
    expect(rules.methods.bankTransfer?.accountNameKh).toBe('');
    expect(rules.deposit?.percent).toBe(50);
  });

  it('names each field that is wrong, as the owner would fix it', () => {
    expect(
      messagesOf({
        methods: { khqr: { ...khqr, bakongAccountId: 'teamwear', currencies: ['KHR'] }, bankTransfer: { ...bank, accountNumber: '12ab' } },
        deposit: { percent: 50.5, balanceDue: 'later' },
      }),
    ).toEqual({
      'methods.khqr.bakongAccountId': 'The Bakong account id looks like name@bank, e.g. teamwear@aclb',
      'methods.khqr.rielsPerDollar': 'Riels per dollar is required to take KHR',
      'methods.bankTransfer.accountNumber': 'The account number takes digits, spaces and dashes only',
      'deposit.percent': 'The deposit must be a whole percentage',
      'deposit.balanceDue': 'The balance is due before_shipping or on_delivery',
    });
    expect(messagesOf({ methods: { khqr: { ...khqr, currencies: ['KHR'], rielsPerDollar: 4100.5 } } })).toEqual({ 'methods.khqr.rielsPerDollar': 'Riels per dollar must be whole riels' });
    expect(messagesOf({ methods: {}, deposit: { percent: 101, balanceDue: 'on_delivery' } })).toEqual({ 'deposit.percent': 'The deposit must be at most 100 %' });
  });
});

describe('the KHQR code’s validity and the invoice’s tax number', () => {
  const settingsMessages = (input: unknown) => {
    const parsed = PaymentSettingsChange.safeParse(input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('read a day and no tax number for rules stored before they were asked', () => {
    const stored = PaymentSettingsChange.parse({ methods: { khqr } });
    expect(stored.methods.khqr?.validityMinutes).toBe(24 * 60);
    expect(stored.invoicing).toBeUndefined();
    expect(InvoicingSettings.parse({})).toEqual({ taxNumber: null });
  });

  it('take 15 minutes to 7 days in whole minutes, and a TIN as the GDT prints it', () => {
    const set = PaymentSettingsChange.parse({ methods: { khqr: { ...khqr, validityMinutes: 15 } }, invoicing: { taxNumber: ' k001-901234567 ' } });
    expect(set.methods.khqr?.validityMinutes).toBe(15);
    expect(set.invoicing?.taxNumber).toBe('K001-901234567');
    expect(PaymentSettingsChange.parse({ methods: {}, invoicing: { taxNumber: 'E001-1234567890' } }).invoicing?.taxNumber).toBe('E001-1234567890');
    expect(
      settingsMessages({ methods: { khqr: { ...khqr, validityMinutes: 14 } }, invoicing: { taxNumber: '901234567' } }),
    ).toEqual({
      'methods.khqr.validityMinutes': 'A KHQR code must stay valid at least 15 minutes',
      'invoicing.taxNumber': 'The tax number reads as the GDT prints it: a letter, 3 digits, a dash and 9 or 10 digits, e.g. K001-901234567',
    });
    expect(settingsMessages({ methods: { khqr: { ...khqr, validityMinutes: 7 * 24 * 60 + 1 } } })).toEqual({ 'methods.khqr.validityMinutes': 'A KHQR code may stay valid at most 7 days (10080 minutes)' });
    expect(settingsMessages({ methods: { khqr: { ...khqr, validityMinutes: 30.5 } } })).toEqual({ 'methods.khqr.validityMinutes': 'The code’s validity must be whole minutes' });
  });
});

describe('a shop’s payment methods: the ones its owner sets, and an order’s payment terms (zod/mini)', () => {
  const khqrBoth = { ...khqr, currencies: ['USD', 'KHR'], rielsPerDollar: 4100, validityMinutes: 60 };
  const samples = [
    {},
    { khqr, bankTransfer: bank, cashOnDelivery: true },
    { khqr: khqrBoth, bankTransfer: { ...bank, bankNameKh: 'ធនាគារ ABA', accountNameKh: 'ក្រុមហ៊ុន' } },
    { khqr: { ...khqr, bakongAccountId: '  teamwear@aclb  ', merchantName: '  Teamwear  ' }, bankTransfer: { ...bank, accountNumber: ' 000 123 ' } },
    { khqr: null, bankTransfer: null, cashOnDelivery: false },
    { khqr: { ...khqr, bakongAccountId: 'teamwear' } },
    { khqr: { ...khqr, bakongAccountId: `${'a'.repeat(30)}@aclb` } },
    { khqr: { ...khqr, bakongAccountId: 42 } },
    { khqr: { ...khqr, merchantName: '' } },
    { khqr: { ...khqr, merchantName: 'x'.repeat(26) } },
    { khqr: { ...khqr, merchantCity: 'Phnom\u0007Penh' } },
    { khqr: { ...khqr, merchantCity: 'Penh\u0000' } },
    { khqr: { ...khqr, currencies: [] } },
    { khqr: { ...khqr, currencies: ['USD', 'USD'] } },
    { khqr: { ...khqr, currencies: ['USD', 'KHR', 'EUR'] } },
    { khqr: { ...khqr, currencies: ['EUR'] } },
    { khqr: { ...khqr, currencies: ['KHR'] } },
    { khqr: { ...khqr, currencies: ['KHR'], rielsPerDollar: 999 } },
    { khqr: { ...khqr, currencies: ['KHR'], rielsPerDollar: 4100.5 } },
    { khqr: { ...khqr, currencies: ['KHR'], rielsPerDollar: '4100' } },
    { khqr: { ...khqr, validityMinutes: 14 } },
    { khqr: { ...khqr, validityMinutes: 7 * 24 * 60 + 1 } },
    { khqr: { ...khqr, validityMinutes: 30.5 } },
    { khqr: { ...khqr, validityMinutes: 'a day' } },
    { bankTransfer: { ...bank, accountNumber: '12ab' } },
    { bankTransfer: { ...bank, accountNumber: '' } },
    { bankTransfer: { ...bank, accountNumber: '1'.repeat(35) } },
    { bankTransfer: { ...bank, bankName: undefined } },
    { bankTransfer: { ...bank, accountNameKh: 'x'.repeat(81) } },
    { bankTransfer: { ...bank, bankNameKh: 'ABA\u0007' } },
    { cashOnDelivery: 'yes' },
    { khqr: 'KHQR' },
    null,
  ];

  it('reads each set of methods alike: the same value, or the same messages at the same paths', () => {
    const { request, answer } = readingsOf(PaymentMethods, AnswerMethods, samples);
    expect(answer).toEqual(request);
  });

  it('reads an order’s terms with the methods trimmed and their defaults, and names a deposit that is not one', () => {
    const terms = { methods: { khqr: { ...khqr, merchantName: '  Teamwear ' } }, deposit: { percent: 50, requiredCents: 7_000, balanceDue: 'on_delivery' }, due: { kind: 'deposit', dueCents: 7_000, before: 'PROCESSING' } };
    expect(readingOf(PaymentTerms, terms)).toEqual({
      reads: { ...terms, methods: { khqr: { ...khqr, merchantName: 'Teamwear', rielsPerDollar: null, validityMinutes: 24 * 60 }, bankTransfer: null, cashOnDelivery: false } },
    });
    const later = BalanceDueMoment.safeParse('later');
    expect(readingOf(PaymentTerms, { ...terms, deposit: { ...terms.deposit, balanceDue: 'later' } })).toEqual({ refuses: [`deposit.balanceDue: ${later.error?.issues[0]?.message}`] });
  });
});
