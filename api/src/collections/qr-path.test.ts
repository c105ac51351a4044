import QRCode from 'qrcode';
import { qrPathOf } from './qr-path';

describe('qrPathOf', () => {
  it('draws exactly the dark modules of the code, inside its quiet zone', () => {
    const text = '00020101021229180014angkor@aclb5204599953038405405 29.505802KH';
    const { size, path } = qrPathOf(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + 8);
    const drawn = new Set<string>();
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let step = 0; step < Number(width); step += 1) drawn.add(`${Number(y) - 4},${Number(x) - 4 + step}`);
    }
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) dark.add(`${row},${column}`);
    expect(drawn).toEqual(dark);
  });
});
