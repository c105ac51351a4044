import type { GradientPaint, GradientStop, LinearPaint, Paint } from '../document/types';
import { clamp, readNumber, readPaint } from '../document/values';
import { normaliseAngle } from './channels';
import { normaliseHex, type HexColour } from './hex';

/** docs/product.md §9: linear, 90 degrees, white to black, stops at 0 and 100 percent. */
export const DEFAULT_GRADIENT: LinearPaint = {
  kind: 'linear',
  angle: 90,
  stops: [
    { offset: 0, color: '#ffffff' },
    { offset: 100, color: '#000000' },
  ],
};

export type PaintKind = Paint['kind'];

/** The colour a paint shows at a glance (a solid's colour, a gradient's start). */
export function paintPreviewColour(paint: Paint): HexColour {
  return paint.kind === 'solid' ? paint.color : paint.stops[0].color;
}

/**
 * The picker's pure/gradient tabs: a solid becomes the default gradient, a gradient
 * becomes its start colour, linear and radial keep their stops.
 */
export function convertPaint(paint: Paint, kind: PaintKind): Paint {
  if (paint.kind === kind) return paint;
  if (kind === 'solid') return { kind: 'solid', color: paintPreviewColour(paint) };
  const stops = paint.kind === 'solid' ? DEFAULT_GRADIENT.stops : paint.stops;
  return kind === 'linear' ? { kind, angle: paint.kind === 'linear' ? paint.angle : DEFAULT_GRADIENT.angle, stops } : { kind, stops };
}

/** Edits the start (0) or end (1) stop; offsets are clamped to 0–100, bad colours ignored. */
export function setGradientStop<P extends GradientPaint>(paint: P, index: 0 | 1, patch: { offset?: unknown; color?: unknown }): P {
  const current = paint.stops[index];
  const offset = readNumber(patch.offset);
  const stop: GradientStop = {
    offset: offset === null ? current.offset : clamp(offset, { min: 0, max: 100 }),
    color: normaliseHex(patch.color) ?? current.color,
  };
  if (stop.offset === current.offset && stop.color === current.color) return paint;
  const stops: [GradientStop, GradientStop] = index === 0 ? [stop, paint.stops[1]] : [paint.stops[0], stop];
  return { ...paint, stops };
}

/** Sets a linear gradient's angle, taken modulo 360. */
export function setGradientAngle(paint: LinearPaint, angle: unknown): LinearPaint {
  const next = normaliseAngle(angle);
  return next === paint.angle ? paint : { ...paint, angle: next };
}

/** A CSS background for swatches and thumbnails. The angle convention is CSS's. */
export function paintToCss(paint: Paint): string {
  if (paint.kind === 'solid') return paint.color;
  const stops = paint.stops.map((stop) => `${stop.color} ${stop.offset}%`).join(', ');
  return paint.kind === 'linear' ? `linear-gradient(${paint.angle}deg, ${stops})` : `radial-gradient(circle, ${stops})`;
}

/** Reads a paint from anything (a stored value, a paste); null if it is not one. */
export function parsePaint(value: unknown): Paint | null {
  return readPaint(value);
}
