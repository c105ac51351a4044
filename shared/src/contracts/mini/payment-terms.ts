import * as z from 'zod/mini';
import { BAKONG_ACCOUNT_ID_MESSAGE, BAKONG_ACCOUNT_ID_PATTERN, BALANCE_DUE_MOMENTS, BANK_ACCOUNT_NUMBER_PATTERN, KHQR_VALIDITY_MINUTES, PAYMENT_CURRENCIES } from '../payment-values';
import { storableText } from './storable-text';

// How a customer pays an order (its payment terms), as the order page reads it with the order on
// its first load: see ./index.ts for why it is written with zod/mini. The methods are the shop's
// rules as ../payment-rules checks them when its owner sets them (KhqrMethod, BankTransferMethod,
// PaymentMethods), written again here: payment-rules.test.ts holds the two to the same values,
// messages and defaults.

const oneLine = (label: string, max: number) =>
  storableText('Must be text', { label }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));
/** Khmer beside the English one: optional ('' shows the English one). */
const khmerLine = (label: string, max: number) => z._default(storableText('Must be text', { label }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)), '');

const PaymentCurrency = z.enum(PAYMENT_CURRENCIES, { error: `A currency must be one of ${PAYMENT_CURRENCIES.join(', ')}` });

const KhqrValidityMinutes = z
  .number({ error: 'The code’s validity must be a number of minutes' })
  .check(
    z.int('The code’s validity must be whole minutes'),
    z.gte(KHQR_VALIDITY_MINUTES.min, `A KHQR code must stay valid at least ${KHQR_VALIDITY_MINUTES.min} minutes`),
    z.lte(KHQR_VALIDITY_MINUTES.max, `A KHQR code may stay valid at most 7 days (${KHQR_VALIDITY_MINUTES.max} minutes)`),
  );

const KhqrMethod = z
  .object({
    bakongAccountId: z
      .string({ error: BAKONG_ACCOUNT_ID_MESSAGE })
      .check(z.trim(), z.maxLength(32, 'The Bakong account id must be at most 32 characters'), z.regex(BAKONG_ACCOUNT_ID_PATTERN, BAKONG_ACCOUNT_ID_MESSAGE)),
    merchantName: oneLine('The merchant name', 25),
    merchantCity: oneLine('The merchant city', 15),
    currencies: z.array(PaymentCurrency).check(
      z.minLength(1, 'Choose USD, KHR or both'),
      z.maxLength(2),
      z.refine((currencies) => new Set(currencies).size === currencies.length, 'Each currency once'),
    ),
    rielsPerDollar: z._default(
      z.nullable(
        z
          .number({ error: 'Riels per dollar must be a number' })
          .check(z.int('Riels per dollar must be whole riels'), z.gte(1000, 'Riels per dollar must be at least 1000'), z.lte(10_000, 'Riels per dollar must be at most 10000')),
      ),
      null,
    ),
    validityMinutes: z._default(KhqrValidityMinutes, KHQR_VALIDITY_MINUTES.default),
  })
  .check(
    z.superRefine((khqr, ctx) => {
      if (khqr.currencies.includes('KHR') && khqr.rielsPerDollar === null) {
        ctx.addIssue({ code: 'custom', path: ['rielsPerDollar'], message: 'Riels per dollar is required to take KHR' });
      }
    }),
  );

const BankTransferMethod = z.object({
  bankName: oneLine('The bank', 60),
  bankNameKh: khmerLine('The bank in Khmer', 60),
  accountName: oneLine('The account name', 80),
  accountNameKh: khmerLine('The account name in Khmer', 80),
  accountNumber: z
    .string({ error: 'The account number is required' })
    .check(
      z.trim(),
      z.minLength(1, 'The account number is required'),
      z.maxLength(34, 'The account number must be at most 34 characters'),
      z.regex(BANK_ACCOUNT_NUMBER_PATTERN, 'The account number takes digits, spaces and dashes only'),
    ),
});

/** The methods a shop takes, as ../payment-rules PaymentMethods reads them. */
export const PaymentMethods = z.object({
  /** null: the shop takes no KHQR. */
  khqr: z._default(z.nullable(KhqrMethod), null),
  /** null: the shop takes no bank transfer. */
  bankTransfer: z._default(z.nullable(BankTransferMethod), null),
  cashOnDelivery: z._default(z.boolean({ error: 'Cash on delivery is true or false' }), false),
});

const BalanceDueMoment = z.enum(BALANCE_DUE_MOMENTS, { error: `The balance is due ${BALANCE_DUE_MOMENTS.join(' or ')}` });

/**
 * What a customer's order page reads of the shop's rules: how to pay (the methods with their
 * account details) and the deposit it asks for, with what it comes to for this order. Never the
 * shop's internal settings (the overdue days).
 */
export const PaymentTerms = z.object({
  methods: PaymentMethods,
  deposit: z.nullable(z.object({ percent: z.number().check(z.int()), requiredCents: z.number().check(z.int(), z.nonnegative()), balanceDue: BalanceDueMoment })),
  /** What is due now and before which status (null: nothing enforced, the whole balance). */
  due: z.object({
    kind: z.enum(['nothing', 'deposit', 'balance']),
    dueCents: z.number().check(z.int(), z.nonnegative()),
    before: z.nullable(z.enum(['PROCESSING', 'ON_THE_WAY', 'COMPLETED'])),
  }),
});
export type PaymentTerms = z.infer<typeof PaymentTerms>;
