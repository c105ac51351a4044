import { z } from 'zod';
import { BalanceDueMoment, PriceLine } from '@teamwear/shared/contracts';

/**
 * What an invoice says, fixed when it is issued (issue 38): the shop as it was (name, address,
 * tax number if set), the customer, the order's lines and totals as priced, and the deposit the
 * shop's rule asked. Kept as JSON on the invoice row, never updated: a later change of the shop's
 * address or rules leaves issued invoices as they were. The payments so far and the amount due are
 * not part of it: the PDF reads them as they stand when it is drawn.
 */
export const InvoiceSnapshot = z.object({
  shop: z.object({
    name: z.string(),
    address: z.string().nullable(),
    addressKh: z.string().nullable(),
    taxNumber: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  order: z.object({ number: z.number().int(), orderedAt: z.string(), model: z.string(), quantity: z.number().int() }),
  currency: z.literal('USD'),
  lines: z.array(PriceLine),
  totalPriceCents: z.number().int().nonnegative(),
  grandTotalCents: z.number().int().nonnegative(),
  deposit: z.object({ percent: z.number().int(), requiredCents: z.number().int().nonnegative(), balanceDue: BalanceDueMoment }).nullable(),
});
export type InvoiceSnapshot = z.infer<typeof InvoiceSnapshot>;
