import { DrawnPdfs } from './drawn-pdfs';

/** A drawing that counts how often it ran and writes its input into the bytes. */
function countingDrawing() {
  const drawn: unknown[] = [];
  const draw = async (input: unknown) => {
    drawn.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return Buffer.from(JSON.stringify(input).padEnd(100, ' '));
  };
  return { draw, drawn };
}

describe('DrawnPdfs', () => {
  it('draws an input once and gives the same bytes again; another input, kind or language is drawn anew', async () => {
    const pdfs = new DrawnPdfs(10_000);
    const { draw, drawn } = countingDrawing();
    const first = await pdfs.draw('invoice', { number: 7, language: 'en', due: 1000 }, draw);
    expect(await pdfs.draw('invoice', { number: 7, language: 'en', due: 1000 }, draw)).toBe(first);
    expect(drawn).toHaveLength(1);
    await pdfs.draw('invoice', { number: 7, language: 'kh', due: 1000 }, draw);
    await pdfs.draw('invoice', { number: 7, language: 'en', due: 500 }, draw);
    await pdfs.draw('receipt', { number: 7, language: 'en', due: 1000 }, draw);
    expect(drawn).toHaveLength(4);
    expect(pdfs.kept).toEqual({ count: 4, bytes: 400 });
  });

  it('shares one drawing between requests that arrive together', async () => {
    const pdfs = new DrawnPdfs(10_000);
    const { draw, drawn } = countingDrawing();
    const answers = await Promise.all([1, 2, 3].map(() => pdfs.draw('invoice', { number: 1 }, draw)));
    expect(drawn).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps at most its bytes, dropping the least recently used, and keeps no failed drawing', async () => {
    const pdfs = new DrawnPdfs(250);
    const { draw, drawn } = countingDrawing();
    await pdfs.draw('invoice', { number: 1 }, draw);
    await pdfs.draw('invoice', { number: 2 }, draw);
    await pdfs.draw('invoice', { number: 1 }, draw); // read: now the most recent
    await pdfs.draw('invoice', { number: 3 }, draw); // 300 bytes: number 2 goes
    expect(pdfs.kept).toEqual({ count: 2, bytes: 200 });
    await pdfs.draw('invoice', { number: 1 }, draw);
    expect(drawn).toHaveLength(3);
    await pdfs.draw('invoice', { number: 2 }, draw);
    expect(drawn).toHaveLength(4);

    const failing = async () => {
      throw new Error('fonts missing');
    };
    await expect(pdfs.draw('invoice', { number: 9 }, failing)).rejects.toThrow('fonts missing');
    await pdfs.draw('invoice', { number: 9 }, draw);
    expect(drawn).toHaveLength(5);
  });
});
