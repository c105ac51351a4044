import { type Rect } from '../../garments';
import { printRegionOf } from '../../garments/print-regions';
import { LIMITS, type LayerKind, type View } from '../document/constants';
import { defaultLayer, defaultViewOf, isImageKind, isTextLayer } from '../document/defaults';
import { patchLayer, type LayerPatch } from '../document/layer-patch';
import type { Design, Layer } from '../document/types';
import { resolvedViewOf } from '../look/resolved-garment';
import { boxesOverlap, boxInside, layerBox, type Box } from './layer-box';
import { estimateTextWidth, textBlockSize, type TextMeasurer } from './text-measure';

/**
 * Where a new layer goes (issue 33): on the print area its kind usually takes on this garment,
 * sized to it, a text no wider than that area; when something is there already, at the nearest
 * free spot of the same printed side (another usual spot first, then around the first); when
 * nothing is free at its size, a step smaller, down to SMALLEST of it; and only when nothing fits
 * at all, on its usual spot over what is there. The UI sends the answer as an `addLayer`
 * command's props: the document keeps no trace of how they were found.
 */

/** The print areas a new layer of each kind goes to, by view: its usual one first, then the others it may take. */
const HOMES: Partial<Record<LayerKind, Partial<Record<View, readonly string[]>>>> = {
  logo: { front: ['chest-left', 'chest-right'], back: ['back-name'] },
  sponsor: { front: ['chest-centre', 'waistband'], back: ['back-name'] },
  frontNumber: { front: ['chest-centre', 'chest-right'] },
  backNumber: { back: ['back-number'] },
  playerName: { back: ['back-name'] },
  shortsNumber: { front: ['shorts-number', 'leg-right'], back: ['shorts-number'] },
  frontImage: { front: ['chest-centre'] },
  backImage: { back: ['back-number'] },
  text: { front: ['chest-centre', 'waistband'], back: ['back-name'] },
};

/** Kinds that belong to one side only; the others go on the side being shown. */
const FIXED_SIDE: readonly LayerKind[] = ['frontNumber', 'backNumber', 'playerName', 'frontImage', 'backImage'];

/** How much of its print area's height a text's font size takes: a line of a name, a number's digits. */
const LINE_SHARE: Partial<Record<LayerKind, number>> = { playerName: 0.7, text: 0.7 };
const NUMBER_SHARE = 0.85;

/** Each try a step smaller, down to this share of the wanted size. */
const SHRINK_STEP = 0.85;
const SMALLEST = 0.35;
/** The spots tried around the usual one, this far apart (garment units). */
const GRID_STEP = 4;
/** Room kept between a new layer and the others (garment units): a hair of air, and what a browser's measure of a font may add. */
const GAP = 6;

export function viewForNewLayer(kind: LayerKind, shown: View): View {
  return FIXED_SIDE.includes(kind) ? defaultViewOf(kind) : shown;
}

/** Where a kind may go on a view: its print areas there (the usual one first) and the printed side around them. */
export interface NewLayerSpace {
  homes: readonly Box[];
  region: Box;
}

