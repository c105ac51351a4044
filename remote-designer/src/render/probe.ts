import { resolvedViewOf, type View } from '../model';
import type { StudioRenderer } from './studio-renderer';

/**
 * A small read-only handle on the live canvas for end-to-end tests and the studio benchmark
 * (`window.__teamwearStudio`): they read pixels and frame times through it instead of
 * screen-scraping. It changes nothing a user could not change.
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
  /** Points on the mannequin's skin the garment never covers (none when it is not shown). */
  bodyAnchors(view: View): { x: number; y: number }[];
  stats(): ReturnType<StudioRenderer['stats']['summary']>;
  resetStats(): void;
  setMeasureSync(on: boolean): void;
  /** performance.now() of the first frame and of the first frame with every picture loaded. */
  firstFrames(): { first: number | null; ready: number | null };
  /** Whether dragging draws the garment from its cache (benchmarks compare both). */
  setDragCache(on: boolean): void;
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
  }
}

export function attachProbe(renderer: StudioRenderer, host: HTMLElement): () => void {
  const probe: StudioProbe = {
    frames: () => renderer.renderedFrames,
    ready: () => renderer.ready && renderer.textures.pending === 0,
    settled: () => renderer.textures.settled(),
    shownViews: () => renderer.shownViews,
    pixelAt(view, x, y) {
      const point = renderer.artboardToCanvas(view, x, y);
      return point ? renderer.canvasPixel(point.x, point.y) : null;
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
    bodyAnchors(view) {
      const doc = renderer.currentDoc;
      if (!doc || !renderer.showsBody) return [];
      return resolvedViewOf(doc, view).body.flatMap((piece) => (piece.anchor ? [{ x: piece.anchor[0], y: piece.anchor[1] }] : []));
    },
    stats: () => renderer.stats.summary(),
    resetStats: () => renderer.stats.reset(),
    setMeasureSync(on) {
      renderer.measureSync = on;
    },
    firstFrames: () => ({ first: renderer.firstFrameAt, ready: renderer.firstReadyFrameAt }),
    setDragCache(on) {
      renderer.cacheWhileDragging = on;
    },
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
      renderer.setGarmentCache(garmentCached);
      const times: number[] = [];
      renderer.renderNow(); // builds the cache (if any) outside the measured frames
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        renderer.renderNow();
        renderer.syncGpu();
        times.push(performance.now() - started);
      }
      renderer.setGarmentCache(false);
      renderer.renderNow();
      return times;
    },
  };
  window.__teamwearStudio = probe;
  return () => {
    if (window.__teamwearStudio === probe) delete window.__teamwearStudio;
  };
}
