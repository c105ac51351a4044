import { ARTBOARD_SIZE, type View } from '../../model';

/** Where each shown view's 1000×1000 artboard lands on the canvas, in CSS pixels. */
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

/** Gap between two artboards shown side by side, in garment units. */
export const ARTBOARD_GAP = 40;

/**
 * Fits the artboards of `views` (side by side, in order) into a `width`×`height` canvas with
 * `padding` CSS pixels around, centred. A canvas too small for the padding still gets a
 * positive scale so that nothing divides by zero.
 */
export function layoutStage(width: number, height: number, views: readonly View[], padding = 12): StageLayout {
  const count = Math.max(1, views.length);
  const contentWidth = count * ARTBOARD_SIZE + (count - 1) * ARTBOARD_GAP;
  const availableWidth = Math.max(1, width - 2 * padding);
  const availableHeight = Math.max(1, height - 2 * padding);
  const scale = Math.max(0.01, Math.min(availableWidth / contentWidth, availableHeight / ARTBOARD_SIZE));
  const left = (width - contentWidth * scale) / 2;
  const top = (height - ARTBOARD_SIZE * scale) / 2;
  return {
    scale,
    placements: views.map((view, index) => ({ view, x: left + index * (ARTBOARD_SIZE + ARTBOARD_GAP) * scale, y: top })),
  };
}

/** The artboard point under a canvas point, for the placement it falls in (or null). */
export function canvasToArtboard(layout: StageLayout, x: number, y: number): { view: View; x: number; y: number } | null {
  for (const placement of layout.placements) {
    const ax = (x - placement.x) / layout.scale;
    const ay = (y - placement.y) / layout.scale;
    if (ax >= 0 && ax <= ARTBOARD_SIZE && ay >= 0 && ay <= ARTBOARD_SIZE) return { view: placement.view, x: ax, y: ay };
  }
  return null;
}
