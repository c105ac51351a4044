import { crc32, deflate, constants } from 'node:zlib';
import { promisify } from 'node:util';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels (straight alpha, as resvg gives them) written as a PNG, deflated in the thread pool
 * at the fastest level: a print file is mostly transparent, which any level packs well, and
 * resvg's own encoder takes three times as long as the drawing on a 300 dpi print area. The pHYs
 * chunk carries the resolution, so the print shop's software opens it at its real size.
 */
export async function encodePng(pixels: Buffer, width: number, height: number, dpi: number): Promise<Buffer> {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) pixels.copy(raw, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(6, 9); // RGBA
  const physical = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  physical.writeUInt32BE(perMetre, 0);
  physical.writeUInt32BE(perMetre, 4);
  physical.writeUInt8(1, 8); // the unit is the metre
  const data = await deflateAsync(raw, { level: constants.Z_BEST_SPEED });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('pHYs', physical), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
