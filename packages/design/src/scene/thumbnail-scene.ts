import type { ResolvedView } from '../garments';
import { pathBounds } from '../garments/geometry/svg-path';
// The model's modules by name rather than its index, which holds the strict schemas (zod): the
// scene only draws a document that was already checked, and loads none of them.
import type { View } from '../model/document/constants';
import { PLAYER_LAYER_KINDS } from '../model/document/constants';
import { isImageLayer, isTextLayer } from '../model/document/defaults';
import type { Design, Paint, PatternFill } from '../model/document/types';
import { isUnedited, type ImageEdits } from '../model/image-edits/edits';
import { ON_ITS_OWN, PATTERN_TILE_UNITS, partPaint, patternOf } from '../model/look/design-look';
import { garmentBounds, resolvedViewOf } from '../model/look/resolved-garment';
import { findPattern } from '../patterns/catalogue';
import { linearGradientLine, normaliseStops, radialGradientCircle, type Bounds } from './gradient';

/**
 * A design drawn as plain SVG data, for small pictures of it (template cards, later My designs):
 * the same garment outlines, paints, stripes, pattern tiles, shading and layers the studio's
 * canvas draws, without Pixi. It is kept apart from render/scene (which builds Pixi graphics), so
 * that it can be unit-tested and shown where the canvas is not loaded; the rules it shares with the
 * canvas come from the same places: the garment catalogue (parts, default colours, stripes), the
 * model's look (model/look: a part's paint and pattern, the garment's box), the CSS gradient
 * geometry of render/geometry, and the pattern library.
 */

export interface GradientStopData {
  /** 0–1, ascending. */
  offset: number;
  color: string;
}

/** A fill: coordinates are garment units for parts, fractions of the text's box for text. */
export type ScenePaint =
  | { kind: 'solid'; color: string }
  | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: GradientStopData[] }
  | { kind: 'radial'; cx: number; cy: number; r: number; stops: GradientStopData[] };

/** A pattern tile over a shape: white ink tinted `color`, repeating every `tile` garment units from 0,0. */
export interface ScenePattern {
  /** The tile, relative to the designer's public root. */
  file: string;
  tile: number;
  color: string;
  opacity: number;
}

export interface SceneShape {
  d: string;
  paint: ScenePaint;
  pattern: ScenePattern | null;
}

export interface SceneShade {
  d: string;
  color: string;
  alpha: number;
}

interface SceneLayerBase {
  x: number;
  y: number;
  rotation: number;
  scale: number;
  opacity: number;
}

export interface SceneText extends SceneLayerBase {
  kind: 'text';
  lines: string[];
  /** The chosen family; whoever draws adds the fallbacks (render/fonts fontStack). */
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
  align: 'left' | 'center' | 'right';
  fill: ScenePaint;
  stroke: { width: number; color: string } | null;
  /** A player's name or number layer: the players' page (issue 37) draws what each player types there. */
  player?: 'name' | 'number';
}

export interface SceneImage extends SceneLayerBase {
  kind: 'image';
  /** The original picture; `edits` (crop, turns, flips, colours) are drawn over it by model/image-edits. */
  src: string;
  edits: ImageEdits | null;
  width: number;
  height: number;
}

export type SceneLayer = SceneText | SceneImage;

export interface ThumbnailScene {
  /** The garment's box on this view with a small margin, in garment units. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Parts and stripes in paint order. */
  shapes: SceneShape[];
  shading: SceneShade[];
  outline: string;
  /** Visible layers of the view, bottom to top; pictures not chosen yet are left out. */
  layers: SceneLayer[];
}

const MARGIN = 16;

const boxOf = (d: string): Bounds => {
  const b = pathBounds(d);
  return { x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY };
};

