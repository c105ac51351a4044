import { Container, type FillGradient, Graphics, GraphicsPath, Matrix } from 'pixi.js';
import { GARMENTS, resolveView, type GarmentSelection, type ResolvedView, type StripeZone } from '../../garments';
import type { Design, Paint, PatternFill, View } from '../../model';
import { paintFill } from './paint';
import type { TextureStore } from './assets';

/** Garment units one pattern tile covers at pattern scale 1. */
export const PATTERN_TILE_UNITS = 320;

/** Part edges and seams: dark, thin, on top of everything. */
const OUTLINE = { width: 2.4, color: 0x1f2937, alpha: 0.9, join: 'round', cap: 'round' } as const;

export function garmentSelectionOf(doc: Design): GarmentSelection {
  return {
    sleeves: doc.sleeves,
    collar: doc.collar,
    pocket: doc.pocket,
    buttons: doc.buttons.count,
    hood: doc.hood,
    drawstring: doc.drawstring,
  };
}

function stripeWidthsOf(doc: Design): Partial<Record<StripeZone, number>> {
  return { second: doc.stripes.second.width, bottom: doc.stripes.bottom.width, sleeve: doc.stripes.sleeve.width, shorts: doc.stripes.shorts.width };
}

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

/** The paint of a part: the design's, or the catalogue's default colour for a part it does not name. */
export function partPaint(doc: Design, partId: string): Paint {
  if (partId === 'buttons') return doc.buttons.paint;
  const own = doc.parts[partId];
  if (own) return own;
  const info = GARMENTS[doc.product].parts.find((part) => part.id === partId);
  return { kind: 'solid', color: info?.defaultColour ?? '#9ca3af' };
}

function patternOf(doc: Design, partId: string): PatternFill {
  return doc.partPatterns[partId] ?? doc.pattern;
}

/**
 * Everything of the design the garment's look depends on, as one string: the scene rebuilds
 * the garment only when it changes (moving a layer leaves it alone). `patternsReady` counts
 * the tiles loaded, so that a tile arriving redraws the parts that wait for it.
 */
export function garmentKey(doc: Design, view: View, patternsReady: number): string {
  return JSON.stringify([
    doc.product,
    view,
    garmentSelectionOf(doc),
    doc.buttons.paint,
    doc.parts,
    doc.stripes,
    doc.pattern,
    doc.partPatterns,
    patternsReady,
  ]);
}

const boundsCache = new Map<string, { x: number; y: number; width: number; height: number }>();

/** The box around every part the design's garment draws on these views, in garment units. */
export function garmentBounds(doc: Design, views: readonly View[]): { x: number; y: number; width: number; height: number } {
  const key = JSON.stringify([doc.product, views, garmentSelectionOf(doc)]);
  const cached = boundsCache.get(key);
  if (cached) return cached;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const view of views) {
    for (const part of resolvedViewOf(doc, view).parts) {
      const bounds = new GraphicsPath(part.d).bounds;
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

export interface GarmentNode {
  container: Container;
  /** Parts whose pattern tile is still loading. */
  waitingForPatterns: boolean;
  destroy(): void;
}

/**
 * One view of the garment as Pixi graphics, in paint order: each part filled with its paint
 * and its pattern, the stripes right after the part they belong to (the catalogue has
 * already clipped them to their parts), then the shading in its blend modes, then the
 * outline. Four Graphics in all, whatever the number of parts.
 */
export function buildGarment(doc: Design, view: View, textures: TextureStore): GarmentNode {
  const resolved = resolvedViewOf(doc, view);
  const gradients: FillGradient[] = [];
  const keep = (gradient: FillGradient) => gradients.push(gradient);
  const container = new Container({ label: `garment-${view}` });
  const parts = new Graphics({ label: 'parts' });
  let waitingForPatterns = false;

  for (const part of resolved.parts) {
    const path = new GraphicsPath(part.d);
    const bounds = path.bounds;
    const box = { x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height };
    parts.path(path).fill(paintFill(partPaint(doc, part.id), box, keep));

    const pattern = patternOf(doc, part.id);
    if (pattern.id && pattern.opacity > 0) {
      const texture = textures.pattern(pattern.id);
      if (texture) {
        const scale = (PATTERN_TILE_UNITS * pattern.scale) / Math.max(1, texture.width);
        parts.path(path).fill({
          texture,
          matrix: new Matrix().scale(scale, scale),
          color: pattern.tint ?? '#ffffff',
          alpha: pattern.opacity,
          textureSpace: 'global',
        });
      } else if (!textures.patternFailed(pattern.id)) {
        waitingForPatterns = true;
      }
    }

    for (const stripe of resolved.stripes) {
      if (stripe.paintAfter !== part.id) continue;
      const design = doc.stripes[stripe.zone];
      if (!design.enabled) continue;
      const stripePath = new GraphicsPath(stripe.d);
      const sb = stripePath.bounds;
      parts.path(stripePath).fill(paintFill(design.paint, { x: sb.minX, y: sb.minY, width: sb.width, height: sb.height }, keep));
    }
  }
  container.addChild(parts);

  for (const blend of ['multiply', 'screen', 'normal'] as const) {
    const shades = resolved.shading.filter((shade) => shade.blend === blend);
    if (shades.length === 0) continue;
    const shading = new Graphics({ label: `shading-${blend}` });
    shading.blendMode = blend;
    for (const shade of shades) shading.path(new GraphicsPath(shade.d)).fill({ color: shade.color, alpha: shade.alpha });
    container.addChild(shading);
  }

  const outline = new Graphics({ label: 'outline' });
  outline.path(new GraphicsPath(resolved.outline)).stroke(OUTLINE);
  container.addChild(outline);

  return {
    container,
    waitingForPatterns,
    destroy() {
      container.destroy({ children: true });
      for (const gradient of gradients) gradient.destroy();
    },
  };
}
