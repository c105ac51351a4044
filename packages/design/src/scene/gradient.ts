/** Geometry of the design's gradients in a shape's own coordinates (the CSS conventions). */

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The gradient line of CSS `linear-gradient(<angle>deg, …)` over a box: 0° runs bottom to
 * top, 90° left to right, and the line is long enough that the first and last colours
 * reach the box's corners exactly (CSS Images 3 §3.1.1).
 */
export function linearGradientLine(angleDegrees: number, box: Bounds): { start: Point; end: Point } {
  const radians = (angleDegrees * Math.PI) / 180;
  const dx = Math.sin(radians);
  const dy = -Math.cos(radians);
  const half = (Math.abs(box.width * dx) + Math.abs(box.height * dy)) / 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return {
    start: { x: cx - dx * half, y: cy - dy * half },
    end: { x: cx + dx * half, y: cy + dy * half },
  };
}

/** CSS `radial-gradient(circle, …)`: centred, reaching the farthest corner. */
export function radialGradientCircle(box: Bounds): { center: Point; radius: number } {
  return {
    center: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    radius: Math.max(1e-6, Math.hypot(box.width, box.height) / 2),
  };
}

/** Stops as 0–1 offsets in ascending order (a start stop dragged past the end one still draws). */
export function normaliseStops(stops: readonly { offset: number; color: string }[]): { offset: number; color: string }[] {
  return stops
    .map((stop) => ({ offset: Math.min(1, Math.max(0, stop.offset / 100)), color: stop.color }))
    .sort((a, b) => a.offset - b.offset);
}
