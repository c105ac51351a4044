import QRCode from 'qrcode';
import type { OrderPayment, PaymentMethod, ProofLanguage } from '@teamwear/shared/contracts';
import { fill } from '../production/proof/proof-strings';
import { writeText } from '../production/proof/pdf-text';
import { newShopPdf } from '../production/proof/shop-pdf';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { invoiceStrings } from './invoice-strings';

/** A payment line of the order (a reversal is a negative one). */
export interface InvoicePaymentLine {
  /** The day the money came in (YYYY-MM-DD). */
  receivedOn: string;
  method: PaymentMethod | null;
  amountCents: number;
}

export interface InvoiceInput {
  language: ProofLanguage;
  number: number;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
  /** As they stand when the PDF is drawn: the invoice itself never changes. */
  payments: readonly InvoicePaymentLine[];
  payment: OrderPayment;
}

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const CONTENT = PAGE.width - 2 * MARGIN;
const ROW = 15;
const QR_SIDE = 110;

const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)} USD`;
const codeAmount = (code: OrderPayment['khqr'][number]) => (code.currency === 'KHR' ? `${code.amount.toLocaleString('en-US')} KHR` : money(code.amount));
const day = (iso: string) => iso.slice(0, 10);

/**
 * An order's invoice (issue 38) on A4, drawn as the proof is (pdfkit, the embedded Noto fonts, so
 * Khmer is shaped and every text reads back): the shop with its address and tax number, the
 * customer, the lines and totals as priced when it was issued, the payments so far, what is due
 * now, and how to pay it: the KHQR code for exactly that amount drawn, the bank account with the
 * reference, cash on delivery. In the customer's language.
 */
export async function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { snapshot, payment } = input;
  const t = invoiceStrings(input.language);
  const { doc, finish } = newShopPdf({ margin: MARGIN, title: fill(t.title, { number: input.number }), author: snapshot.shop.name });

  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed <= PAGE.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  const line = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) => {
    room(ROW * 2);
    writeText(doc, text, MARGIN, y, { size: options.size ?? 10, bold: options.bold, color: options.color, width: CONTENT });
    y = Math.max(y + ROW, doc.y + 2);
  };
  const heading = (text: string) => {
    room(ROW * 3);
    y += 8;
    writeText(doc, text, MARGIN, y, { bold: true, size: 12 });
    y += ROW + 4;
  };
  const row = (cells: string[], columns: number[], options: { bold?: boolean } = {}) => {
    room(ROW);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = columns[index] ?? 80;
      writeText(doc, cell, x, y, { size: 9, width: width - 4, oneLine: true, bold: options.bold });
      x += width;
    });
    y += ROW;
  };

  // The shop, the invoice's number and dates.
  line(snapshot.shop.name, { bold: true, size: 12 });
  const address = input.language === 'kh' ? (snapshot.shop.addressKh ?? snapshot.shop.address) : snapshot.shop.address;
  if (address) line(address, { size: 9, color: '#4b5563' });
  if (snapshot.shop.taxNumber) line(fill(t.taxNumber, { taxNumber: snapshot.shop.taxNumber }), { size: 9, color: '#4b5563' });
  y += 6;
  line(fill(t.title, { number: input.number }), { bold: true, size: 18 });
  y += 6;
  line(fill(t.issuedOn, { date: day(input.issuedAt.toISOString()) }));
  line(fill(t.forOrder, { number: snapshot.order.number, date: day(snapshot.order.orderedAt) }));

  heading(t.billedTo);
  for (const text of [snapshot.customer.name, snapshot.customer.email, snapshot.customer.phone, snapshot.customer.address]) if (text) line(text, { size: 9 });

  // The lines and totals as priced.
  heading(snapshot.order.model);
  const columns = [235, 70, 105, 105];
  row([t.columns.item, t.columns.quantity, t.columns.unit, t.columns.amount], columns, { bold: true });
  for (const priced of snapshot.lines) row([t.priceLines[priced.kind], String(priced.quantity), money(priced.unitCents), money(priced.totalCents)], columns);
  row([t.total, '', '', money(snapshot.totalPriceCents)], columns, { bold: true });
  row([t.grandTotal, '', '', money(snapshot.grandTotalCents)], columns, { bold: true });
  if (snapshot.deposit) {
    y += 4;
    line(fill(t.deposit, { percent: snapshot.deposit.percent, amount: money(snapshot.deposit.requiredCents) }), { size: 9 });
    line(t.balance[snapshot.deposit.balanceDue], { size: 9 });
  }

  heading(t.payments);
  if (input.payments.length === 0) line(t.noPayments, { size: 9 });
  for (const paid of input.payments) row([paid.receivedOn, paid.method ? t.methods[paid.method] : t.methodUnknown, '', money(paid.amountCents)], columns);
  row([t.paid, '', '', money(payment.paidCents)], columns, { bold: true });
  y += 4;
  if (payment.due.kind === 'nothing') line(t.due.nothing, { bold: true, color: '#166534' });
  else line(`${t.due[payment.due.kind]}: ${money(payment.due.dueCents)}`, { bold: true, size: 12, color: '#9a3412' });

  // How to pay what is due now: the KHQR code for exactly it, the bank account, cash on delivery.
  const code = payment.khqr[0];
  if (payment.due.dueCents > 0 && (code || payment.bankTransfer || payment.cashOnDelivery)) {
    heading(t.howToPay);
    if (code) {
      room(QR_SIDE + ROW * 2);
      const qr = await QRCode.toBuffer(code.payload, { type: 'png', margin: 1, width: 330, errorCorrectionLevel: 'M' });
      doc.image(qr, MARGIN, y, { width: QR_SIDE });
      y += QR_SIDE + 4;
      line(fill(t.khqr, { amount: codeAmount(code), until: code.expiresAt.slice(0, 16).replace('T', ' ') + ' UTC' }), { size: 9 });
    }
    if (payment.bankTransfer) {
      const bank = payment.bankTransfer;
      const kh = input.language === 'kh';
      line(fill(t.bankTransfer, { bank: (kh && bank.bankNameKh) || bank.bankName, name: (kh && bank.accountNameKh) || bank.accountName, account: bank.accountNumber }), { size: 9 });
    }
    line(fill(t.reference, { reference: String(snapshot.order.number) }), { size: 9, bold: true });
    if (payment.cashOnDelivery) line(t.cashOnDelivery, { size: 9 });
  }

  return finish();
}
