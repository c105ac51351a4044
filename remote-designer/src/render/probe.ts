import { resolvedViewOf, type View } from '@teamwear/design';
import type { FrameStats } from './frame-stats';
import { RendererInstruments, syncGpu } from './renderer-instruments';
import type { StudioRenderer } from './studio-renderer';

/**
 * A small read-only handle on the live canvas for end-to-end tests and the studio benchmark
 * (`window.__teamwearStudio`): they read pixels and frame times through it instead of
 * screen-scraping. It changes nothing a user could not change. It is attached only when the page
 * asked for it before the studio started (`window.__teamwearStudioProbe = true`, an init script
 * of e2e/tests/support/studio.ts and bench/studio): for everyone else the renderer measures nothing.
 */
export interface StudioProbe {
  frames(): number;
  ready(): boolean;
  settled(): Promise<void>;
  shownViews(): View[];
  /** The canvas colour at a garment point of a shown view, as [r, g, b, a]. */
  pixelAt(view: View, x: number, y: number): [number, number, number, number] | null;
  /** A garment point of a shown view in page CSS pixels (for mouse gestures). */
  pagePoint(view: View, x: number, y: number): { x: number; y: number } | null;
  printAreas(view: View): Record<string, { x: number; y: number; width: number; height: number }>;
  /** The boxes the layers of a shown view take as drawn (measured by the canvas), in garment units. */
  layerBoxes(view: View): { id: string; kind: string; x: number; y: number; width: number; height: number }[];
  /** Points on the mannequin's skin the garment never covers (none when it is not shown). */
  bodyAnchors(view: View): { x: number; y: number }[];
  stats(): ReturnType<FrameStats['summary']>;
  resetStats(): void;
  setMeasureSync(on: boolean): void;
  /** performance.now() of the first frame and of the first frame with every picture loaded. */
  firstFrames(): { first: number | null; ready: number | null };
  /** A PNG export timed: drawing (tiles, stitching) and encoding separately. */
  timedExport(longSide: number, maxTile?: number): Promise<{ drawMs: number; gpuMs: number; encodeMs: number; width: number; height: number; tiles: number; bytes: number }>;
  /**
   * Exports at `longSide` px (in tiles of at most `maxTile` when given) and reads the colours at
   * points given as fractions of the image: a tiled export must match an untiled one.
   */
  exportSample(longSide: number, maxTile: number | undefined, points: readonly [number, number][]): Promise<{ width: number; height: number; tiles: number; pixels: number[][] }>;
  /** Renders `count` frames of the unchanged scene, the garment cached or not; their times in ms. */
  timedFrames(count: number, garmentCached: boolean): number[];
}

declare global {
  interface Window {
    __teamwearStudio?: StudioProbe;
    /** Set by a test or the benchmark before the page loads: attach the probe. */
    __teamwearStudioProbe?: boolean;
  }
}

/** Whether this page asked for the probe (see StudioProbe). */
export function probeAsked(): boolean {
  return typeof window !== 'undefined' && window.__teamwearStudioProbe === true;
}

/** The colour shown on the canvas at a CSS-pixel point, read from the drawing buffer right after a frame. */
function canvasPixel(renderer: StudioRenderer, x: number, y: number): [number, number, number, number] {
  renderer.renderNow();
  const gl = (renderer.app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  const out = new Uint8Array(4);
  if (!gl) return [0, 0, 0, 0];
  const resolution = renderer.app.renderer.resolution;
  const px = Math.floor(x * resolution);
  const py = Math.floor(gl.drawingBufferHeight - 1 - y * resolution);
  gl.readPixels(px, py, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0];
}

/** Draws the garments from a cached texture (as the drag once did) or not, to time what that saves. */
function cacheGarments(renderer: StudioRenderer, on: boolean): void {
  for (const holder of renderer.garmentHolders) {
    if (on) holder.cacheAsTexture({ resolution: Math.max(0.25, renderer.pixelsPerUnit * renderer.app.renderer.resolution), antialias: true });
    else holder.cacheAsTexture(false);
  }
}

/** Instruments the renderer and puts the probe on the window; returns what takes both away. */
export function attachProbe(renderer: StudioRenderer, host: HTMLElement): () => void {
  const instruments = new RendererInstruments(host);
  renderer.instruments = instruments;
  const probe: StudioProbe = {
    frames: () => renderer.renderedFrames,
    ready: () => renderer.ready && renderer.textures.pending === 0,
    settled: () => renderer.textures.settled(),
    shownViews: () => renderer.shownViews,
    pixelAt(view, x, y) {
      const point = renderer.artboardToCanvas(view, x, y);
      return point ? canvasPixel(renderer, point.x, point.y) : null;
    },
    pagePoint(view, x, y) {
      const point = renderer.artboardToCanvas(view, x, y);
      if (!point) return null;
      const rect = host.getBoundingClientRect();
      return { x: rect.left + point.x, y: rect.top + point.y };
    },
    printAreas(view) {
      const doc = renderer.currentDoc;
      return doc ? { ...resolvedViewOf(doc, view).printAreas } : {};
    },
    layerBoxes: (view) => renderer.drawnLayerBoxes(view),
    bodyAnchors(view) {
      const doc = renderer.currentDoc;
      if (!doc || !renderer.showsBody) return [];
      return resolvedViewOf(doc, view).body.flatMap((piece) => (piece.anchor ? [{ x: piece.anchor[0], y: piece.anchor[1] }] : []));
    },
    stats: () => instruments.stats.summary(),
    resetStats: () => instruments.stats.reset(),
    setMeasureSync(on) {
      instruments.measureSync = on;
    },
    firstFrames: () => ({ first: instruments.firstFrameAt, ready: instruments.firstReadyFrameAt }),
    async timedExport(longSide, maxTile) {
      const result = await renderer.exportImage({ longSide, maxTile });
      const started = performance.now();
      const blob = await new Promise<Blob | null>((resolve) => result.canvas.toBlob(resolve, 'image/png'));
      return { drawMs: result.ms, gpuMs: result.phases.gpuMs, encodeMs: performance.now() - started, width: result.width, height: result.height, tiles: result.tiles, bytes: blob?.size ?? 0 };
    },
    async exportSample(longSide, maxTile, points) {
      const result = await renderer.exportImage({ longSide, maxTile });
      const context = result.canvas.getContext('2d');
      const pixels = points.map(([fx, fy]) => {
        const x = Math.min(result.width - 1, Math.floor(fx * result.width));
        const y = Math.min(result.height - 1, Math.floor(fy * result.height));
        return context ? [...context.getImageData(x, y, 1, 1).data] : [];
      });
      return { width: result.width, height: result.height, tiles: result.tiles, pixels };
    },
    timedFrames(count, garmentCached) {
      cacheGarments(renderer, garmentCached);
      const times: number[] = [];
      renderer.renderNow(); // builds the cache (if any) outside the measured frames
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        renderer.renderNow();
        syncGpu(renderer.app);
        times.push(performance.now() - started);
      }
      cacheGarments(renderer, false);
      renderer.renderNow();
      return times;
    },
  };
  window.__teamwearStudio = probe;
  return () => {
    if (renderer.instruments === instruments) renderer.instruments = null;
    if (window.__teamwearStudio === probe) delete window.__teamwearStudio;
  };
}
