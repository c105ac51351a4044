import { z } from 'zod';
import { orderPaymentAddresses, providerInvoiceAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { OrderParams, PaymentMethod, ProviderOrderParams, ProviderPaymentParams } from './orders';
import { PaymentCurrency, PaymentTerms } from './payment-rules';
import { ProofLanguage } from './production';

/**
 * What a customer pays now for one of their orders (issue 38), and how: the amount due (the deposit
 * or the balance, before which status), what was paid, a KHQR code for exactly that amount in each
 * currency the shop takes, its bank account with the reference to write, whether it takes cash on
 * delivery, and the order's invoice once the shop approved the order. Nothing due: no code.
 */
export const KhqrCode = z.object({
  currency: PaymentCurrency,
  /** What the code asks in its currency's units: cents (USD) or whole riels (KHR). */
  amount: z.number().int().positive(),
  /** The EMVCo string to draw as a QR code (the KHQR standard, made with the official SDK). */
  payload: z.string(),
  /** When a bank stops taking the code; the page asks again for a fresh one. */
  expiresAt: z.string(),
});
export type KhqrCode = z.infer<typeof KhqrCode>;

export const BankTransferDetails = z.object({
  bankName: z.string(),
  bankNameKh: z.string(),
  accountName: z.string(),
  accountNameKh: z.string(),
  accountNumber: z.string(),
  /** What to write as the transfer's reference: the order number. */
  reference: z.string(),
});
export type BankTransferDetails = z.infer<typeof BankTransferDetails>;

/**
 * A payment line of the order as the customer reads it: a payment, or a reversal of one (a negative
 * amount naming the payment it reverses), with its receipt (numbered per shop; null for a line
 * recorded before receipts were issued) and where that receipt downloads.
 */
export const PaymentLine = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  method: PaymentMethod.nullable(),
  reference: z.string(),
  /** The day the money came in (a reversal: the day it was reversed), YYYY-MM-DD in the shop's time zone. */
  receivedOn: z.string(),
  /** A payment the shop reversed since (its reversal is a line of its own). */
  reversed: z.boolean(),
  /** A reversal: the payment it reverses. */
  reversesPaymentId: z.uuid().nullable(),
  receipt: z.object({ number: z.number().int().positive(), href: z.string() }).nullable(),
});
export type PaymentLine = z.infer<typeof PaymentLine>;

export const OrderPayment = z.object({
  orderId: z.string(),
  number: z.number().int(),
  grandTotalCents: z.number().int().nonnegative(),
  paidCents: z.number().int().nonnegative(),
  deposit: PaymentTerms.shape.deposit,
  due: PaymentTerms.shape.due,
  /** One code per currency the shop takes by KHQR, for exactly what is due now; empty when nothing is due or it takes none. */
  khqr: z.array(KhqrCode),
  bankTransfer: BankTransferDetails.nullable(),
  cashOnDelivery: z.boolean(),
  /** The order's invoice (issued when the shop approves the order); null before. */
  invoice: z.object({ number: z.number().int().positive(), issuedAt: z.string() }).nullable(),
  /** The payment lines so far, oldest first, each with its receipt (absent from an API before receipts). */
  payments: z.array(PaymentLine).optional(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;
export const OrderPaymentResponse = z.object({ data: OrderPayment });
export type OrderPaymentResponse = z.infer<typeof OrderPaymentResponse>;

/** `?lang=`: the invoice's language; the customer's own when absent. */
export const InvoiceQuery = z.object({ lang: ProofLanguage.optional() });

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;
const pdf = z.unknown().describe('The PDF (application/pdf)');

/** `?lang=`: the receipt's language; the customer's own when absent. */
export const ReceiptQuery = InvoiceQuery;
/** `:id/payments/:paymentId`: a payment line of one of the customer's orders. */
export const OrderPaymentLineParams = OrderParams.extend({ paymentId: z.uuid('paymentId must be a payment id') });

/** The customer's side: what to pay now, and the invoice PDF (404 until the shop approved the order). */
export const orderPaymentEndpoints = {
  payment: defineEndpoint({ ...orderPaymentAddresses.payment, params: OrderParams, responses: { 200: OrderPaymentResponse, 400: ApiError, ...signedInErrors } }),
  invoice: defineEndpoint({ ...orderPaymentAddresses.invoice, params: OrderParams, query: InvoiceQuery, responses: { 200: pdf, 400: ApiError, ...signedInErrors } }),
  /** The receipt of a payment line, as a PDF (404 for a line of another order, or recorded before receipts). */
  receipt: defineEndpoint({ ...orderPaymentAddresses.receipt, params: OrderPaymentLineParams, query: ReceiptQuery, responses: { 200: pdf, 400: ApiError, ...signedInErrors } }),
};

/** The shop's copy of an order's invoice and receipts (staff with the payments permission). */
export const providerInvoiceEndpoints = {
  invoice: defineEndpoint({ ...providerInvoiceAddresses.invoice, params: ProviderOrderParams, query: InvoiceQuery, responses: { 200: pdf, 400: ApiError, ...signedInErrors } }),
  receipt: defineEndpoint({ ...providerInvoiceAddresses.receipt, params: ProviderPaymentParams, query: ReceiptQuery, responses: { 200: pdf, 400: ApiError, ...signedInErrors } }),
};
