import { resolveView, type ResolvedView } from '../../garments';
import { pathBounds } from '../../garments/geometry/svg-path';
import type { View } from '../document/constants';
import type { Design } from '../document/types';
import { garmentSelectionOf, stripeWidthsOf, WORN, type GarmentLook } from './design-look';

/**
 * A design's garment as the catalogue resolves it (parts, stripes clipped to them, shading, the
 * mannequin), and the box it takes: what the canvas, exports, thumbnails and panels draw and lay
 * out from. No Pixi here, so jest and the SVG thumbnails use the same answers.
 */

const resolvedCache = new Map<string, ResolvedView>();

/** resolveView clips stripes against parts (polygon maths): remember the last few answers. */
export function resolvedViewOf(doc: Design, view: View): ResolvedView {
  const selection = garmentSelectionOf(doc);
  const widths = stripeWidthsOf(doc);
  const key = JSON.stringify([doc.product, view, selection, widths]);
  let resolved = resolvedCache.get(key);
  if (!resolved) {
    resolved = resolveView(doc.product, view, selection, widths);
    if (resolvedCache.size > 64) resolvedCache.clear();
    resolvedCache.set(key, resolved);
  }
  return resolved;
}

export interface GarmentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boundsCache = new Map<string, GarmentBox>();

/** The box around every part the design's garment (and the mannequin, when shown) draws on these views, in garment units. */
export function garmentBounds(doc: Design, views: readonly View[], look: GarmentLook = WORN): GarmentBox {
  const key = JSON.stringify([doc.product, views, garmentSelectionOf(doc), look.body]);
  const cached = boundsCache.get(key);
  if (cached) return cached;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const view of views) {
    const resolved = resolvedViewOf(doc, view);
    const shapes = [...resolved.parts.map((part) => part.d), ...(look.body ? resolved.body.flatMap((part) => [part.d, part.cut ?? '']) : [])];
    for (const d of shapes) {
      if (!d) continue;
      const bounds = pathBounds(d);
      minX = Math.min(minX, bounds.minX);
      minY = Math.min(minY, bounds.minY);
      maxX = Math.max(maxX, bounds.maxX);
      maxY = Math.max(maxY, bounds.maxY);
    }
  }
  const box = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 1000, height: 1000 };
  if (boundsCache.size > 64) boundsCache.clear();
  boundsCache.set(key, box);
  return box;
}
