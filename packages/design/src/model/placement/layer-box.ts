import { isTextLayer } from '../document/defaults';
import type { Layer } from '../document/types';
import { estimateTextWidth, textBlockSize, type TextMeasurer } from './text-measure';

/** A rectangle on a view's artboard: its top-left corner and size, in garment units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The upright box a layer covers on its view: its text block or picture box, scaled, turned about its centre. */
export function layerBox(layer: Layer, measure: TextMeasurer = estimateTextWidth): Box {
  const own = isTextLayer(layer) ? textBlockSize(layer, measure) : { width: layer.width, height: layer.height };
  const w = own.width * layer.scale;
  const h = own.height * layer.scale;
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = w * cos + h * sin;
  const height = w * sin + h * cos;
  return { x: layer.x - width / 2, y: layer.y - height / 2, width, height };
}

/** Whether two boxes share any area (touching edges do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The area two boxes share. */
export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Whether `inner` lies wholly inside `outer` (a hair's tolerance for rounding). */
export function boxInside(inner: Box, outer: Box, tolerance = 0.5): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}
