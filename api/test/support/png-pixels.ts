import { inflateSync } from 'node:zlib';

/** The RGBA pixels of a PNG as the print files and the proof's pictures are written (8-bit RGBA or RGB, no interlace, filter 0). */
export function pngPixels(png: Buffer): { width: number; height: number; dpi: number; pixels: Buffer } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let dpi = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || (data[9] !== 6 && data[9] !== 2) || data[12] !== 0) throw new Error('not 8-bit RGBA or RGB without interlace');
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'pHYs') dpi = Math.round(data.readUInt32BE(0) * 0.0254);
    else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * 4 * height, 255); // RGB pictures come back opaque
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (stride + 1)];
    if (filter !== 0) throw new Error(`filter ${filter} is not read here`);
    if (channels === 4) raw.copy(pixels, row * stride, row * (stride + 1) + 1, (row + 1) * (stride + 1));
    else for (let x = 0; x < width; x += 1) raw.copy(pixels, (row * width + x) * 4, row * (stride + 1) + 1 + x * 3, row * (stride + 1) + 4 + x * 3);
  }
  return { width, height, dpi, pixels };
}
