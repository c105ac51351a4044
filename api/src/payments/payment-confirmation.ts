import { PAYMENT_REFERENCE_MAX_LENGTH, type PaymentCurrency } from '@teamwear/shared/contracts';
import { shopDayOf } from '@teamwear/shared/orders';
import type { TenantTx } from '../db/tenant-scope';
import type { PaymentRecord } from '../orders/order-moves';

/**
 * THE PLACE FOR AUTOMATIC BANK CONFIRMATION (issue 38). Not implemented, and wired nowhere: it needs
 * a bank's online API, which this deployment cannot reach. Until a shop has one, its staff record
 * each KHQR payment by hand (`POST /api/provider/orders/:id/payments` with method `khqr` and the
 * bank's reference, or `npm run provider -- orders pay`), as they read it on their bank's statement.
 *
 * A real source is one of:
 * - Bakong's open API (https://api-bakong.nbc.gov.kh, a token per merchant): `POST
 *   /v1/check_transaction_by_md5` with the md5 of the code the customer scanned (`Khqr.md5`, made
 *   by khqrFor with the SDK); it answers the transaction (its hash, amount, currency, time) once paid.
 * - A bank's webhook (ABA PayWay, ACLEDA…): the bank calls us with its transaction, carrying the
 *   code's bill number (our order number, `KhqrRequest.reference`) and amount; its signature is
 *   checked with the bank's secret before anything is believed.
 *
 * What a source must do, and what this module gives it:
 * 1. Find what was paid: `PaymentConfirmationSource.check` for a code given out (polling), or its
 *    webhook route answering a `BankConfirmation`.
 * 2. Record it through the one payment path, in a transaction with the order locked (findOrder
 *    forUpdate): `recordPayment(tx, clock, tenant, order, confirmedPaymentRecord(...), actor)`,
 *    so the deposit rule, the receipt and its mail follow as for a payment the shop typed. The actor
 *    is the shop ('provider'), named after the source.
 * 3. Be idempotent on the bank's reference: a webhook delivered twice, or a poll that sees the same
 *    transaction again, records nothing the second time (`isPaymentRecorded` first, in the same
 *    transaction). An amount above what is still due is refused by recordPayment (400): the source
 *    leaves it for the shop to see, it never records a part of it.
 *
 * The md5s are not kept today: a code is made anew for each read of the order's payment (its expiry
 * is part of it), so the md5 of the code a customer scanned is known only in that answer. A polling
 * source therefore needs them kept when given out (a table of codes given: shop, order, md5, amount,
 * currency, expiry; a migration) and checks those not expired and not yet paid; a webhook source
 * needs none (it matches by the bill number). That table was left for whoever connects a bank,
 * because its shape depends on which of the two it is.
 */

/** A KHQR code given to a customer, as a polling source asks the bank about it. */
export interface IssuedKhqrCode {
  tenantId: string;
  orderId: string;
  /** The order number, the code's bill number. */
  orderNumber: number;
  /** The SDK's md5 of the payload: Bakong's `check_transaction_by_md5` key. */
  md5: string;
  currency: PaymentCurrency;
  /** Cents (USD) or whole riels (KHR), as the code asks. */
  amount: number;
  expiresAt: Date;
}

/** What the bank says of a code or a transaction. */
export type BankConfirmation =
  | {
      kind: 'paid';
      /** The bank's own transaction reference (Bakong's hash): what the payment line keeps, and what makes recording idempotent. */
      bankReference: string;
      /** What the order is credited, in cents of USD (a KHR payment converted at the shop's rate by the source). */
      amountCents: number;
      paidAt: Date;
    }
  | { kind: 'unpaid' }
  /** The bank could not say (down, refused our token): asked again later, never recorded. */
  | { kind: 'unknown'; reason: string };

/** A bank's online API, asked whether a code given out was paid. No implementation exists yet. */
export interface PaymentConfirmationSource {
  /** How the payment line's note and the logs name it, e.g. 'Bakong'. */
  readonly name: string;
  check(code: IssuedKhqrCode, signal: AbortSignal): Promise<BankConfirmation>;
}

/** The payment line a confirmed KHQR payment records: method khqr, the bank's reference, the shop's day it was paid. */
export function confirmedPaymentRecord(confirmation: Extract<BankConfirmation, { kind: 'paid' }>, sourceName: string): PaymentRecord {
  const reference = confirmation.bankReference.trim();
  if (reference === '' || reference.length > PAYMENT_REFERENCE_MAX_LENGTH) throw new Error(`A bank confirmation needs a reference of 1 to ${PAYMENT_REFERENCE_MAX_LENGTH} characters`);
  if (!Number.isInteger(confirmation.amountCents) || confirmation.amountCents <= 0) throw new Error('A bank confirmation credits a positive amount of whole cents');
  return { amountCents: confirmation.amountCents, method: 'khqr', reference, receivedOn: shopDayOf(confirmation.paidAt), note: `Confirmed by ${sourceName}` };
}

/** Whether the order has a KHQR payment line with this bank reference already (reversed or not: a reversal is the shop's word). */
export async function isPaymentRecorded(tx: TenantTx, tenantId: string, orderId: string, bankReference: string): Promise<boolean> {
  const found = await tx
    .selectFrom('order_events')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'payment')
    .where('payment_method', '=', 'khqr')
    .where('payment_reference', '=', bankReference.trim())
    .where('amount_cents', '>', 0)
    .executeTakeFirst();
  return found !== undefined;
}
