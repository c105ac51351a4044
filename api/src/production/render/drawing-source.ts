/**
 * The program each drawing process runs (drawing-processes.ts starts it with `node -e`), as text so
 * that it runs the same under tsx, jest and the bundled API. It reads tasks from its IPC channel,
 * one at a time, and answers each with a PNG (or measured boxes) or an error.
 *
 * Before resvg sees a document, every picture in it is read here, by our code: a base64 data URL
 * of an allowed type (@teamwear/shared's picture-source.ts pattern, passed in), at most
 * `limits.bytes` long, decoded by sharp under a pixel cap (a picture claiming a billion pixels is
 * refused before a byte of it is allocated), and written back as a PNG data URL, the one kind resvg
 * is then given. Any other reference (a path, an address, `url()` to anything but an id, a DOCTYPE
 * that could declare entities) refuses the whole document: resvg loads what a document names from
 * the disk, so a document that names anything but its own bytes is never drawn. An SVG picture is
 * rasterised at `limits.svgSide` pixels on its long side (a crest 25 cm wide at 300 dpi).
 *
 * Pictures are drawn and packed as PNG here. Drawing a 300 dpi print file takes resvg a good part
 * of a second of CPU; the PNG is deflated at the fastest level (a print file is mostly flat colour
 * on transparent ground, which level 1 packs to about 3% of its pixels; resvg's own encoder takes
 * twice the drawing's time: measured on a 17 Mpx back, 160 ms at level 1, 1,260 ms resvg's). The
 * pHYs chunk carries the resolution, so the print shop's software opens the file at its real size.
 */
