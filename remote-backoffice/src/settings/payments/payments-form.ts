import { KHQR_VALIDITY_MINUTES, TAX_NUMBER_PATTERN, type PaymentRulesInput, type PaymentSettings } from '@teamwear/shared/contracts';

/**
 * The Payments section's form as typed (text fields as text), read into the rules the API takes
 * (PaymentRules), checked as it is typed with the API's own bounds: the API's word is the last.
 */
export interface PaymentsDraft {
  khqr: boolean;
  bakongAccountId: string;
  merchantName: string;
  merchantCity: string;
  usd: boolean;
  khr: boolean;
  rielsPerDollar: string;
  /** How long each code stays valid, in `validityUnit`s. */
  validity: string;
  validityUnit: ValidityUnit;
  bank: boolean;
  bankName: string;
  bankNameKh: string;
  accountName: string;
  accountNameKh: string;
  accountNumber: string;
  cashOnDelivery: boolean;
  deposit: boolean;
  percent: string;
  balanceDue: 'before_shipping' | 'on_delivery';
  overdueDays: string;
  /** The VAT TIN the invoices print ('' prints none). */
  taxNumber: string;
}
export type PaymentsField = keyof PaymentsDraft;
export type ValidityUnit = 'minutes' | 'hours' | 'days';
const MINUTES_IN: Record<ValidityUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };
/** A key of the `settings.payments.problems` strings, and the bound it names (tooLong). */
export type PaymentsProblem = { key: 'required' | 'bakongId' | 'currency' | 'riels' | 'validity' | 'accountNumber' | 'percent' | 'days' | 'taxNumber' } | { key: 'tooLong'; max: number };

const BAKONG_ID = /^[a-z0-9._-]+@[a-z0-9._-]+$/i;
const ACCOUNT_NUMBER = /^[0-9](?:[0-9 -]*[0-9])?$/;
const WHOLE = /^\d+$/;

/** A validity in minutes as the form shows it: in the largest unit it is a whole number of. */
function validityDraft(minutes: number): Pick<PaymentsDraft, 'validity' | 'validityUnit'> {
  const unit: ValidityUnit = minutes % MINUTES_IN.days === 0 ? 'days' : minutes % MINUTES_IN.hours === 0 ? 'hours' : 'minutes';
  return { validity: String(minutes / MINUTES_IN[unit]), validityUnit: unit };
}

/** The typed validity in minutes, or null while it is not a whole number of its unit within the API's bounds. */
export function validityMinutesOf(draft: Pick<PaymentsDraft, 'validity' | 'validityUnit'>): number | null {
  if (!WHOLE.test(draft.validity.trim())) return null;
  const minutes = Number(draft.validity) * MINUTES_IN[draft.validityUnit];
  return minutes >= KHQR_VALIDITY_MINUTES.min && minutes <= KHQR_VALIDITY_MINUTES.max ? minutes : null;
}

export function draftOf(rules: PaymentSettings): PaymentsDraft {
  const { khqr, bankTransfer } = rules.methods;
  return {
    ...validityDraft(khqr?.validityMinutes ?? KHQR_VALIDITY_MINUTES.default),
    khqr: khqr !== null,
    bakongAccountId: khqr?.bakongAccountId ?? '',
    merchantName: khqr?.merchantName ?? '',
    merchantCity: khqr?.merchantCity ?? '',
    usd: khqr ? khqr.currencies.includes('USD') : true,
    khr: khqr ? khqr.currencies.includes('KHR') : false,
    rielsPerDollar: khqr?.rielsPerDollar ? String(khqr.rielsPerDollar) : '',
    bank: bankTransfer !== null,
    bankName: bankTransfer?.bankName ?? '',
    bankNameKh: bankTransfer?.bankNameKh ?? '',
    accountName: bankTransfer?.accountName ?? '',
    accountNameKh: bankTransfer?.accountNameKh ?? '',
    accountNumber: bankTransfer?.accountNumber ?? '',
    cashOnDelivery: rules.methods.cashOnDelivery,
    deposit: rules.deposit !== null,
    percent: rules.deposit ? String(rules.deposit.percent) : '50',
    balanceDue: rules.deposit?.balanceDue ?? 'on_delivery',
    overdueDays: rules.deposit?.overdueAfterDays ? String(rules.deposit.overdueAfterDays) : '',
    taxNumber: rules.invoicing.taxNumber ?? '',
  };
}

