import { clampViewport, FIT_VIEWPORT, panBy, toScreen, zoomAt, ZOOM_LIMITS } from './viewport';

const W = 800;
const H = 600;

describe('viewport', () => {
  it('keeps the point under the pointer where it was when zooming', () => {
    const at = { x: 300, y: 200 };
    const before = FIT_VIEWPORT;
    const after = zoomAt(before, 2, at, W, H);
    expect(after.zoom).toBe(2);
    // The fitted-picture point that was under the pointer is still under it.
    const picturePoint = { x: (at.x - before.pan.x) / before.zoom, y: (at.y - before.pan.y) / before.zoom };
    expect(toScreen(after, picturePoint)).toEqual(at);
  });

  it('zooms no further out than fit and no further in than the limit', () => {
    expect(zoomAt(FIT_VIEWPORT, 0.5, { x: 10, y: 10 }, W, H)).toEqual(FIT_VIEWPORT);
    const deep = zoomAt(FIT_VIEWPORT, 100, { x: 400, y: 300 }, W, H);
    expect(deep.zoom).toBe(ZOOM_LIMITS.max);
  });

  it('comes back to fit, unpanned, when zoomed all the way out', () => {
    const zoomed = panBy(zoomAt(FIT_VIEWPORT, 3, { x: 700, y: 500 }, W, H), -120, 80, W, H);
    const out = zoomAt(zoomed, 1 / 3, { x: 100, y: 100 }, W, H);
    expect(out.zoom).toBe(1);
    expect(out.pan).toEqual({ x: 0, y: 0 });
  });

  it('does not pan the picture past its edges', () => {
    const zoomed = zoomAt(FIT_VIEWPORT, 2, { x: 0, y: 0 }, W, H);
    expect(panBy(zoomed, 5000, 5000, W, H).pan).toEqual({ x: 0, y: 0 });
    expect(panBy(zoomed, -5000, -5000, W, H).pan).toEqual({ x: -W, y: -H });
  });

  it('cannot pan at fit', () => {
    expect(panBy(FIT_VIEWPORT, 50, -50, W, H)).toEqual(FIT_VIEWPORT);
  });

  it('re-clamps after the canvas shrinks', () => {
    const zoomed = { zoom: 2, pan: { x: -W, y: -H } };
    expect(clampViewport(zoomed, W / 2, H / 2).pan).toEqual({ x: -W / 2, y: -H / 2 });
  });
});
