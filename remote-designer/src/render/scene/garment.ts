import { Color, Container, type FillGradient, Graphics, GraphicsPath, Matrix } from 'pixi.js';
import { resolveView, type ResolvedBodyPart, type ResolvedView } from '../../garments';
import type { Design, View } from '../../model';
import { garmentSelectionOf, PATTERN_TILE_UNITS, partPaint, patternOf, stripeWidthsOf, WORN, type GarmentLook } from './design-look';
import { paintFill } from './paint';
import type { TextureStore } from './assets';

export { garmentSelectionOf, partPaint, WORN, ON_ITS_OWN, type GarmentLook } from './design-look';

/** Part edges and seams: dark, thin, on top of everything. */
const OUTLINE = { width: 2.4, color: 0x1f2937, alpha: 0.9, join: 'round', cap: 'round' } as const;
/** The mannequin's edges: softer than the garment's, so the garment stays what the eye reads first. */
const BODY_OUTLINE = { width: 2, color: 0x1f2937, alpha: 0.55, join: 'round', cap: 'round' } as const;

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

/**
 * Everything of the design the garment's look depends on, as one string: the scene rebuilds
 * the garment only when it changes (moving a layer leaves it alone). `patternsReady` counts
 * the tiles loaded, so that a tile arriving redraws the parts that wait for it.
 */
export function garmentKey(doc: Design, view: View, patternsReady: number, look: GarmentLook = WORN): string {
  return JSON.stringify([
    look.body ? doc.skin : null,
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

/** The box around every part the design's garment (and the mannequin, when shown) draws on these views, in garment units. */
export function garmentBounds(doc: Design, views: readonly View[], look: GarmentLook = WORN): { x: number; y: number; width: number; height: number } {
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
      const bounds = new GraphicsPath(d).bounds;
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
 * The mannequin's pieces in skin: filled and stroked, then the cut faces, a shade darker.
 * Pieces behind the garment are stroked here too: the garment covers what it hides.
 */
function bodyGraphics(pieces: readonly ResolvedBodyPart[], skin: string, label: string): Graphics {
  const body = new Graphics({ label });
  const cutFace = new Color(skin).multiply(0xdbdbdb).toNumber();
  for (const piece of pieces) body.path(new GraphicsPath(piece.d)).fill({ color: skin }).stroke(BODY_OUTLINE);
  // The cut faces over the limbs' square ends.
  for (const piece of pieces) {
    if (piece.cut) body.path(new GraphicsPath(piece.cut)).fill({ color: cutFace }).stroke(BODY_OUTLINE);
  }
  return body;
}

/**
 * One view of the garment as Pixi graphics, in paint order: the mannequin behind it (when
 * worn), each part filled with its paint and its pattern, the stripes right after the part
 * they belong to (the catalogue has already clipped them to their parts), then the shading
 * in its blend modes, the outline, then the neck seen through the neck opening. A handful of
 * Graphics in all, whatever the number of parts.
 */
export function buildGarment(doc: Design, view: View, textures: TextureStore, look: GarmentLook = WORN): GarmentNode {
  const resolved = resolvedViewOf(doc, view);
  const gradients: FillGradient[] = [];
  const keep = (gradient: FillGradient) => gradients.push(gradient);
  const container = new Container({ label: `garment-${view}` });
  const behind = look.body ? resolved.body.filter((piece) => !piece.over) : [];
  const over = look.body ? resolved.body.filter((piece) => piece.over) : [];
  if (behind.length > 0) container.addChild(bodyGraphics(behind, doc.skin, 'body-behind'));
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
  // After the outline: the edges of what the neck covers (the inside of the back) must not show
  // through it; its own edge along the opening is the collar's edge.
  if (over.length > 0) container.addChild(bodyGraphics(over, doc.skin, 'body-over'));

  return {
    container,
    waitingForPatterns,
    destroy() {
      container.destroy({ children: true });
      for (const gradient of gradients) gradient.destroy();
    },
  };
}
