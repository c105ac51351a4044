/**
 * Zoom and pan over the fitted stage. At zoom 1 the garment fits the canvas (layoutStage);
 * zooming scales that picture by `zoom` and moves it by `pan` CSS pixels, so a canvas point p
 * of the fitted picture shows at `pan + zoom * p`.
 */
export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

export const FIT_VIEWPORT: Viewport = { zoom: 1, pan: { x: 0, y: 0 } };

/** Fit is as far out as it goes (the whole garment is already in view); 8× is a thread's width. */
export const ZOOM_LIMITS = { min: 1, max: 8 } as const;

/** One click of a zoom button, or one notch of a wheel with Ctrl. */
export const ZOOM_STEP = 1.25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Keeps the zoomed picture covering the canvas: it can be moved until its edge meets the
 * canvas edge, not beyond, so the garment is never panned out of sight.
 */
export function clampViewport(viewport: Viewport, width: number, height: number): Viewport {
  const zoom = clamp(viewport.zoom, ZOOM_LIMITS.min, ZOOM_LIMITS.max);
  return {
    zoom,
    pan: {
      x: clamp(viewport.pan.x, width * (1 - zoom), 0),
      y: clamp(viewport.pan.y, height * (1 - zoom), 0),
    },
  };
}

/** Zooms by `factor` keeping the canvas point `at` (CSS pixels) where it is on screen. */
export function zoomAt(viewport: Viewport, factor: number, at: { x: number; y: number }, width: number, height: number): Viewport {
  const zoom = clamp(viewport.zoom * factor, ZOOM_LIMITS.min, ZOOM_LIMITS.max);
  const ratio = zoom / viewport.zoom;
  return clampViewport(
    {
      zoom,
      pan: { x: at.x - (at.x - viewport.pan.x) * ratio, y: at.y - (at.y - viewport.pan.y) * ratio },
    },
    width,
    height,
  );
}

export function panBy(viewport: Viewport, dx: number, dy: number, width: number, height: number): Viewport {
  return clampViewport({ zoom: viewport.zoom, pan: { x: viewport.pan.x + dx, y: viewport.pan.y + dy } }, width, height);
}

/** Where a point of the fitted picture shows on the canvas. */
export function toScreen(viewport: Viewport, point: { x: number; y: number }): { x: number; y: number } {
  return { x: viewport.pan.x + viewport.zoom * point.x, y: viewport.pan.y + viewport.zoom * point.y };
}

export function sameViewport(a: Viewport, b: Viewport): boolean {
  return a.zoom === b.zoom && a.pan.x === b.pan.x && a.pan.y === b.pan.y;
}