/** A paint over a box, with the CSS gradient geometry the canvas uses. */
export function scenePaint(paint: Paint, box: Bounds): ScenePaint {
  if (paint.kind === 'solid') return { kind: 'solid', color: paint.color };
  const stops = normaliseStops(paint.stops);
  if (paint.kind === 'linear') {
    const { start, end } = linearGradientLine(paint.angle, box);
    return { kind: 'linear', x1: start.x, y1: start.y, x2: end.x, y2: end.y, stops };
  }
  const { center, radius } = radialGradientCircle(box);
  return { kind: 'radial', cx: center.x, cy: center.y, r: radius, stops };
}

function scenePattern(pattern: PatternFill): ScenePattern | null {
  const entry = pattern.id ? findPattern(pattern.id) : undefined;
  if (!entry || pattern.opacity <= 0) return null;
  return { file: entry.file, tile: PATTERN_TILE_UNITS * pattern.scale, color: pattern.tint ?? '#ffffff', opacity: pattern.opacity };
}

function garmentShapes(doc: Design, resolved: ResolvedView): SceneShape[] {
  const shapes: SceneShape[] = [];
  for (const part of resolved.parts) {
    const pattern = patternOf(doc, part.id);
    shapes.push({ d: part.d, paint: scenePaint(partPaint(doc, part.id), boxOf(part.d)), pattern: scenePattern(pattern) });
    for (const stripe of resolved.stripes) {
      const design = doc.stripes[stripe.zone];
      if (stripe.paintAfter !== part.id || !design.enabled || stripe.d === '') continue;
      shapes.push({ d: stripe.d, paint: scenePaint(design.paint, boxOf(stripe.d)), pattern: null });
    }
  }
  return shapes;
}

const UNIT_BOX: Bounds = { x: 0, y: 0, width: 1, height: 1 };

/** Which player text a layer holds (the name, or one of the numbers), or none. */
function playerTextOf(kind: string): SceneText['player'] {
  if (!(PLAYER_LAYER_KINDS as readonly string[]).includes(kind)) return undefined;
  return kind === 'playerName' ? 'name' : 'number';
}

function sceneLayers(doc: Design, view: View): SceneLayer[] {
  const layers: SceneLayer[] = [];
  for (const layer of doc.layers) {
    if (layer.view !== view || !layer.visible || layer.opacity <= 0) continue;
    const base = { x: layer.x, y: layer.y, rotation: layer.rotation, scale: layer.scale, opacity: layer.opacity };
    if (isTextLayer(layer)) {
      if (layer.text.trim() === '') continue;
      const player = playerTextOf(layer.kind);
      layers.push({
        ...base,
        kind: 'text',
        lines: layer.text.split('\n'),
        fontFamily: layer.fontFamily,
        fontSize: layer.fontSize,
        fontWeight: layer.fontWeight,
        fontStyle: layer.fontStyle,
        align: layer.align,
        fill: scenePaint(layer.fill, UNIT_BOX),
        stroke: layer.stroke.width > 0 ? { width: layer.stroke.width, color: layer.stroke.color } : null,
        ...(player ? { player } : {}),
      });
    } else if (isImageLayer(layer) && layer.src !== '') {
      layers.push({ ...base, kind: 'image', src: layer.src, edits: layer.edits && !isUnedited(layer.edits) ? layer.edits : null, width: layer.width, height: layer.height });
    }
  }
  return layers;
}

/** What to draw of one view of a design, in garment units. */
export function thumbnailScene(doc: Design, view: View = 'front'): ThumbnailScene {
  const resolved = resolvedViewOf(doc, view);
  // The garment alone (no mannequin), with a margin that may reach past the artboard.
  const box = garmentBounds(doc, [view], ON_ITS_OWN);
  return {
    viewBox: { x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN },
    shapes: garmentShapes(doc, resolved),
    shading: resolved.shading.map((shade) => ({ d: shade.d, color: shade.color, alpha: shade.alpha })),
    outline: resolved.outline,
    layers: sceneLayers(doc, view),
  };
}
