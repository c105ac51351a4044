import { resolveView } from '@teamwear/design/garments';
import { sidePrint, sidesOf, type ArtboardBox } from '@teamwear/design/print';
import type { PrintAreaInUse } from '@teamwear/shared/contracts';

/**
 * A print area drawn on its garment: the garment's view (front, or back) in garment units on the
 * studio's 1000×1000 artboard, and the area as a rectangle at its place and size there. The garment
 * is drawn as large as it is at the area's size (the catalogue's grading), so a shop's figure shows
 * how much of the piece it covers: its centre is the catalogue area's, its width and height the
 * centimetres at that size's scale. The picture frames the side's panel (the body, a sleeve, the
 * shorts) with the area, so a sleeve's badge is not a speck on the whole shirt.
 */
export interface AreaPicture {
  view: 'front' | 'back';
  /** The garment's parts on that view, each an SVG path in garment units. */
  parts: string[];
  /** Its seams and edges, stroked over the parts. */
  outline: string;
  /** The print area in garment units. */
  area: ArtboardBox;
  /** What the picture shows: the panel and the area, with a margin. */
  frame: ArtboardBox;
}

/** Room around the panel and area, as a share of the larger of the two's sides. */
const MARGIN = 0.08;

function union(a: ArtboardBox, b: ArtboardBox): ArtboardBox {
  const [x, y] = [Math.min(a.x, b.x), Math.min(a.y, b.y)];
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** A print area on its garment, or null for a side the garment does not print. */
export function areaPicture(area: Pick<PrintAreaInUse, 'garment' | 'size' | 'side' | 'widthCm' | 'heightCm'>): AreaPicture | null {
  const side = sidesOf(area.garment).find((each) => each.side === area.side);
  if (!side) return null;
  // The catalogue's scale at this size (no shop figure): the garment as large as it is made.
  const { cmPerUnit } = sidePrint(area.garment, side, area.size);
  const [width, height] = [area.widthCm / cmPerUnit, area.heightCm / cmPerUnit];
  const centre = { x: side.area.x + side.area.width / 2, y: side.area.y + side.area.height / 2 };
  const box = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
  const shown = union(side.box, box);
  const margin = Math.max(shown.width, shown.height) * MARGIN;
  // Square, so every picture in a column is drawn at one scale of its frame.
  const edge = Math.max(shown.width, shown.height) + 2 * margin;
  const frame = { x: shown.x + shown.width / 2 - edge / 2, y: shown.y + shown.height / 2 - edge / 2, width: edge, height: edge };
  const view = resolveView(area.garment, side.view);
  return { view: side.view, parts: view.parts.map((part) => part.d), outline: view.outline, area: box, frame };
}
