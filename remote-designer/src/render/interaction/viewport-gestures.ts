/** What the canvas gestures drive: the renderer's zoom and pan, and its layer gestures. */
export interface ViewportTarget {
  readonly zoom: number;
  zoomAt(factor: number, at: { x: number; y: number }): void;
  panBy(dx: number, dy: number): void;
  /** True when a canvas point (CSS pixels) is on a layer or a handle: a touch there edits the layer. */
  hitsEditable(x: number, y: number): boolean;
  /** Drops a layer drag in progress (a second finger turns it into a pinch). */
  cancelGesture(): boolean;
}

export interface ViewportGestures {
  /** Two or more fingers are on the canvas: a pinch, not a selection. */
  readonly multiTouch: boolean;
  detach(): void;
}

/** Wheel deltas come in pixels, lines or pages: about 100 px a notch either way. */
function wheelPixels(event: WheelEvent, size: number): { dx: number; dy: number } {
  const unit = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? size : 1;
  return { dx: event.deltaX * unit, dy: event.deltaY * unit };
}

interface Pointer {
  x: number;
  y: number;
  type: string;
}

/**
 * Zoom and pan of the canvas, the way design tools do it, without taking the page from the
 * visitor:
 * - Ctrl/Cmd + wheel (and a trackpad pinch, which browsers report so) zooms at the pointer;
 *   a plain wheel pans once zoomed in, and scrolls the page at fit.
 * - Two fingers pinch-zoom and pan. One finger on a layer drags it; one finger elsewhere pans
 *   once zoomed in and scrolls the page at fit (the host is `touch-action: pan-y`, and only
 *   touches that edit are kept from the browser, by cancelling their touchstart).
 * - The middle mouse button drags the view anywhere; the left one on an empty spot once zoomed.
 */
export function attachViewportGestures(host: HTMLElement, target: ViewportTarget): ViewportGestures {
  const pointers = new Map<number, Pointer>();
  let panning: number | null = null;
  let pinch: { distance: number; centre: { x: number; y: number } } | null = null;

  const local = (event: { clientX: number; clientY: number }) => {
    const rect = host.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const touches = () => [...pointers.values()].filter((pointer) => pointer.type === 'touch');

  const pinchOf = (points: Pointer[]) => {
    const [a, b] = points;
    if (!a || !b) return null;
    return { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };

  const onWheel = (event: WheelEvent) => {
    const { dx, dy } = wheelPixels(event, host.clientHeight);
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      target.zoomAt(Math.exp(-dy * 0.002), local(event));
    } else if (target.zoom > 1) {
      event.preventDefault();
      if (event.shiftKey && dx === 0) target.panBy(-dy, 0);
      else target.panBy(-dx, -dy);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length >= 2) {
      event.preventDefault();
      return;
    }
    const touch = event.touches[0];
    if (!touch) return;
    const point = local(touch);
    if (target.zoom > 1 || target.hitsEditable(point.x, point.y)) event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    const point = local(event);
    pointers.set(event.pointerId, { ...point, type: event.pointerType });
    const fingers = touches();
    if (event.pointerType === 'touch' && fingers.length >= 2) {
      target.cancelGesture();
      panning = null;
      pinch = pinchOf(fingers);
      return;
    }
    const middle = event.pointerType === 'mouse' && event.button === 1;
    const emptyWhileZoomed = event.button === 0 && target.zoom > 1 && !target.hitsEditable(point.x, point.y);
    if (middle || emptyWhileZoomed) {
      if (middle) event.preventDefault(); // no autoscroll
      panning = event.pointerId;
      host.setPointerCapture?.(event.pointerId);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    pointers.set(event.pointerId, { ...point, type: previous.type });
    if (pinch) {
      const next = pinchOf(touches());
      if (!next) return;
      target.zoomAt(next.distance / pinch.distance, next.centre);
      target.panBy(next.centre.x - pinch.centre.x, next.centre.y - pinch.centre.y);
      pinch = next;
    } else if (panning === event.pointerId) {
      target.panBy(point.x - previous.x, point.y - previous.y);
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (panning === event.pointerId) panning = null;
    if (pinch && touches().length < 2) pinch = null;
  };

  // Capture: this runs before Pixi's own listener on the canvas, so a second finger is known
  // to be a pinch before Pixi hands its pointerdown to the scene.
  const options = { capture: true } as const;
  host.addEventListener('wheel', onWheel, { passive: false });
  host.addEventListener('touchstart', onTouchStart, { passive: false });
  host.addEventListener('pointerdown', onPointerDown, options);
  host.addEventListener('pointermove', onPointerMove, options);
  host.addEventListener('pointerup', onPointerEnd, options);
  host.addEventListener('pointercancel', onPointerEnd, options);
  host.addEventListener('lostpointercapture', onPointerEnd, options);

  return {
    get multiTouch() {
      return touches().length >= 2;
    },
    detach() {
      host.removeEventListener('wheel', onWheel);
      host.removeEventListener('touchstart', onTouchStart);
      host.removeEventListener('pointerdown', onPointerDown, options);
      host.removeEventListener('pointermove', onPointerMove, options);
      host.removeEventListener('pointerup', onPointerEnd, options);
      host.removeEventListener('pointercancel', onPointerEnd, options);
      host.removeEventListener('lostpointercapture', onPointerEnd, options);
    },
  };
}