const wholeIn = (text: string, min: number, max: number) => WHOLE.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** What is wrong with each field of the draft (only those of the methods and rule switched on). */
export function problemsOf(draft: PaymentsDraft): Partial<Record<PaymentsField, PaymentsProblem>> {
  const problems: Partial<Record<PaymentsField, PaymentsProblem>> = {};
  const line = (field: PaymentsField, max: number, required = true) => {
    const text = String(draft[field]).trim();
    if (required && text === '') problems[field] = { key: 'required' };
    else if ([...text].length > max) problems[field] = { key: 'tooLong', max };
  };
  if (draft.khqr) {
    const id = draft.bakongAccountId.trim();
    if (id === '') problems.bakongAccountId = { key: 'required' };
    else if (id.length > 32) problems.bakongAccountId = { key: 'tooLong', max: 32 };
    else if (!BAKONG_ID.test(id)) problems.bakongAccountId = { key: 'bakongId' };
    line('merchantName', 25);
    line('merchantCity', 15);
    if (!draft.usd && !draft.khr) problems.usd = { key: 'currency' };
    if (draft.khr && !wholeIn(draft.rielsPerDollar, 1000, 10_000)) problems.rielsPerDollar = { key: 'riels' };
    if (validityMinutesOf(draft) === null) problems.validity = { key: 'validity' };
  }
  if (draft.bank) {
    line('bankName', 60);
    line('bankNameKh', 60, false);
    line('accountName', 80);
    line('accountNameKh', 80, false);
    const number = draft.accountNumber.trim();
    if (number === '') problems.accountNumber = { key: 'required' };
    else if (number.length > 34) problems.accountNumber = { key: 'tooLong', max: 34 };
    else if (!ACCOUNT_NUMBER.test(number)) problems.accountNumber = { key: 'accountNumber' };
  }
  if (draft.deposit) {
    if (!wholeIn(draft.percent, 0, 100)) problems.percent = { key: 'percent' };
    if (draft.overdueDays.trim() !== '' && !wholeIn(draft.overdueDays, 1, 90)) problems.overdueDays = { key: 'days' };
  }
  const taxNumber = draft.taxNumber.trim().toUpperCase();
  if (taxNumber !== '' && !TAX_NUMBER_PATTERN.test(taxNumber)) problems.taxNumber = { key: 'taxNumber' };
  return problems;
}

/** The rules Save sends for a draft without problems. */
export function rulesOf(draft: PaymentsDraft): PaymentRulesInput {
  const currencies = [...(draft.usd ? ['USD' as const] : []), ...(draft.khr ? ['KHR' as const] : [])];
  return {
    methods: {
      khqr: draft.khqr
        ? { bakongAccountId: draft.bakongAccountId.trim(), merchantName: draft.merchantName.trim(), merchantCity: draft.merchantCity.trim(), currencies, rielsPerDollar: draft.khr ? Number(draft.rielsPerDollar) : null, validityMinutes: validityMinutesOf(draft) ?? KHQR_VALIDITY_MINUTES.default }
        : null,
      bankTransfer: draft.bank
        ? { bankName: draft.bankName.trim(), bankNameKh: draft.bankNameKh.trim(), accountName: draft.accountName.trim(), accountNameKh: draft.accountNameKh.trim(), accountNumber: draft.accountNumber.trim() }
        : null,
      cashOnDelivery: draft.cashOnDelivery,
    },
    deposit: draft.deposit
      ? { percent: Number(draft.percent), balanceDue: draft.balanceDue, overdueAfterDays: draft.overdueDays.trim() === '' ? null : Number(draft.overdueDays) }
      : null,
    invoicing: { taxNumber: draft.taxNumber.trim() === '' ? null : draft.taxNumber.trim().toUpperCase() },
  };
}

/** The deposit on an order of $100.00 under the typed percentage (cents, rounded up as the API does), or null while it does not read. */
export function exampleDepositCents(percent: string): number | null {
  return wholeIn(percent, 0, 100) ? Math.ceil((10_000 * Number(percent)) / 100) : null;
}
