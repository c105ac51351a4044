import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF as a reader extracts it (unpdf, PDF.js), for tests. unpdf is an ES module that
 * jest's CommonJS run cannot load, so it reads the PDF in a child Node process.
 */
export function pdfText(pdf: Buffer): string {
  const script = `
    import { readFileSync } from 'node:fs';
    const { extractText, getDocumentProxy } = await import('unpdf');
    const data = new Uint8Array(readFileSync(0));
    const { text } = await extractText(await getDocumentProxy(data), { mergePages: true });
    process.stdout.write(text);
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, maxBuffer: 16 * 1024 * 1024, cwd: path.resolve(__dirname, '../..'), stdio: ['pipe', 'pipe', 'ignore'] }).toString('utf8');
}
