import { Color, Container, type FillGradient, Graphics, GraphicsPath, Matrix } from 'pixi.js';
import type { ResolvedBodyPart } from '@teamwear/design/garments';
import { PATTERN_TILE_UNITS, partPaint, patternOf, resolvedViewOf, WORN, type Design, type GarmentLook, type View } from '@teamwear/design';
import { paintFill } from './paint';
import type { TextureStore } from './assets';

/** Part edges and seams: dark, thin, on top of everything. */
const OUTLINE = { width: 2.4, color: 0x1f2937, alpha: 0.9, join: 'round', cap: 'round' } as const;
/** The mannequin's edges: softer than the garment's, so the garment stays what the eye reads first. */
const BODY_OUTLINE = { width: 2, color: 0x1f2937, alpha: 0.55, join: 'round', cap: 'round' } as const;

/**
 * The garment's SVG paths, parsed once: a garment is rebuilt for every colour or pattern edit, and
 * its shapes (and their bounds) are the same each time. A context copies a path's instructions, so
 * one parsed path serves every rebuild.
 */
const parsedPaths = new Map<string, GraphicsPath>();
function pathOf(d: string): GraphicsPath {
  let path = parsedPaths.get(d);
  if (!path) {
    if (parsedPaths.size >= 1024) parsedPaths.clear();
    path = new GraphicsPath(d);
    parsedPaths.set(d, path);
  }
  return path;
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
  for (const piece of pieces) body.path(pathOf(piece.d)).fill({ color: skin }).stroke(BODY_OUTLINE);
  // The cut faces over the limbs' square ends.
  for (const piece of pieces) {
    if (piece.cut) body.path(pathOf(piece.cut)).fill({ color: cutFace }).stroke(BODY_OUTLINE);
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
    const path = pathOf(part.d);
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
      const stripePath = pathOf(stripe.d);
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
    for (const shade of shades) shading.path(pathOf(shade.d)).fill({ color: shade.color, alpha: shade.alpha });
    container.addChild(shading);
  }

  const outline = new Graphics({ label: 'outline' });
  outline.path(pathOf(resolved.outline)).stroke(OUTLINE);
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
