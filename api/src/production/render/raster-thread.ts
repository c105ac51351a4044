import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';

/**
 * Drawing a 300 dpi print file takes resvg seconds of CPU, synchronously: on the API's own thread
 * it would hold every request (the order page stuck "Loading…" while files were being made). So
 * the drawing happens on one worker thread, one picture at a time, and only the pixels come back
 * (their memory moved, not copied). The worker is plain JavaScript given as text, so it runs the
 * same under tsx, jest and the bundled API; it holds the process open only while it draws.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
parentPort.on('message', ({ id, svg, background }) => {
  try {
    const image = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: workerData.fonts, defaultFontFamily: workerData.family, sansSerifFamily: workerData.family },
      fitTo: { mode: 'original' },
      ...(background ? { background } : {}),
    }).render();
    const pixels = new Uint8Array(image.pixels);
    parentPort.postMessage({ id, pixels, width: image.width, height: image.height }, [pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Answer {
  id: number;
  pixels?: Uint8Array;
  width?: number;
  height?: number;
  error?: string;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (image: { pixels: Buffer; width: number; height: number }) => void; reject: (error: Error) => void }>();

function drawer(): Worker {
  if (worker) return worker;
  const require = createRequire(import.meta.url);
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { resvg: require.resolve('@resvg/resvg-js'), fonts: serverFontPaths(), family: FONT_FAMILIES.latin },
  });
  started.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) started.unref();
    if (!pending) return;
    if (answer.error !== undefined || !answer.pixels) pending.reject(new Error(answer.error ?? 'the drawing thread answered nothing'));
    else pending.resolve({ pixels: Buffer.from(answer.pixels.buffer, answer.pixels.byteOffset, answer.pixels.byteLength), width: answer.width ?? 0, height: answer.height ?? 0 });
  });
  const fail = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the drawing thread stopped (${code})`)));
  started.unref();
  worker = started;
  return started;
}

/** The RGBA pixels of an SVG document, drawn on the drawing thread. */
export function rasteriseOffThread(svg: string, background?: string): Promise<{ pixels: Buffer; width: number; height: number }> {
  const thread = drawer();
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, svg, background });
  });
}
