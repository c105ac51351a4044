import type { Order, ShopContact } from '@teamwear/shared/contracts';

/** How the customer reaches the shop to pay, in the page's language; null when the shop gives no way. */
export interface PayContact {
  phone: string | null;
  email: string | null;
  address: string | null;
}

/**
 * Until the shop takes payment in the app (issue 38), a customer who owes money pays the shop
 * directly: its phone, email and address as its contact page gives them (the address in Khmer on
 * a Khmer page where the shop wrote one).
 */
export function payContactOf(contact: ShopContact | null | undefined, language: string): PayContact | null {
  if (!contact) return null;
  const address = (language === 'kh' ? contact.translations?.kh.address : null) ?? contact.address;
  const found: PayContact = { phone: contact.phone, email: contact.email, address };
  return found.phone || found.email || found.address ? found : null;
}

/** The statuses of an order the shop approved: it has an invoice and something may be due on it. */
const APPROVED_ONWARD: readonly Order['status'][] = ['APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'];

/**
 * Which card of the order page tells the customer what to pay and how (issue 38): the Pay card once
 * the shop approved the order and has payment rules (a method or a deposit) — what is due, paid, the
 * KHQR code, the bank, the invoice; the Price card then keeps the totals only. Before approval, or
 * for a shop without rules, there is no Pay card: the Price card says what is still to pay and how
 * to reach the shop to pay it.
 */
export function paymentShownBy(order: Pick<Order, 'status' | 'paymentTerms'>): 'pay-card' | 'price-card' {
  const terms = order.paymentTerms;
  if (!terms || !APPROVED_ONWARD.includes(order.status)) return 'price-card';
  const { khqr, bankTransfer, cashOnDelivery } = terms.methods;
  return khqr || bankTransfer || cashOnDelivery || terms.deposit ? 'pay-card' : 'price-card';
}
