import { z } from 'zod';
import { PaymentMethod } from '@teamwear/shared/contracts';
import { InvoiceSnapshot } from './invoice-snapshot';

/**
 * What a receipt says, fixed when its payment line is recorded (issue 38) and never updated: the
 * shop as its invoice names it (as it is now before the order has an invoice), the customer, the
 * order and its invoice number, the line (a payment, or a reversal of the negative amount, which
 * names the receipt it reverses), and what was paid and is still due once it counted. The PDF is
 * drawn from it alone, so a receipt reads the same whenever it is downloaded.
 */
export const ReceiptSnapshot = z.object({
  kind: z.enum(['payment', 'reversal']),
  shop: InvoiceSnapshot.shape.shop,
  customer: z.object({ name: z.string(), email: z.string() }),
  order: z.object({ number: z.number().int(), model: z.string() }),
  invoiceNumber: z.number().int().positive().nullable(),
  currency: z.literal('USD'),
  /** Negative on a reversal. */
  amountCents: z.number().int(),
  method: PaymentMethod.nullable(),
  reference: z.string(),
  /** The day the money came in (a reversal: the day it was reversed), YYYY-MM-DD in the shop's time zone. */
  receivedOn: z.string(),
  grandTotalCents: z.number().int().nonnegative(),
  /** Paid once this line counted, and what is still due of the grand total then. */
  paidCents: z.number().int().nonnegative(),
  dueCents: z.number().int().nonnegative(),
  /** A reversal's payment: its receipt's number (null for a payment recorded before receipts), day and amount. */
  reverses: z.object({ receiptNumber: z.number().int().positive().nullable(), receivedOn: z.string(), amountCents: z.number().int() }).nullable(),
});
export type ReceiptSnapshot = z.infer<typeof ReceiptSnapshot>;
