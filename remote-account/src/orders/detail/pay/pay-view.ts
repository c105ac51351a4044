import type { BankTransferDetails, KhqrCode, OrderPayment, PaymentMethod } from '@teamwear/shared/contracts';

/** One KHQR code as the card shows it: its amount written in its currency, and until when a bank takes it. */
export interface KhqrView {
  currency: KhqrCode['currency'];
  amountLabel: string;
  payload: string;
  expiresAt: string;
}

/** A payment line as the card lists it: a payment (reversed since, or not) or a reversal, with its receipt to download. */
export interface PaymentLineView {
  id: string;
  /** YYYY-MM-DD, the shop's day. */
  day: string;
  /** Negative for a reversal. */
  amountCents: number;
  method: PaymentMethod | null;
  reference: string;
  state: 'paid' | 'reversed' | 'reversal';
  /** Its receipt's number; null for a line recorded before receipts were issued. */
  receiptNumber: number | null;
}

/** What the Pay card shows for an answer of GET /api/orders/:id/payment. */
export interface PayView {
  paidCents: number;
  /** Nothing due: the card says what was paid, and no code or bank details. */
  due: { kind: 'deposit' | 'balance'; cents: number; before: 'PROCESSING' | 'ON_THE_WAY' | 'COMPLETED' | null } | null;
  codes: KhqrView[];
  /** The bank and account in the page's language (the English one where the shop wrote no Khmer). */
  bankTransfer: { bankName: string; accountName: string; accountNumber: string; reference: string } | null;
  cashOnDelivery: boolean;
  invoiceNumber: number | null;
  /** The payment lines so far, oldest first (none from an API before receipts). */
  payments: PaymentLineView[];
}

/** An amount of a KHQR code: cents for USD, whole riels for KHR. */
export function formatCodeAmount(currency: KhqrCode['currency'], amount: number): string {
  if (currency === 'USD') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100);
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)} ៛`;
}

function bankIn(bank: BankTransferDetails, language: string): NonNullable<PayView['bankTransfer']> {
  const khmer = language === 'kh';
  return {
    bankName: (khmer && bank.bankNameKh) || bank.bankName,
    accountName: (khmer && bank.accountNameKh) || bank.accountName,
    accountNumber: bank.accountNumber,
    reference: bank.reference,
  };
}

/** Pure: which amounts, codes and ways to pay the card shows, in the page's language. */
export function payViewOf(payment: OrderPayment, language: string): PayView {
  const owes = payment.due.kind !== 'nothing' && payment.due.dueCents > 0;
  return {
    paidCents: payment.paidCents,
    due: owes ? { kind: payment.due.kind === 'deposit' ? 'deposit' : 'balance', cents: payment.due.dueCents, before: payment.due.before } : null,
    // A code only for an amount owed now: an answer with codes and nothing due shows none.
    codes: owes ? payment.khqr.map((code) => ({ currency: code.currency, amountLabel: formatCodeAmount(code.currency, code.amount), payload: code.payload, expiresAt: code.expiresAt })) : [],
    bankTransfer: owes && payment.bankTransfer ? bankIn(payment.bankTransfer, language) : null,
    cashOnDelivery: owes && payment.cashOnDelivery,
    invoiceNumber: payment.invoice?.number ?? null,
    payments: (payment.payments ?? []).map((line) => ({
      id: line.id,
      day: line.receivedOn,
      amountCents: line.amountCents,
      method: line.method,
      reference: line.reference,
      state: line.reversesPaymentId ? 'reversal' : line.reversed ? 'reversed' : 'paid',
      receiptNumber: line.receipt?.number ?? null,
    })),
  };
}

/** A receipt's file name: the shop's number, so two receipts never overwrite each other in Downloads. */
export const receiptFileName = (receiptNumber: number) => `receipt-${receiptNumber}.pdf`;

/** The invoice's file name: the shop's number, so two invoices never overwrite each other in Downloads. */
export const invoiceFileName = (invoiceNumber: number) => `invoice-${invoiceNumber}.pdf`;

/** The longest a timer waits (setTimeout's limit, about 24.8 days). */
const LONGEST_TIMER_MS = 2_147_483_647;

/** How long until the first code expires (at least a second: an expired one is asked anew soon, not in a loop); null without codes. */
export function msUntilFirstExpiry(codes: readonly Pick<KhqrCode, 'expiresAt'>[], now: number): number | null {
  const times = codes.map((code) => Date.parse(code.expiresAt)).filter((time) => Number.isFinite(time));
  if (times.length === 0) return null;
  return Math.min(LONGEST_TIMER_MS, Math.max(1_000, Math.min(...times) - now));
}
