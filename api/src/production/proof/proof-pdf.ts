import QRCode from 'qrcode';
import type { Order, ProofLanguage } from '@teamwear/shared/contracts';
import { designFonts, type NamedColour } from '@teamwear/design/print';
import { sizeRun } from '@teamwear/shared/orders';
import type { Design } from '@teamwear/design';
import { placeWords, productWords, roleWords } from './colour-words';
import { designColours } from './design-colours';
import { fill, proofStrings } from './proof-strings';
import { writeText } from './pdf-text';
import { newShopPdf } from './shop-pdf';

export interface ProofInput {
  language: ProofLanguage;
  shopName: string;
  order: Order;
  /** The order's design, migrated (null when its document cannot be read): its colours are read from it. */
  design: Design | null;
  /** The design's front and back drawn by the server (PNG); null when its document cannot be read. */
  pictures: { front: Buffer; back: Buffer } | null;
  inks: readonly NamedColour[];
  /** The order's page, for the QR code. */
  orderUrl: string;
  /** The shop's sizes in their order, for the size run. */
  sizeOrder: readonly string[];
}

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const CONTENT = PAGE.width - 2 * MARGIN;
const ROW = 15;

const money = (cents: number) => `${(cents / 100).toFixed(2)} USD`;
const day = (iso: string) => iso.slice(0, 10);

/**
 * The proof of an order (issue 20), on A4: the design's front and back, every colour of every part
 * and layer (hex, RGB, the nearest ink of the shop's list), the fonts, the players with their
 * numbers and sizes, the size run, the pieces and prices, the delivery details, the order number
 * and a QR code of the order's page, in the customer's language. Text stays text (the fonts are
 * embedded and subset), so it can be searched and read back.
 */
export async function proofPdf(input: ProofInput): Promise<Buffer> {
  const { order, language } = input;
  const t = proofStrings(language);
  const { doc, finish } = newShopPdf({ margin: MARGIN, title: fill(t.title, { number: order.number }), author: input.shopName });

  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed <= PAGE.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  const heading = (text: string) => {
    room(ROW * 3);
    y += 8;
    writeText(doc, text, MARGIN, y, { bold: true, size: 13 });
    y += ROW + 6;
  };
  /** A table row: each cell at its column, one line each. */
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

  // The title, the shop, the dates, and the QR code of the order's page on the right.
  const qr = await QRCode.toBuffer(input.orderUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  doc.image(qr, PAGE.width - MARGIN - 90, MARGIN, { width: 90 });
  writeText(doc, t.qr, PAGE.width - MARGIN - 110, MARGIN + 92, { size: 7, width: 110 });
  writeText(doc, input.shopName, MARGIN, y, { size: 10, color: '#4b5563' });
  y += ROW;
  writeText(doc, fill(t.title, { number: order.number }), MARGIN, y, { bold: true, size: 18, width: CONTENT - 120 });
  y += 28;
  writeText(doc, `${fill(t.orderedOn, { date: day(order.orderedAt) })} · ${t.statusLabel}: ${t.status[order.status]}`, MARGIN, y, { size: 10, width: CONTENT - 120 });
  y += ROW;
  writeText(doc, order.proofApprovedAt ? fill(t.approvedOn, { date: day(order.proofApprovedAt) }) : t.notApproved, MARGIN, y, {
    size: 10,
    bold: true,
    color: order.proofApprovedAt ? '#166534' : '#9a3412',
    width: CONTENT - 120,
  });
  y += ROW;
  writeText(doc, t.subtitle, MARGIN, y, { size: 9, color: '#4b5563', width: CONTENT - 120 });
  y = Math.max(y + ROW, MARGIN + 125);

  // The design, front and back.
  writeText(doc, `${t.design}: ${order.model} · ${t.garment}: ${productWords(order.product, language)}`, MARGIN, y, { bold: true, size: 11 });
  y += ROW + 4;
  if (input.pictures) {
    const side = (CONTENT - 20) / 2;
    doc.image(input.pictures.front, MARGIN, y, { fit: [side, side] });
    doc.image(input.pictures.back, MARGIN + side + 20, y, { fit: [side, side] });
    writeText(doc, t.front, MARGIN, y + side + 2, { size: 9, width: side });
    writeText(doc, t.back, MARGIN + side + 20, y + side + 2, { size: 9, width: side });
    y += side + ROW + 4;
  }

  heading(t.roster);
  const withShorts = order.players.some((player) => player.shortsSize !== null);
  const rosterColumns = withShorts ? [30, 235, 70, 90, 90] : [30, 265, 80, 100];
  const c = t.rosterColumns;
  row(withShorts ? [c.index, c.name, c.number, c.size, c.shortsSize] : [c.index, c.name, c.number, c.size], rosterColumns, { bold: true });
  order.players.forEach((player, index) => {
    const cells = [String(index + 1), player.name, String(player.number), player.size];
    row(withShorts ? [...cells, player.shortsSize ?? ''] : cells, rosterColumns);
  });
  if (order.extras.length) {
    heading(t.extras);
    for (const extra of order.extras) row([fill(t.extrasLine, { quantity: extra.quantity, size: extra.shortsSize && extra.shortsSize !== extra.size ? `${extra.size} / ${extra.shortsSize}` : extra.size })], [CONTENT]);
  }

  heading(t.sizeRun);
  const run = sizeRun(order.players, order.extras, input.sizeOrder);
  row([t.sizeRunColumns.size, t.sizeRunColumns.count], [120, 80], { bold: true });
  for (const { size, count } of run) row([size, String(count)], [120, 80]);
  row([t.total, String(run.reduce((sum, entry) => sum + entry.count, 0))], [120, 80], { bold: true });

  heading(t.colours);
  const colourColumns = [150, 110, 65, 85, 105];
  const cc = t.colourColumns;
  row([cc.where, cc.role, cc.hex, cc.rgb, cc.nearest], colourColumns, { bold: true });
  for (const colour of input.design ? designColours(input.design, input.inks) : []) {
    room(ROW);
    doc.rect(MARGIN + 150 + 110 - 12, y + 1, 9, 9).fillAndStroke(colour.hex, '#6b7280');
    row(
      [placeWords(colour.place, language), roleWords(colour.role, language), colour.hex, colour.rgb.join(', '), colour.nearest ? `${colour.nearest.name} (dE ${colour.nearest.deltaE.toFixed(1)})` : '—'],
      colourColumns,
    );
  }

  heading(t.fonts);
  const fonts = designFonts(order.document);
  writeText(doc, fonts.length ? fonts.join(', ') : t.noFonts, MARGIN, y, { size: 10, width: CONTENT });
  y += ROW;

  heading(t.prices);
  const priceColumns = [200, 80, 100, 100];
  for (const line of order.prices.lines) {
    row([t.priceLines[line.kind], String(line.quantity), money(line.unitCents), money(line.totalCents)], priceColumns);
  }
  row([t.total, String(order.quantity), '', money(order.totalPriceCents)], priceColumns, { bold: true });
  row([t.grandTotal, '', '', money(order.grandTotalCents)], priceColumns, { bold: true });

  heading(t.delivery);
  for (const [label, value] of [
    [t.address, order.address],
    [t.phone, order.phone],
    [t.note, order.note],
  ] as const) {
    if (!value) continue;
    room(ROW * 2);
    writeText(doc, label, MARGIN, y, { size: 9, bold: true, width: 100 });
    writeText(doc, value, MARGIN + 100, y, { size: 9, width: CONTENT - 100 });
    y = Math.max(y + ROW, doc.y + 2);
  }

  return finish();
}
