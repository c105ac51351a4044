import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF as a reader extracts it (unpdf, PDF.js), pages joined, as the API's tests read
 * it (api/test/support/pdf-text.ts). Read in a child Node process, as pdfPictures does: unpdf wants a
 * newer ArrayBuffer than Node 20 has, given here. Khmer comes back as drawn (a vowel written before
 * its consonant comes first), so check words without one, or numbers.
 */
export function pdfText(pdf: Buffer): string {
  const script = `
    import { readFileSync } from 'node:fs';
    ArrayBuffer.prototype.transferToFixedLength ??= function (length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    };
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(0))), { mergePages: true });
    process.stdout.write(text);
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, maxBuffer: 16 * 1024 * 1024, cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'ignore'] }).toString('utf8');
}
