import { ARTBOARD_SIZE, type View } from '@teamwear/design';

/** Where each shown view's artboard lands on the canvas: the artboard's origin, in CSS pixels. */
export interface ArtboardPlacement {
  view: View;
  x: number;
  y: number;
}

export interface StageLayout {
  /** CSS pixels per garment unit. */
  scale: number;
  placements: ArtboardPlacement[];
}

/** A box in garment units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Gap between two artboards shown side by side, in garment units. */
export const ARTBOARD_GAP = 40;

export const FULL_ARTBOARD: Box = { x: 0, y: 0, width: ARTBOARD_SIZE, height: ARTBOARD_SIZE };

/**
 * Fits the `content` box of each view in `views` (side by side, in order) into a
 * `width`×`height` canvas with `padding` CSS pixels around, centred. The content box is what
 * deserves the room (the garment, not the empty artboard around it); it defaults to the
 * whole artboard. A canvas too small for the padding still gets a positive scale.
 */
export function layoutStage(width: number, height: number, views: readonly View[], padding = 12, content: Box = FULL_ARTBOARD): StageLayout {
  const count = Math.max(1, views.length);
  const gap = ARTBOARD_GAP;
  const contentWidth = count * content.width + (count - 1) * gap;
  const availableWidth = Math.max(1, width - 2 * padding);
  const availableHeight = Math.max(1, height - 2 * padding);
  const scale = Math.max(0.01, Math.min(availableWidth / contentWidth, availableHeight / content.height));
  const left = (width - contentWidth * scale) / 2;
  const top = (height - content.height * scale) / 2;
  return {
    scale,
    placements: views.map((view, index) => ({
      view,
      x: left + (index * (content.width + gap) - content.x) * scale,
      y: top - content.y * scale,
    })),
  };
}

/** The box around `box` grown by `margin` on every side and kept inside the artboard. */
export function padBox(box: Box, margin: number): Box {
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return {
    x,
    y,
    width: Math.min(ARTBOARD_SIZE, box.x + box.width + margin) - x,
    height: Math.min(ARTBOARD_SIZE, box.y + box.height + margin) - y,
  };
}

/** The artboard point under a canvas point, for the placement whose artboard it falls in (or null). */
export function canvasToArtboard(layout: StageLayout, x: number, y: number): { view: View; x: number; y: number } | null {
  for (const placement of layout.placements) {
    const ax = (x - placement.x) / layout.scale;
    const ay = (y - placement.y) / layout.scale;
    if (ax >= 0 && ax <= ARTBOARD_SIZE && ay >= 0 && ay <= ARTBOARD_SIZE) return { view: placement.view, x: ax, y: ay };
  }
  return null;
}
