import type { ProofLanguage } from '@teamwear/shared/contracts';
import { fill } from '../production/proof/proof-strings';
import { writeText } from '../production/proof/pdf-text';
import { newShopPdf } from '../production/proof/shop-pdf';
import type { ReceiptSnapshot } from './receipt-snapshot';
import { receiptStrings } from './receipt-strings';

export interface ReceiptInput {
  language: ProofLanguage;
  number: number;
  issuedAt: Date;
  snapshot: ReceiptSnapshot;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const ROW = 16;
const LABEL = 170;

const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)} USD`;

/**
 * The receipt of a payment line (issue 38) on A4, set up as the invoice and the proof are
 * (newShopPdf: the embedded Noto fonts, Khmer shaped, every text reads back), drawn from its
 * snapshot alone so it reads the same whenever it is downloaded: the shop with its address and tax
 * number, the customer, the order and its invoice, the amount, method, reference and day, and
 * what was paid and is still due once it counted. A reversal is its own document: it names the
 * receipt it reverses, which stays as it was issued. In the customer's language.
 */
export async function receiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { snapshot } = input;
  const t = receiptStrings(input.language);
  const reversal = snapshot.kind === 'reversal';
  const title = fill(reversal ? t.reversalTitle : t.title, { number: input.number });
  const { doc, finish } = newShopPdf({ margin: MARGIN, title, author: snapshot.shop.name });

  let y = MARGIN;
  const line = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) => {
    writeText(doc, text, MARGIN, y, { size: options.size ?? 10, bold: options.bold, color: options.color, width: CONTENT });
    y = Math.max(y + ROW, doc.y + 2);
  };
  const pair = (label: string, value: string, options: { bold?: boolean } = {}) => {
    writeText(doc, label, MARGIN, y, { size: 10, width: LABEL - 6, bold: options.bold });
    writeText(doc, value, MARGIN + LABEL, y, { size: 10, width: CONTENT - LABEL, bold: options.bold });
    y = Math.max(y + ROW, doc.y + 2);
  };

  // The shop, the receipt's number and day.
  line(snapshot.shop.name, { bold: true, size: 12 });
  const address = input.language === 'kh' ? (snapshot.shop.addressKh ?? snapshot.shop.address) : snapshot.shop.address;
  if (address) line(address, { size: 9, color: '#4b5563' });
  if (snapshot.shop.taxNumber) line(fill(t.taxNumber, { taxNumber: snapshot.shop.taxNumber }), { size: 9, color: '#4b5563' });
  y += 8;
  line(title, { bold: true, size: 18 });
  y += 4;
  line(fill(t.issuedOn, { date: input.issuedAt.toISOString().slice(0, 10) }));
  if (snapshot.reverses) {
    const reversed = { amount: money(snapshot.reverses.amountCents), day: snapshot.reverses.receivedOn };
    line(snapshot.reverses.receiptNumber === null ? fill(t.reversesUnnumbered, reversed) : fill(t.reverses, { ...reversed, receipt: snapshot.reverses.receiptNumber }), { bold: true, color: '#9a3412' });
  }
  y += 8;

  // Who paid, for which order and invoice.
  line(reversal ? t.refundedTo : t.receivedFrom, { bold: true, size: 12 });
  for (const text of [snapshot.customer.name, snapshot.customer.email]) if (text) line(text, { size: 9 });
  line(fill(t.forOrder, { number: snapshot.order.number, model: snapshot.order.model }), { size: 9 });
  line(snapshot.invoiceNumber === null ? t.noInvoice : fill(t.invoice, { number: snapshot.invoiceNumber }), { size: 9 });
  y += 8;

  // The line itself, then the order's money once it counted.
  pair(reversal ? t.reversedAmount : t.amount, money(snapshot.amountCents), { bold: true });
  pair(t.method, snapshot.method ? t.methods[snapshot.method] : t.methodUnknown);
  if (snapshot.reference) pair(t.reference, snapshot.reference);
  pair(reversal ? t.reversedOn : t.receivedOn, snapshot.receivedOn);
  y += 8;
  pair(t.grandTotal, money(snapshot.grandTotalCents));
  pair(t.paid, money(snapshot.paidCents), { bold: true });
  if (snapshot.dueCents > 0) pair(t.due, money(snapshot.dueCents), { bold: true });
  else line(t.settled, { bold: true, color: '#166534' });

  return finish();
}
