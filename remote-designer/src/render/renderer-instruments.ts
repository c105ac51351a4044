import type { Application } from 'pixi.js';
import { FrameStats } from './frame-stats';

/**
 * What the renderer reports when the studio probe (probe.ts) is attached to it: frame times, the
 * first frames, and a drag's moves (`data-moves` on the host, which the benchmark waits on as on
 * `data-rendered`). Without a probe the renderer has none and measures nothing. The probe depends
 * on the renderer and on this; the renderer depends on this alone.
 */
export class RendererInstruments {
  readonly stats = new FrameStats();
  /** Measure frames with a GPU sync: slower, but a frame's true cost. */
  measureSync = false;
  /** performance.now() of the first frame, and of the first frame with every picture loaded. */
  firstFrameAt: number | null = null;
  firstReadyFrameAt: number | null = null;
  private moves = 0;

  constructor(private readonly host: HTMLElement) {}

  frameDrawn(ms: number, inGesture: boolean, ready: boolean): void {
    this.stats.record(ms, inGesture);
    const now = performance.now();
    this.firstFrameAt ??= now;
    if (ready) this.firstReadyFrameAt ??= now;
  }

  gestureStarted(ms: number): void {
    this.stats.recordGestureStart(ms);
  }

  /** A move during a frozen drag: its work is the whole of the frame's, the compositor does the rest. */
  pictureMoved(ms: number): void {
    this.stats.record(ms, true);
    this.moves += 1;
    this.host.dataset.moves = String(this.moves);
  }
}

/** Waits for the GPU to finish the frame, by reading one pixel back. */
export function syncGpu(app: Application): void {
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
}
