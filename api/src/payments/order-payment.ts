import { OrderStatus, type KhqrCode, type OrderPayment } from '@teamwear/shared/contracts';
import type { OrderRow, TenantRow } from '../db/schema';
import { khqrFor } from './khqr';
import { paymentTermsOf } from './payment-rules';

/**
 * What the customer pays now for an order and how (issue 38), from the shop's rules
 * (paymentTermsOf): the deposit or the balance due, a KHQR code for exactly that amount in each
 * currency the shop takes by KHQR (the order number as bill number, so a new amount is a new code),
 * its bank account with the order number as the reference to write, and cash on delivery.
 */
export function orderPaymentOf(
  tenant: Pick<TenantRow, 'settings'>,
  order: Pick<OrderRow, 'id' | 'number' | 'status' | 'grand_total_cents' | 'paid_amount_cents'>,
  invoice: OrderPayment['invoice'],
  now: Date,
): OrderPayment {
  const terms = paymentTermsOf(tenant, { status: OrderStatus.parse(order.status), grandTotalCents: order.grand_total_cents, paidCents: order.paid_amount_cents });
  const reference = String(order.number);
  const { khqr, bankTransfer, cashOnDelivery } = terms.methods;
  const codes: KhqrCode[] =
    khqr && terms.due.dueCents > 0
      ? khqr.currencies.map((currency) => {
          const code = khqrFor({ method: khqr, amountCents: terms.due.dueCents, reference, currency, now });
          return { currency, amount: code.amount, payload: code.payload, expiresAt: code.expiresAt.toISOString() };
        })
      : [];
  return {
    orderId: order.id,
    number: order.number,
    grandTotalCents: order.grand_total_cents,
    paidCents: order.paid_amount_cents,
    deposit: terms.deposit,
    due: terms.due,
    khqr: codes,
    bankTransfer: bankTransfer ? { ...bankTransfer, reference } : null,
    cashOnDelivery,
    invoice,
  };
}
