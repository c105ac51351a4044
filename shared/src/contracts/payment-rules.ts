import { z } from 'zod';
import { shopPaymentRulesAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { storableText } from './untrusted-input';
import { BAKONG_ACCOUNT_ID_MESSAGE, BAKONG_ACCOUNT_ID_PATTERN, BALANCE_DUE_MOMENTS, BANK_ACCOUNT_NUMBER_PATTERN, KHQR_VALIDITY_MINUTES, PAYMENT_CURRENCIES } from './payment-values';

export * from './payment-values';

/**
 * The shop's rules for being paid (issue 38): the methods it accepts (KHQR, bank transfer, cash on
 * delivery) and its deposit rule, kept in `tenants.settings.payments` and set by its owners
 * (`GET/PUT /api/provider/settings/payments`, `npm run provider -- settings payments`). A shop that set
 * none asks for no deposit: its orders move as they always did. What the order page needs to tell a
 * customer how to pay (`PaymentTerms`) goes with the customer's order, never the rest.
 */

const oneLine = (label: string, max: number) =>
  storableText('Must be text', { label })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** Khmer beside the English one: optional ('' shows the English one). */
const khmerLine = (label: string, max: number) => storableText('Must be text', { label }).trim().max(max, `${label} must be at most ${max} characters`).default('');

export const PaymentCurrency = z.enum(PAYMENT_CURRENCIES, { error: `A currency must be one of ${PAYMENT_CURRENCIES.join(', ')}` });
export type PaymentCurrency = z.infer<typeof PaymentCurrency>;

export const KhqrValidityMinutes = z
  .number({ error: 'The code’s validity must be a number of minutes' })
  .int('The code’s validity must be whole minutes')
  .min(KHQR_VALIDITY_MINUTES.min, `A KHQR code must stay valid at least ${KHQR_VALIDITY_MINUTES.min} minutes`)
  .max(KHQR_VALIDITY_MINUTES.max, `A KHQR code may stay valid at most 7 days (${KHQR_VALIDITY_MINUTES.max} minutes)`);

/** KHQR's field sizes (EMVCo): merchant name 25 characters, city 15. */
export const KhqrMethod = z.object({
  bakongAccountId: z
    .string({ error: BAKONG_ACCOUNT_ID_MESSAGE })
    .trim()
    .max(32, 'The Bakong account id must be at most 32 characters')
    .regex(BAKONG_ACCOUNT_ID_PATTERN, BAKONG_ACCOUNT_ID_MESSAGE),
  merchantName: oneLine('The merchant name', 25),
  merchantCity: oneLine('The merchant city', 15),
  currencies: z
    .array(PaymentCurrency)
    .min(1, 'Choose USD, KHR or both')
    .max(2)
    .refine((currencies) => new Set(currencies).size === currencies.length, 'Each currency once'),
  /** Riels per dollar for a code in KHR: whole riels (required when KHR is offered). */
  rielsPerDollar: z
    .number({ error: 'Riels per dollar must be a number' })
    .int('Riels per dollar must be whole riels')
    .min(1000, 'Riels per dollar must be at least 1000')
    .max(10_000, 'Riels per dollar must be at most 10000')
    .nullable()
    .default(null),
  /** How long each code made for an amount stays valid (rules stored before it was asked read a day). */
  validityMinutes: KhqrValidityMinutes.default(KHQR_VALIDITY_MINUTES.default),
}).superRefine((khqr, ctx) => {
  if (khqr.currencies.includes('KHR') && khqr.rielsPerDollar === null) {
    ctx.addIssue({ code: 'custom', path: ['rielsPerDollar'], message: 'Riels per dollar is required to take KHR' });
  }
});
export type KhqrMethod = z.infer<typeof KhqrMethod>;

export const BankTransferMethod = z.object({
  bankName: oneLine('The bank', 60),
  bankNameKh: khmerLine('The bank in Khmer', 60),
  accountName: oneLine('The account name', 80),
  accountNameKh: khmerLine('The account name in Khmer', 80),
  accountNumber: z
    .string({ error: 'The account number is required' })
    .trim()
    .min(1, 'The account number is required')
    .max(34, 'The account number must be at most 34 characters')
    .regex(BANK_ACCOUNT_NUMBER_PATTERN, 'The account number takes digits, spaces and dashes only'),
});
export type BankTransferMethod = z.infer<typeof BankTransferMethod>;

export const PaymentMethods = z.object({
  /** null: the shop takes no KHQR. */
  khqr: KhqrMethod.nullable().default(null),
  /** null: the shop takes no bank transfer. */
  bankTransfer: BankTransferMethod.nullable().default(null),
  cashOnDelivery: z.boolean({ error: 'Cash on delivery is true or false' }).default(false),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

export const BalanceDueMoment = z.enum(BALANCE_DUE_MOMENTS, { error: `The balance is due ${BALANCE_DUE_MOMENTS.join(' or ')}` });
export type BalanceDueMoment = z.infer<typeof BalanceDueMoment>;
export const DEPOSIT_OVERDUE_DAYS_MAX = 90;

/**
 * A whole percentage of the grand total paid before production starts (0: none, but the balance
 * rule still holds), and when the rest is due: before the order is shipped, or on delivery.
 */
export const DepositRule = z.object({
  percent: z
    .number({ error: 'The deposit must be a number' })
    .int('The deposit must be a whole percentage')
    .min(0, 'The deposit must be at least 0 %')
    .max(100, 'The deposit must be at most 100 %'),
  balanceDue: BalanceDueMoment,
  /** Days after approval when an unpaid deposit is marked overdue (null: never marked). */
  overdueAfterDays: z
    .number({ error: 'Overdue after must be a number of days' })
    .int('Overdue after must be whole days')
    .min(1, 'Overdue after must be at least 1 day')
    .max(DEPOSIT_OVERDUE_DAYS_MAX, `Overdue after must be at most ${DEPOSIT_OVERDUE_DAYS_MAX} days`)
    .nullable()
    .default(null),
});
export type DepositRule = z.infer<typeof DepositRule>;

export const PaymentRules = z.object({
  methods: PaymentMethods,
  /** null (every shop's default): no deposit, no balance rule; orders move as they always did. */
  deposit: DepositRule.nullable().default(null),
});
export type PaymentRules = z.infer<typeof PaymentRules>;
/** What a client sends to the PUT (defaults left out). */
export type PaymentRulesInput = z.input<typeof PaymentSettingsChange>;

export const NO_PAYMENT_RULES: PaymentRules = { methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: null };

/**
 * A VAT TIN as Cambodia's General Department of Taxation prints it on the shop's certificate: the
 * taxpayer's letter (L large, K medium, E small…), 3 digits, a dash and 9 or 10 digits.
 */
export const TAX_NUMBER_PATTERN = /^[A-Z][0-9]{3}-[0-9]{9,10}$/;
export const TAX_NUMBER_MESSAGE = 'The tax number reads as the GDT prints it: a letter, 3 digits, a dash and 9 or 10 digits, e.g. K001-901234567';

/**
 * What the shop's invoices print besides its name and contact address (issue 38), kept in
 * `tenants.settings.invoicing`: its tax number, none (null) unless set.
 */
export const InvoicingSettings = z.object({
  taxNumber: z.string({ error: TAX_NUMBER_MESSAGE }).trim().toUpperCase().regex(TAX_NUMBER_PATTERN, TAX_NUMBER_MESSAGE).nullable().default(null),
});
export type InvoicingSettings = z.infer<typeof InvoicingSettings>;
export const NO_INVOICING: InvoicingSettings = { taxNumber: null };

/** What `GET /api/provider/settings/payments` answers: the rules, and what the invoices print. */
export const PaymentSettings = PaymentRules.extend({ invoicing: InvoicingSettings });
export type PaymentSettings = z.infer<typeof PaymentSettings>;
/** What its PUT takes: the whole rules; `invoicing` left out is kept as it is (a client from before it). */
export const PaymentSettingsChange = PaymentRules.extend({ invoicing: InvoicingSettings.optional() });
export type PaymentSettingsChange = z.infer<typeof PaymentSettingsChange>;

export const PaymentRulesResponse = z.object({ data: PaymentSettings });
export type PaymentRulesResponse = z.infer<typeof PaymentRulesResponse>;

/** How a customer pays an order, as their order page reads it: written with zod/mini (./mini/payment-terms). */
export { PaymentTerms } from './mini/payment-terms';

const ownerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** The shop's payment rules (owners). */
export const shopPaymentRulesEndpoints = {
  get: defineEndpoint({ ...shopPaymentRulesAddresses.get, responses: { 200: PaymentRulesResponse, ...ownerErrors } }),
  put: defineEndpoint({ ...shopPaymentRulesAddresses.put, body: PaymentSettingsChange, responses: { 200: PaymentRulesResponse, 400: ApiError, ...ownerErrors } }),
};
