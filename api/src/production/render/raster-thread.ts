import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';

/**
 * Drawing a 300 dpi print file takes resvg a good part of a second of CPU, synchronously: on the
 * API's own thread it would hold every request. So pictures are drawn and packed as PNG on worker
 * threads, one per core the process may use (os.availableParallelism), and only the PNG's bytes
 * come back (a fraction of the pixels' memory, moved, not copied). Packing there too keeps the
 * API's thread out of the per-pixel work (copying rows for the PNG filter took it a quarter of a
 * second per file). A picture for someone waiting (a proof) goes before queued print files.
 *
 * The PNG is deflated at the fastest level: a print file is mostly flat colour on transparent
 * ground, which level 1 packs to about 3% of the pixels; resvg's own encoder takes twice the
 * drawing's time, and a run-length strategy packs three times worse for no gain in speed
 * (measured on a 17 Mpx back: 160 ms at level 1, 210 ms run-length, 1,260 ms resvg's). The pHYs
 * chunk carries the resolution, so the print shop's software opens the file at its real size.
 *
 * The worker is plain JavaScript given as text, so it runs the same under tsx, jest and the
 * bundled API; a thread holds the process open only while it works.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { deflateSync, crc32, constants } = require('node:zlib');
const { Resvg } = require(workerData.resvg);
const options = { loadSystemFonts: false, fontFiles: workerData.fonts, defaultFontFamily: workerData.family, sansSerifFamily: workerData.family };
// A picture's own fonts (the catalogue faces its text names) join the server's for that picture.
const fontsFor = (extra) => (extra && extra.length ? { ...options, fontFiles: [...options.fontFiles, ...extra] } : options);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The PNG's rows, kept from one picture to the next (a fresh 70 MB buffer per file cost as much
// in page faults as packing it), let go when the thread has been idle a few seconds.
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
parentPort.on('message', (task) => {
  try {
    if (task.op === 'bbox') {
      const boxes = task.svgs.map((svg) => {
        const box = new Resvg(svg, { font: fontsFor(task.fonts) }).getBBox();
        return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
      });
      parentPort.postMessage({ id: task.id, boxes });
      return;
    }
    const file = new Uint8Array(png(task.width, task.height, drawn(task), task.dpi, Boolean(task.background)));
    parentPort.postMessage({ id: task.id, png: file }, [file.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A box in the SVG's user units (its viewBox), as resvg measures what it would draw. */
export interface DrawnBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A picture: SVG elements in garment units, the box of them it shows and its size in pixels. */
export interface Picture {
  content: string;
  box: DrawnBox;
  width: number;
  height: number;
  /** TrueType files besides the server's fonts (catalogue-print-fonts.ts: the faces its text names). */
  fonts?: string[];
}

type Work = ({ op: 'png'; dpi: number; background?: string } & Picture) | { op: 'bbox'; svgs: string[]; fonts?: string[] };
type Task = Work & { id: number };

interface Answer {
  id: number;
  png?: Uint8Array;
  boxes?: (DrawnBox | null)[];
  error?: string;
}

interface Waiting {
  task: Task;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** Threads: one per core the process may use, at most 8 (each holds one picture's pixels at a time). */
export const DRAWING_THREADS = Math.max(1, Math.min(availableParallelism(), 8));

const queue: Waiting[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Waiting>();
let threads = 0;
let nextId = 0;

function startThread(): Worker {
  const require = createRequire(import.meta.url);
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { resvg: require.resolve('@resvg/resvg-js'), fonts: serverFontPaths(), family: FONT_FAMILIES.latin },
  });
  threads += 1;
  thread.on('message', (answer: Answer) => {
    const current = busy.get(thread);
    busy.delete(thread);
    if (current) {
      if (answer.error !== undefined) current.reject(new Error(answer.error));
      else current.resolve(answer);
    }
    idle.push(thread);
    dispatch();
  });
  let gone = false;
  const fail = (error: Error) => {
    if (gone) return;
    gone = true;
    busy.get(thread)?.reject(error);
    busy.delete(thread);
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    threads -= 1;
    dispatch();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the drawing thread stopped (${code})`)));
  return thread;
}

function dispatch(): void {
  while (queue.length > 0) {
    const thread = idle.pop() ?? (threads < DRAWING_THREADS ? startThread() : undefined);
    if (!thread) break;
    const next = queue.shift() as Waiting;
    busy.set(thread, next);
    thread.ref();
    thread.postMessage(next.task);
  }
  for (const thread of idle) thread.unref();
}

function run(task: Work, urgent: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const waiting: Waiting = { task: { ...task, id: (nextId += 1) }, resolve, reject };
    if (urgent) queue.unshift(waiting);
    else queue.push(waiting);
    dispatch();
  });
}

/** A picture drawn as a PNG at `dpi` on a drawing thread (transparent where no background is given); `urgent` for one someone waits for. */
export async function pngOffThread(picture: Picture, options: { dpi: number; background?: string; urgent?: boolean }): Promise<Buffer> {
  const answer = await run({ op: 'png', ...picture, dpi: options.dpi, ...(options.background ? { background: options.background } : {}) }, options.urgent ?? false);
  if (!answer.png) throw new Error('the drawing thread answered no picture');
  return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
}

/** What each SVG document would draw, as a box in its viewBox's units (null: nothing), measured on a drawing thread. */
export async function drawnBoxesOffThread(svgs: string[], fonts: string[] = []): Promise<(DrawnBox | null)[]> {
  if (svgs.length === 0) return [];
  const answer = await run({ op: 'bbox', svgs, fonts }, false);
  if (!answer.boxes || answer.boxes.length !== svgs.length) throw new Error('the drawing thread measured nothing');
  return answer.boxes;
}
