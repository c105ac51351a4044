import { createHash } from 'node:crypto';
import { WeighedMap } from '../cache/weighed-map';

/**
 * PDFs kept by what they are drawn from. An invoice or a receipt is a pure function of its input
 * (the issued snapshot, the payments so far, the code due now, the language), and drawing one takes
 * ~130 ms of a core (fonts subset, Khmer shaped, a QR code): a customer who opens the invoice twice,
 * or the shop's staff printing it after the customer did, gets the same bytes without the work.
 * The key is the input's digest, so a new payment, another language or a fresh code is a new key
 * and nothing is ever invalidated; the least recently used drop out past `maxBytes`. One per
 * process: a replica that has not drawn it draws it once.
 */
export class DrawnPdfs {
  readonly #drawn: WeighedMap<string, Buffer>;
  /** Drawings under way, so that requests arriving together share one. */
  readonly #drawing = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.#drawn = new WeighedMap(maxBytes);
  }

  /**
   * The PDF of `kind` for `input`: the kept one, the one being drawn, or a new drawing. `sameAs`
   * says what of the input makes the PDF another (all of it unless given).
   */
  async draw<Input>(kind: string, input: Input, drawing: (input: Input) => Promise<Buffer>, sameAs: (input: Input) => unknown = (all) => all): Promise<Buffer> {
    const key = `${kind}:${createHash('sha256').update(JSON.stringify(sameAs(input))).digest('base64url')}`;
    const kept = this.#drawn.get(key) ?? this.#drawing.get(key);
    if (kept) return kept;
    const drawn = drawing(input)
      .then((pdf) => {
        this.#drawn.set(key, pdf, pdf.byteLength);
        return pdf;
      })
      .finally(() => this.#drawing.delete(key));
    this.#drawing.set(key, drawn);
    return drawn;
  }

  /** How many PDFs are kept, and what they weigh. */
  get kept(): { count: number; bytes: number } {
    return { count: this.#drawn.size, bytes: this.#drawn.weight };
  }
}