const centreOf = (box: Rect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const holds = (outer: Box, point: { x: number; y: number }) => point.x >= outer.x && point.x <= outer.x + outer.width && point.y >= outer.y && point.y <= outer.y + outer.height;

/** The space of a kind on a view of this design's garment, or null when the garment has no print area for it there. */
export function newLayerSpace(doc: Design, kind: LayerKind, view: View): NewLayerSpace | null {
  const resolved = resolvedViewOf(doc, view);
  const present = (HOMES[kind]?.[view] ?? []).filter((id) => resolved.printAreas[id] !== undefined);
  const first = present[0];
  const region = first === undefined ? null : printRegionOf(resolved, first);
  if (first === undefined || !region) return null;
  const homes = present.map((id) => resolved.printAreas[id] as Rect).filter((area) => holds(region, centreOf(area)));
  return { homes, region };
}

/** A new layer's size on its usual print area: a text's font size from the area's height, a picture's box the area's. */
export function startingSize(kind: LayerKind, home: Box, isText: boolean): LayerPatch {
  if (isText) return { fontSize: Math.max(12, Math.round(home.height * (LINE_SHARE[kind] ?? NUMBER_SHARE))) };
  return { width: Math.round(home.width), height: Math.round(home.height) };
}

/** The largest whole font size (at most the layer's) at which the text is no wider than `room`. */
function fontSizeWithin(layer: Layer, room: number, measure: TextMeasurer): number {
  if (!isTextLayer(layer)) return 0;
  const widthAt = (fontSize: number) => textBlockSize({ ...layer, fontSize }, measure).width * layer.scale;
  const width = widthAt(layer.fontSize);
  if (width <= room) return layer.fontSize;
  let size = Math.max(LIMITS.fontSize.min, Math.floor((layer.fontSize * room) / Math.max(1, width)));
  while (size > LIMITS.fontSize.min && widthAt(size) > room) size -= 1;
  return size;
}

/** The layer at `share` of its size: a text's font, a picture's box (its proportions kept). */
function resized(layer: Layer, share: number): Layer {
  if (share === 1) return layer;
  if (isTextLayer(layer)) return { ...layer, fontSize: Math.max(LIMITS.fontSize.min, Math.floor(layer.fontSize * share)) };
  return { ...layer, width: Math.max(1, Math.round(layer.width * share)), height: Math.max(1, Math.round(layer.height * share)) };
}

/** Whole-unit centres where the layer's box lies inside the region: the homes' centres, then the rest nearest the first home first. */
function spotsFor(box: { width: number; height: number }, space: NewLayerSpace): { x: number; y: number }[] {
  const { region } = space;
  const first = centreOf(space.homes[0] ?? region);
  const [minX, maxX] = [Math.ceil(region.x + box.width / 2), Math.floor(region.x + region.width - box.width / 2)];
  const [minY, maxY] = [Math.ceil(region.y + box.height / 2), Math.floor(region.y + region.height - box.height / 2)];
  if (minX > maxX || minY > maxY) return [];
  const clampInto = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  const homes = space.homes.map((home) => ({ x: clampInto(centreOf(home).x, minX, maxX), y: clampInto(centreOf(home).y, minY, maxY) }));
  const grid: { x: number; y: number }[] = [];
  for (let y = minY; y <= maxY; y += GRID_STEP) for (let x = minX; x <= maxX; x += GRID_STEP) grid.push({ x, y });
  for (const y of [minY, maxY]) for (const x of [minX, clampInto(first.x, minX, maxX), maxX]) grid.push({ x, y });
  const distance = (spot: { x: number; y: number }) => Math.hypot(spot.x - first.x, spot.y - first.y);
  // Nearest first; of two as near, the lower (a name under a crest, as on a real shirt).
  grid.sort((a, b) => distance(a) - distance(b) || b.y - a.y);
  return [...homes, ...grid];
}

/** The id the layer being placed has meanwhile: none a document holds (ids are never empty). */
const NEW_LAYER_ID = '';

/** The layer's place and size as props: where it is, and the size it was given. */
function propsOf(layer: Layer, spot: { x: number; y: number }): LayerPatch {
  const size: LayerPatch = isTextLayer(layer) ? { fontSize: layer.fontSize } : { width: layer.width, height: layer.height };
  return { x: spot.x, y: spot.y, ...size };
}

/**
 * The place (and size) of `layer`, a layer not yet in `doc`, as built with its text, font and
 * wanted size: inside its kind's printed side, clear of the layers already on that view. Empty
 * when the garment has no print area for its kind on that view (the layer keeps its defaults).
 */
export function placeNewLayer(doc: Design, layer: Layer, measure: TextMeasurer = estimateTextWidth): LayerPatch {
  const space = newLayerSpace(doc, layer.kind, layer.view);
  const home = space?.homes[0];
  if (!space || !home) return {};
  const fitted = isTextLayer(layer) ? { ...layer, fontSize: fontSizeWithin(layer, home.width, measure) } : layer;
  const taken = doc.layers
    .filter((other) => other.view === layer.view && other.id !== layer.id)
    .map((other) => layerBox(other, measure))
    .map((box) => ({ x: box.x - GAP, y: box.y - GAP, width: box.width + 2 * GAP, height: box.height + 2 * GAP }));
  for (let share = 1; share >= SMALLEST; share *= SHRINK_STEP) {
    const candidate = resized(fitted, share);
    const { width, height } = layerBox({ ...candidate, x: 0, y: 0 }, measure);
    const free = spotsFor({ width, height }, space).find((spot) => {
      const box = { x: spot.x - width / 2, y: spot.y - height / 2, width, height };
      return boxInside(box, space.region) && !taken.some((other) => boxesOverlap(box, other));
    });
    if (free) return propsOf(candidate, free);
  }
  const centre = centreOf(home);
  return propsOf(fitted, { x: Math.round(centre.x), y: Math.round(centre.y) });
}

/**
 * The props of an `addLayer` command for a new layer of `kind` on `view`: `props` (its text, font,
 * picture, or a picture's box) over its starting size on its usual print area, placed where it fits.
 */
export function newLayerProps(doc: Design, kind: LayerKind, view: View, props: LayerPatch = {}, measure: TextMeasurer = estimateTextWidth): LayerPatch {
  const home = newLayerSpace(doc, kind, view)?.homes[0];
  const sized = { ...(home ? startingSize(kind, home, !isImageKind(kind)) : {}), ...props };
  const layer = patchLayer(defaultLayer(kind, NEW_LAYER_ID, view), sized);
  return { ...sized, ...placeNewLayer(doc, layer, measure) };
}
