/**
 * The maths of the selection handles, in artboard units. A layer is a box centred on (x, y),
 * turned by `rotation` degrees clockwise and scaled by `scale`. During a gesture the handles
 * change a transient copy of the layer; the result is committed as one edit when it ends.
 */

export interface LayerTransform {
  x: number;
  y: number;
  /** Degrees clockwise, [0, 360). */
  rotation: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type HandleId = 'nw' | 'ne' | 'se' | 'sw' | 'rotate';

export const SCALE_HANDLES: readonly HandleId[] = ['nw', 'ne', 'se', 'sw'];

/** Rotation snaps to this step while Shift is held. */
export const ROTATION_SNAP_DEGREES = 15;
/** Rotation also sticks to multiples of 90° within this many degrees, without Shift. */
export const ROTATION_STICK_DEGREES = 3;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function wrapDegrees(degrees: number): number {
  const wrapped = ((degrees % 360) + 360) % 360;
  return wrapped >= 360 || Object.is(wrapped, -0) ? 0 : wrapped;
}

/** A point of the layer's own (unrotated, unscaled) box, in artboard units. */
export function layerToArtboard(t: LayerTransform, local: Point): Point {
  const r = toRadians(t.rotation);
  const lx = local.x * t.scale;
  const ly = local.y * t.scale;
  return { x: t.x + lx * Math.cos(r) - ly * Math.sin(r), y: t.y + lx * Math.sin(r) + ly * Math.cos(r) };
}

/** The four corners (nw, ne, se, sw) of a layer's box on the artboard. */
export function layerCorners(t: LayerTransform, size: Size): Record<'nw' | 'ne' | 'se' | 'sw', Point> {
  const w = size.width / 2;
  const h = size.height / 2;
  return {
    nw: layerToArtboard(t, { x: -w, y: -h }),
    ne: layerToArtboard(t, { x: w, y: -h }),
    se: layerToArtboard(t, { x: w, y: h }),
    sw: layerToArtboard(t, { x: -w, y: h }),
  };
}

/** The rotate handle: above the top edge's middle by `offset` artboard units (already divided by the zoom). */
export function rotateHandlePosition(t: LayerTransform, size: Size, offset: number): Point {
  const r = toRadians(t.rotation);
  const distance = (size.height / 2) * t.scale + offset;
  return { x: t.x + Math.sin(r) * distance, y: t.y - Math.cos(r) * distance };
}

/** Moving: the layer follows the pointer by the same offset it was grabbed at. */
export function dragTo(start: LayerTransform, grabbedAt: Point, pointer: Point): LayerTransform {
  return { ...start, x: start.x + (pointer.x - grabbedAt.x), y: start.y + (pointer.y - grabbedAt.y) };
}

/**
 * Turning: the angle the pointer has swept around the layer's centre since the gesture
 * began, added to the starting rotation. With `snap`, whole steps of 15°; without, a small
 * pull towards 0/90/180/270 so that straight is easy to hit.
 */
export function rotateTo(start: LayerTransform, grabbedAt: Point, pointer: Point, snap: boolean): LayerTransform {
  const before = Math.atan2(grabbedAt.y - start.y, grabbedAt.x - start.x);
  const now = Math.atan2(pointer.y - start.y, pointer.x - start.x);
  let rotation = wrapDegrees(start.rotation + toDegrees(now - before));
  if (snap) {
    rotation = wrapDegrees(Math.round(rotation / ROTATION_SNAP_DEGREES) * ROTATION_SNAP_DEGREES);
  } else {
    const nearestRight = Math.round(rotation / 90) * 90;
    if (Math.abs(rotation - nearestRight) <= ROTATION_STICK_DEGREES) rotation = wrapDegrees(nearestRight);
  }
  return { ...start, rotation };
}

/**
 * Scaling from a corner, uniformly about the centre: the ratio of the pointer's distance
 * from the centre now to when it was grabbed, clamped into [min, max].
 */
export function scaleTo(start: LayerTransform, grabbedAt: Point, pointer: Point, limits: { min: number; max: number }): LayerTransform {
  const before = Math.hypot(grabbedAt.x - start.x, grabbedAt.y - start.y);
  const now = Math.hypot(pointer.x - start.x, pointer.y - start.y);
  if (before < 1e-6) return start;
  const scale = Math.min(limits.max, Math.max(limits.min, start.scale * (now / before)));
  return { ...start, scale: Math.round(scale * 1000) / 1000 };
}

/** Whether `point` lies inside the layer's turned box (for hit tests outside Pixi, e.g. tests). */
export function containsPoint(t: LayerTransform, size: Size, point: Point): boolean {
  const r = toRadians(-t.rotation);
  const dx = point.x - t.x;
  const dy = point.y - t.y;
  const lx = (dx * Math.cos(r) - dy * Math.sin(r)) / t.scale;
  const ly = (dx * Math.sin(r) + dy * Math.cos(r)) / t.scale;
  return Math.abs(lx) <= size.width / 2 && Math.abs(ly) <= size.height / 2;
}

/** A 2D affine map as CSS's matrix(a, b, c, d, e, f): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * What moves a picture of a layer drawn at `start` to where the layer is at `current`, on a
 * canvas where artboard point p shows at `origin + pixels·p`: about the layer's centre, turned
 * by the rotation it gained and scaled by the scale it gained. A drag moves such a picture
 * (a CSS transform) instead of drawing the layer again.
 */
export function snapshotTransform(start: LayerTransform, current: LayerTransform, origin: Point, pixels: number): Affine {
  const from = { x: origin.x + pixels * start.x, y: origin.y + pixels * start.y };
  const to = { x: origin.x + pixels * current.x, y: origin.y + pixels * current.y };
  const r = toRadians(current.rotation - start.rotation);
  const k = start.scale > 0 ? current.scale / start.scale : 1;
  const a = k * Math.cos(r);
  const b = k * Math.sin(r);
  const c = -b;
  const d = a;
  return { a, b, c, d, e: to.x - (a * from.x + c * from.y), f: to.y - (b * from.x + d * from.y) };
}

export const applyAffine = (m: Affine, p: Point): Point => ({ x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f });