export const DRAWING_SOURCE = String.raw`
const { deflateSync, crc32, constants } = require('node:zlib');
const { createHash } = require('node:crypto');
const config = JSON.parse(process.argv[1]);
const { Resvg } = require(config.resvg);
const sharp = require(config.sharp);
// One picture at a time per process: libvips' own threads would only compete with the other processes.
sharp.concurrency(1);
sharp.cache(false);
const { limits } = config;
const options = { loadSystemFonts: false, fontFiles: config.fonts, defaultFontFamily: config.family, sansSerifFamily: config.family };
// A picture's own fonts (the catalogue faces its text names) join the server's for that picture.
const fontsFor = (extra) => (extra && extra.length ? { ...options, fontFiles: [...options.fontFiles, ...extra] } : options);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

class Refused extends Error {}

// Pictures already read, by the hash of their data URL: the same crest is on every player's file.
const read = new Map();
const KEEP_READ = 32;
// @teamwear/shared's picture-source pattern, given by the API (one list of what a picture may be).
const DATA_URL = new RegExp(config.pictureSource);

async function pngOf(source) {
  const match = DATA_URL.exec(source);
  if (!match || match[2].length % 4 !== 0) throw new Refused('names a picture that is not its own bytes (a path or an address)');
  const key = createHash('sha1').update(source).digest('hex');
  const known = read.get(key);
  if (known) return known;
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > limits.bytes) throw new Refused('holds a picture larger than ' + limits.bytes + ' bytes');
  const input = { limitInputPixels: limits.pixels, failOn: 'error', animated: false };
  let png;
  try {
    if (match[1] === 'image/svg+xml') {
      const meta = await sharp(bytes, input).metadata();
      const long = Math.max(meta.width || 0, meta.height || 0) || 512;
      const density = Math.min(100000, Math.max(1, (72 * limits.svgSide) / long));
      png = await sharp(bytes, { ...input, density }).png({ compressionLevel: 1 }).toBuffer();
    } else {
      png = await sharp(bytes, input).png({ compressionLevel: 1 }).toBuffer();
    }
  } catch (error) {
    throw new Refused('holds a picture that cannot be read (' + (error && error.message ? error.message : String(error)).slice(0, 200) + ')');
  }
  const url = 'data:image/png;base64,' + png.toString('base64');
  read.set(key, url);
  if (read.size > KEEP_READ) read.delete(read.keys().next().value);
  return url;
}

// Every tag's attributes: our documents write each value in double quotes, with < > & ' " escaped
// in text and values, so a '<' starts a tag and a '"' ends a value.
const TAG = /<[^>]*>/g;
const ATTRIBUTE = /([^\s=<>"'\/]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g;

async function withReadPictures(svg) {
  if (/<!DOCTYPE|<!ENTITY|<\?|<!\[CDATA\[/i.test(svg)) throw new Refused('declares a DOCTYPE, entities or instructions');
  const pieces = [];
  let last = 0;
  for (const tag of svg.matchAll(TAG)) {
    for (const attribute of tag[0].matchAll(ATTRIBUTE)) {
      const [whole, name, quoted] = attribute;
      if (quoted[0] !== '"') throw new Refused('has a value that is not quoted as ours are');
      const value = quoted.slice(1, -1);
      if (/url\(\s*(?!#)/i.test(value)) throw new Refused('refers to something outside itself with url()');
      if (!/(^|:)href$/i.test(name)) continue;
      if (value.startsWith('#')) continue;
      const at = tag.index + attribute.index + whole.length - quoted.length;
      pieces.push(svg.slice(last, at), '"' + (await pngOf(value)) + '"');
      last = at + quoted.length;
    }
  }
  pieces.push(svg.slice(last));
  return pieces.join('');
}

// The PNG's rows, kept from one picture to the next (a fresh 70 MB buffer per file cost as much
// in page faults as packing it), let go when the process has been idle a few seconds.
let scratch = Buffer.alloc(0);
let release;
function rows(size) {
  if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
  clearTimeout(release);
  release = setTimeout(() => { scratch = Buffer.alloc(0); }, 5000);
  release.unref();
  return scratch.subarray(0, size).fill(0);
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
// A width × height PNG, transparent but for the drawn piece at its place (left, top); opaque
// (RGB, no alpha channel) for a picture on a background, which pdfkit then embeds as it is
// instead of decoding it to split the alpha off (seconds of JavaScript per proof picture).
function png(width, height, piece, dpi, opaque) {
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const raw = rows((stride + 1) * height); // each row: filter 0 (none), then its pixels
  if (piece && opaque) {
    for (let row = 0; row < piece.height; row += 1) {
      let to = (piece.top + row) * (stride + 1) + 1 + piece.left * 3;
      for (let from = row * piece.width * 4, end = from + piece.width * 4; from < end; from += 4, to += 3) {
        raw[to] = piece.pixels[from];
        raw[to + 1] = piece.pixels[from + 1];
        raw[to + 2] = piece.pixels[from + 2];
      }
    }
  } else if (piece) {
    // resvg's pixels carry premultiplied alpha; a PNG's is straight: an edge pixel's colour is
    // divided back by its alpha (else a white name gets grey edges on the print).
    const inner = piece.width * 4;
    const pixels = piece.pixels;
    for (let row = 0; row < piece.height; row += 1) {
      const to = (piece.top + row) * (stride + 1) + 1 + piece.left * 4;
      pixels.copy(raw, to, row * inner, (row + 1) * inner);
      for (let at = 3; at < inner; at += 4) {
        const alpha = raw[to + at];
        if (alpha === 0 || alpha === 255) continue;
        raw[to + at - 3] = Math.min(255, Math.round((raw[to + at - 3] * 255) / alpha));
        raw[to + at - 2] = Math.min(255, Math.round((raw[to + at - 2] * 255) / alpha));
        raw[to + at - 1] = Math.min(255, Math.round((raw[to + at - 1] * 255) / alpha));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(opaque ? 2 : 6, 9); // 8-bit RGB, or RGBA with straight alpha as resvg gives it
  const physical = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  physical.writeUInt32BE(perMetre, 0);
  physical.writeUInt32BE(perMetre, 4);
  physical.writeUInt8(1, 8); // the unit is the metre
  const data = deflateSync(raw, { level: constants.Z_BEST_SPEED });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('pHYs', physical), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
function document(content, box, width, height, aspect) {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + height + '" viewBox="' + [box.x, box.y, box.width, box.height].join(' ') + '" preserveAspectRatio="' + aspect + '">' + content + '</svg>';
}
// Only the pixels around what is drawn are drawn (a print file is mostly empty, and resvg's time
// goes with its pixels, drawn or not): the box resvg measures (strokes and rotation included),
// two pixels wider each way (anti-aliasing), in the whole picture's pixels, drawn alone at the same scale.
function drawn({ content, box, width, height, background, fonts }) {
  const font = fontsFor(fonts);
  const whole = new Resvg(document(content, box, width, height, 'xMidYMid meet'), { font, fitTo: { mode: 'original' }, ...(background ? { background } : {}) });
  if (background) {
    const image = whole.render();
    return { pixels: image.pixels, width: image.width, height: image.height, left: 0, top: 0 };
  }
  const ink = whole.getBBox();
  if (!ink) return null;
  const scale = Math.min(width / box.width, height / box.height);
  const [dx, dy] = [(width - box.width * scale) / 2, (height - box.height * scale) / 2];
  const left = Math.max(0, Math.floor(dx + (ink.x - box.x) * scale) - 2);
  const top = Math.max(0, Math.floor(dy + (ink.y - box.y) * scale) - 2);
  const right = Math.min(width, Math.ceil(dx + (ink.x + ink.width - box.x) * scale) + 2);
  const bottom = Math.min(height, Math.ceil(dy + (ink.y + ink.height - box.y) * scale) + 2);
  if (right <= left || bottom <= top) return null;
  const piece = { x: box.x + (left - dx) / scale, y: box.y + (top - dy) / scale, width: (right - left) / scale, height: (bottom - top) / scale };
  const image = new Resvg(document(content, piece, right - left, bottom - top, 'none'), { font, fitTo: { mode: 'original' } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height, left, top };
}
async function answer(task) {
  if (task.op === 'bbox') {
    const boxes = [];
    for (const svg of task.svgs) {
      const box = new Resvg(await withReadPictures(svg), { font: fontsFor(task.fonts) }).getBBox();
      boxes.push(box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null);
    }
    return { id: task.id, boxes };
  }
  if (task.width * task.height > limits.canvasPixels) throw new Refused('would be a picture of more than ' + limits.canvasPixels + ' pixels');
  const content = await withReadPictures(task.content);
  return { id: task.id, png: new Uint8Array(png(task.width, task.height, drawn({ ...task, content }), task.dpi, Boolean(task.background))) };
}
process.on('message', (task) => {
  answer(task).then(
    (result) => process.send(result),
    (error) => process.send({ id: task.id, error: error instanceof Error ? error.message : String(error), refused: error instanceof Refused }),
  );
});
// The API that started this process is gone: nothing will ask for a picture again.
process.on('disconnect', () => process.exit(0));
`;
