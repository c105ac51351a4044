import PDFDocument from 'pdfkit';
import { registerFonts } from './pdf-text';

type Pdf = InstanceType<typeof PDFDocument>;

/** A document being drawn, and how to end it: its bytes once pdfkit has written them all. */
export interface ShopPdf {
  doc: Pdf;
  finish: () => Promise<Buffer>;
}

/**
 * An A4 document of the shop (the proof, the invoice, a receipt) set up one way: the embedded Noto
 * fonts registered (pdf-text.ts: Khmer shaped, every text reads back), its title and author, and
 * its bytes gathered as pdfkit writes them. `font: null`: no standard font is loaded (their
 * metrics are files pdfkit reads from its own folder, which a bundled API does not have).
 */
export function newShopPdf(options: { margin: number; title: string; author: string }): ShopPdf {
  const doc = new PDFDocument({ size: 'A4', margin: options.margin, font: null as unknown as string, info: { Title: options.title, Author: options.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  registerFonts(doc);
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
