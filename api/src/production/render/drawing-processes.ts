import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { PICTURE_SOURCE_PATTERN } from '@teamwear/shared/contracts/plain';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';
import { DRAWING_SOURCE } from './drawing-source';

/**
 * Proofs and print files are drawn in processes of their own, never in the API's: a renderer is
 * native code reading what customers sent, and native code that fails (an allocation of a GiB
 * that cannot be had) aborts its whole process — from a worker thread too. In a child process the
 * API survives it: the picture being drawn fails (`DrawingStopped`), and the next one starts a new
 * process. A picture that takes longer than `DRAWING_TIMEOUT_MS` stops its process the same way.
 * What each process does with a document is in drawing-source.ts (pictures read and capped by our
 * code, nothing loaded from the disk).
 *
 * One process per core the API may use, at most 8 (each holds one picture's pixels at a time),
 * started when there is work; an idle process does not keep the API running. A picture for
 * someone waiting (a proof) goes before queued print files.
 */
export const DRAWING_PROCESSES = Math.max(1, Math.min(availableParallelism(), 8));
/** A picture drawn for longer than this is given up, and its process stopped. */
export const DRAWING_TIMEOUT_MS = 120_000;
/** An idle process ends after this; the next picture starts another (about 150 ms). */
const IDLE_EXIT_MS = 30_000;

/** The caps every picture inside a document is read under (drawing-source.ts). */
export const PICTURE_LIMITS = {
  /** Bytes of one picture once decoded from base64 (the document's own limit is 2 MB of text). */
  bytes: 2_000_000,
  /** Pixels of one picture: 40 Mpx (a 12 Mpx photo is fine; a header claiming more is refused unread). */
  pixels: 40_000_000,
  /** The long side an SVG picture is rasterised at. */
  svgSide: 3000,
  /** Pixels of one drawn picture: a print file is at most a 300 dpi back (about 50 × 70 cm). */
  canvasPixels: 60_000_000,
};

/** The document cannot be drawn as it is (a picture that is not its own bytes, unreadable or too large): say so, do not retry. */
export class DrawingRefused extends Error {
  override readonly name = 'DrawingRefused';
}
/** The drawing process stopped (crashed, or took too long): the picture may be asked for again. */
export class DrawingStopped extends Error {
  override readonly name = 'DrawingStopped';
}

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
  refused?: boolean;
}

interface Waiting {
  task: Task;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Drawer {
  child: ChildProcess;
  current?: Waiting;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

const queue: Waiting[] = [];
const idle: Drawer[] = [];
const drawers = new Set<Drawer>();
let nextId = 0;

function config(): string {
  const require = createRequire(import.meta.url);
  return JSON.stringify({
    resvg: require.resolve('@resvg/resvg-js'),
    sharp: require.resolve('sharp'),
    fonts: serverFontPaths(),
    family: FONT_FAMILIES.latin,
    limits: PICTURE_LIMITS,
    pictureSource: PICTURE_SOURCE_PATTERN.source,
  });
}

/** Holds the API open only while the process draws. */
function hold(drawer: Drawer, busy: boolean): void {
  const channel = drawer.child.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (busy) {
    drawer.child.ref();
    channel?.ref?.();
  } else {
    drawer.child.unref();
    channel?.unref?.();
  }
}

function start(): Drawer {
  const child = spawn(process.execPath, ['-e', DRAWING_SOURCE, config()], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    // Nothing of the API's own start-up (a TypeScript loader, an inspector) is needed to draw.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const drawer: Drawer = { child };
  drawers.add(drawer);
  child.on('message', (answer: Answer) => {
    const current = drawer.current;
    if (!current || current.task.id !== answer.id) return;
    clearTimeout(drawer.timer);
    drawer.current = undefined;
    if (answer.error !== undefined) current.reject(answer.refused ? new DrawingRefused(answer.error) : new Error(answer.error));
    else current.resolve(answer);
    rest(drawer);
    dispatch();
  });
  let gone = false;
  const fail = (why: string) => {
    if (gone) return;
    gone = true;
    clearTimeout(drawer.timer);
    clearTimeout(drawer.idleTimer);
    drawers.delete(drawer);
    const at = idle.indexOf(drawer);
    if (at >= 0) idle.splice(at, 1);
    drawer.current?.reject(new DrawingStopped(why));
    drawer.current = undefined;
    dispatch();
  };
  child.on('error', (error) => fail(`the drawing process could not run (${error.message})`));
  child.on('exit', (code, signal) => fail(`the drawing process stopped (${signal ?? `exit ${code}`})`));
  return drawer;
}

function rest(drawer: Drawer): void {
  idle.push(drawer);
  hold(drawer, false);
  clearTimeout(drawer.idleTimer);
  drawer.idleTimer = setTimeout(() => {
    const at = idle.indexOf(drawer);
    if (at >= 0) idle.splice(at, 1);
    drawers.delete(drawer);
    drawer.child.disconnect();
  }, IDLE_EXIT_MS);
  drawer.idleTimer.unref();
}

function dispatch(): void {
  while (queue.length > 0) {
    const drawer = idle.pop() ?? (drawers.size < DRAWING_PROCESSES ? start() : undefined);
    if (!drawer) break;
    const next = queue.shift() as Waiting;
    clearTimeout(drawer.idleTimer);
    drawer.current = next;
    hold(drawer, true);
    drawer.timer = setTimeout(() => {
      drawer.child.kill('SIGKILL');
    }, DRAWING_TIMEOUT_MS);
    drawer.timer.unref();
    drawer.child.send(next.task);
  }
}

function run(task: Work, urgent: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const waiting: Waiting = { task: { ...task, id: (nextId += 1) }, resolve, reject };
    if (urgent) queue.unshift(waiting);
    else queue.push(waiting);
    dispatch();
  });
}

/** The process ids drawing right now (tests stop one to see the API survive it; an operator can find them). */
export function busyDrawingProcesses(): number[] {
  return [...drawers].filter((drawer) => drawer.current && drawer.child.pid !== undefined).map((drawer) => drawer.child.pid as number);
}

/** Ends every drawing process (the API's shutdown; pictures being drawn fail as stopped). */
export function stopDrawingProcesses(): void {
  for (const drawer of drawers) drawer.child.kill();
}

/** A picture drawn as a PNG at `dpi` in a drawing process (transparent where no background is given); `urgent` for one someone waits for. */
export async function drawPng(picture: Picture, options: { dpi: number; background?: string; urgent?: boolean }): Promise<Buffer> {
  const answer = await run({ op: 'png', ...picture, dpi: options.dpi, ...(options.background ? { background: options.background } : {}) }, options.urgent ?? false);
  if (!answer.png) throw new Error('the drawing process answered no picture');
  return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
}

/** What each SVG document would draw, as a box in its viewBox's units (null: nothing), measured in a drawing process. */
export async function measureDrawn(svgs: string[], fonts: string[] = []): Promise<(DrawnBox | null)[]> {
  if (svgs.length === 0) return [];
  const answer = await run({ op: 'bbox', svgs, fonts }, false);
  if (!answer.boxes || answer.boxes.length !== svgs.length) throw new Error('the drawing process measured nothing');
  return answer.boxes;
}
