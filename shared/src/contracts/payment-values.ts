// The values of a shop's payment rules (./payment-rules), without zod: ./mini/payment-terms reads
// an order's payment terms with them, as ./payment-rules checks the rules the owner sets.

export const PAYMENT_CURRENCIES = ['USD', 'KHR'] as const;

/** A Bakong account id as the Bakong app shows it: `name@bank` (KHQR's limit, 32 characters). */
export const BAKONG_ACCOUNT_ID_PATTERN = /^[a-z0-9._-]+@[a-z0-9._-]+$/i;
export const BAKONG_ACCOUNT_ID_MESSAGE = 'The Bakong account id looks like name@bank, e.g. teamwear@aclb';

/**
 * How long a KHQR code the customer is shown stays valid, in minutes: a bank refuses an expired
 * code and the order page asks for a fresh one. At least 15 minutes (time to open a banking app),
 * at most 7 days; a day unless the shop says otherwise (what every code was before it could).
 */
export const KHQR_VALIDITY_MINUTES = { min: 15, max: 7 * 24 * 60, default: 24 * 60 } as const;

/** A bank account number as banks print it: digits, with spaces or dashes between groups. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9](?:[0-9 -]*[0-9])?$/;

export const BALANCE_DUE_MOMENTS = ['before_shipping', 'on_delivery'] as const;
