import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PdfPicture {
  width: number;
  height: number;
  /** 1 (grey), 3 (RGB) or 4 (RGBA) bytes a pixel. */
  channels: number;
  pixels: Buffer;
}

/**
 * The pictures of a PDF's first page as a reader decodes them (unpdf, PDF.js), in the order they are
 * drawn. Read in a child Node process: unpdf is an ES module that wants a newer ArrayBuffer than
 * Node 20 has, given here.
 */
export function pdfPictures(pdf: Buffer): PdfPicture[] {
  const script = `
    import { readFileSync } from 'node:fs';
    ArrayBuffer.prototype.transferToFixedLength ??= function (length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    };
    const { extractImages, getDocumentProxy } = await import('unpdf');
    const images = await extractImages(await getDocumentProxy(new Uint8Array(readFileSync(0))), 1);
    process.stdout.write(JSON.stringify(images.map((image) => ({ width: image.width, height: image.height, channels: image.channels, pixels: Buffer.from(image.data).toString('base64') }))));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, maxBuffer: 256 * 1024 * 1024, cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'ignore'] }).toString('utf8');
  return (JSON.parse(out) as (Omit<PdfPicture, 'pixels'> & { pixels: string })[]).map((picture) => ({ ...picture, pixels: Buffer.from(picture.pixels, 'base64') }));
}
