import bakongKhqr from 'bakong-khqr';
import type { KhqrMethod, PaymentCurrency } from '@teamwear/shared/contracts';
import { rielsOf } from '@teamwear/shared/orders';

const { BakongKHQR, IndividualInfo, khqrData } = bakongKhqr;

const MINUTE_MS = 60 * 1000;

export interface KhqrRequest {
  method: KhqrMethod;
  /** Whole cents due (USD); a code in KHR asks the riels they come to at the shop's rate, rounded up. */
  amountCents: number;
  /** The order number, written as the code's bill number: the reference the shop reads on its statement. */
  reference: string;
  /** The currency of the code: the shop's first one unless asked (a currency it does not take is refused). */
  currency?: PaymentCurrency;
  now: Date;
}

export interface Khqr {
  /** The EMVCo string a banking app reads (draw it as a QR code). */
  payload: string;
  /** The SDK's md5 of the payload: what Bakong's transaction check is asked with (see payment-confirmation.ts). */
  md5: string;
  currency: PaymentCurrency;
  /** What the code asks, in the currency's units: cents (USD) or whole riels (KHR). */
  amount: number;
  expiresAt: Date;
}

export class KhqrRefused extends Error {}

/**
 * A dynamic KHQR code (the national Bakong QR standard) for exactly an amount due on an order,
 * made with the official SDK: the shop's Bakong account, merchant name and city, the order number
 * as bill number, and an expiry the shop chose (`validityMinutes`). A new amount makes a new code
 * (its CRC changes with it).
 */
export function khqrFor(request: KhqrRequest): Khqr {
  const { method } = request;
  const currency = request.currency ?? method.currencies[0] ?? 'USD';
  if (!method.currencies.includes(currency)) throw new KhqrRefused(`The shop takes no KHQR in ${currency}`);
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new KhqrRefused('A KHQR code asks a positive amount of whole cents');
  const amount = currency === 'KHR' ? rielsOf(request.amountCents, method.rielsPerDollar ?? 0) : request.amountCents;
  if (amount <= 0) throw new KhqrRefused('A KHQR code in KHR needs the shop’s riels per dollar');
  // The shop's chosen validity (a day unless it chose): the SDK requires an expiry for a code with an
  // amount, a bank refuses an expired one, and the order page asks for a fresh code past it.
  const expiresAt = new Date(request.now.getTime() + method.validityMinutes * MINUTE_MS);
  const info = new IndividualInfo(method.bakongAccountId, method.merchantName, method.merchantCity, {
    currency: currency === 'KHR' ? khqrData.currency.khr : khqrData.currency.usd,
    // The SDK reads dollars with up to 2 decimals and whole riels.
    amount: currency === 'KHR' ? amount : amount / 100,
    billNumber: request.reference,
    expirationTimestamp: expiresAt.getTime(),
  });
  const made = new BakongKHQR().generateIndividual(info);
  if (made.status.code !== 0 || !made.data) throw new KhqrRefused(`The KHQR code could not be made: ${made.status.message ?? 'unknown reason'}`);
  return { payload: made.data.qr, md5: made.data.md5, currency, amount, expiresAt };
}
