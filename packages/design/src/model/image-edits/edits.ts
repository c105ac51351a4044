import { clamp, isRecord, readBoolean, readClamped, readColour, readInteger } from '../document/values';

/**
 * A picture's edits, kept as data on its layer beside the untouched original (docs/product.md §1,
 * issue 19): the picture is drawn as crop → quarter turns → flips, its colours as background
 * colour removed → recoloured → brightness, contrast, saturation. Everything that draws a layer
 * (canvas, thumbnails, preview, print) builds the same SVG from this (edited-picture.ts).
 */

/** In fractions of the original: 0 ≤ x, y ≤ 1, 0 < width, height ≤ 1. */
export type Crop = { x: number; y: number; width: number; height: number };

/** Plain TypeScript: the strict schema is edits-schema.ts's (`@teamwear/design/schemas`). */
export type ImageEdits = {
  /** The original's size in pixels (an SVG's own size), integers 1–100,000: a crop is in fractions of it. */
  sourceWidth: number;
  sourceHeight: number;
  /** In fractions of the original, inside it. */
  crop: Crop;
  /** Clockwise quarter turns after the crop, 0–3. */
  quarterTurns: number;
  /** Mirrored after turning: what is seen is flipped left-right / top-bottom. */
  flipX: boolean;
  flipY: boolean;
  /** −1 to 1 each. */
  brightness: number;
  contrast: number;
  saturation: number;
  /** Every visible pixel painted this colour (a lowercase #rrggbb; for one-colour vectors), or null. */
  recolour: string | null;
  /** Pixels near this colour become transparent; tolerance 0 (only this colour) to 1 (everything). */
  removeColour: { color: string; tolerance: number } | null;
};

export const WHOLE_PICTURE: Crop = { x: 0, y: 0, width: 1, height: 1 };

/** No edit at all for a picture of this size. */
export function noEdits(sourceWidth: number, sourceHeight: number): ImageEdits {
  return {
    sourceWidth: Math.max(1, Math.round(sourceWidth)),
    sourceHeight: Math.max(1, Math.round(sourceHeight)),
    crop: WHOLE_PICTURE,
    quarterTurns: 0,
    flipX: false,
    flipY: false,
    brightness: 0,
    contrast: 0,
    saturation: 0,
    recolour: null,
    removeColour: null,
  };
}

/** True when the edits leave the picture as it is (it is then drawn from its original alone). */
export function isUnedited(edits: ImageEdits | undefined): boolean {
  if (!edits) return true;
  const { crop } = edits;
  return (
    crop.x === 0 && crop.y === 0 && crop.width === 1 && crop.height === 1 &&
    edits.quarterTurns === 0 && !edits.flipX && !edits.flipY &&
    edits.brightness === 0 && edits.contrast === 0 && edits.saturation === 0 &&
    edits.recolour === null && edits.removeColour === null
  );
}

/** The crop moved and shrunk into the picture (at least 1% of each side). */
export function clampCrop(crop: Crop): Crop {
  const width = clamp(crop.width, { min: 0.01, max: 1 });
  const height = clamp(crop.height, { min: 0.01, max: 1 });
  return { x: clamp(crop.x, { min: 0, max: 1 - width }), y: clamp(crop.y, { min: 0, max: 1 - height }), width, height };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The largest square crop (in pixels of the original) centred on the current crop's centre and
 * inside both it and the picture: "square" in the editor.
 */
export function squareCrop(edits: Pick<ImageEdits, 'crop' | 'sourceWidth' | 'sourceHeight'>): Crop {
  const { crop, sourceWidth: w, sourceHeight: h } = edits;
  const side = Math.min(crop.width * w, crop.height * h);
  const width = side / w;
  const height = side / h;
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return clampCrop({ x: round6(centreX - width / 2), y: round6(centreY - height / 2), width: round6(width), height: round6(height) });
}

/** True when the crop is square in pixels of the original (to a hundredth of a pixel per 100). */
export function isSquareCrop(edits: Pick<ImageEdits, 'crop' | 'sourceWidth' | 'sourceHeight'>): boolean {
  return Math.abs(edits.crop.width * edits.sourceWidth - edits.crop.height * edits.sourceHeight) < 0.01 * Math.max(1, edits.sourceWidth / 100);
}

/**
 * Turned a quarter clockwise (+1) or anticlockwise (−1) as seen: when the picture is mirrored on
 * one axis only, turning it first and mirroring after means the mirror changes axis.
 */
export function turned(edits: ImageEdits, direction: 1 | -1): ImageEdits {
  const swap = edits.flipX !== edits.flipY;
  return {
    ...edits,
    quarterTurns: (((edits.quarterTurns + direction) % 4) + 4) % 4,
    flipX: swap ? edits.flipY : edits.flipX,
    flipY: swap ? edits.flipX : edits.flipY,
  };
}

/** Mirrored left-right ('x') or top-bottom ('y') as seen. */
export function flipped(edits: ImageEdits, axis: 'x' | 'y'): ImageEdits {
  return axis === 'x' ? { ...edits, flipX: !edits.flipX } : { ...edits, flipY: !edits.flipY };
}

/** The edited picture's size in pixels: the crop's, sides swapped by an odd number of turns. */
export function editedSize(edits: ImageEdits): { width: number; height: number } {
  const width = Math.max(1, edits.crop.width * edits.sourceWidth);
  const height = Math.max(1, edits.crop.height * edits.sourceHeight);
  return edits.quarterTurns % 2 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * Edits read leniently from stored or pasted data: each value clamped or, when unreadable, left
 * as no edit; null when there is no picture size (nothing to crop against).
 */
export function readImageEdits(value: unknown): ImageEdits | null {
  if (!isRecord(value)) return null;
  const sourceWidth = readInteger(value.sourceWidth, { min: 1, max: 100_000 });
  const sourceHeight = readInteger(value.sourceHeight, { min: 1, max: 100_000 });
  if (sourceWidth === null || sourceHeight === null) return null;
  const edits = noEdits(sourceWidth, sourceHeight);
  if (isRecord(value.crop)) {
    const part = (key: 'x' | 'y' | 'width' | 'height') => readClamped((value.crop as Record<string, unknown>)[key], { min: 0, max: 1 }) ?? WHOLE_PICTURE[key];
    edits.crop = clampCrop({ x: part('x'), y: part('y'), width: part('width'), height: part('height') });
  }
  edits.quarterTurns = readInteger(value.quarterTurns, { min: 0, max: 3 }) ?? 0;
  edits.flipX = readBoolean(value.flipX) ?? false;
  edits.flipY = readBoolean(value.flipY) ?? false;
  edits.brightness = readClamped(value.brightness, { min: -1, max: 1 }) ?? 0;
  edits.contrast = readClamped(value.contrast, { min: -1, max: 1 }) ?? 0;
  edits.saturation = readClamped(value.saturation, { min: -1, max: 1 }) ?? 0;
  edits.recolour = opaque(readColour(value.recolour));
  if (isRecord(value.removeColour)) {
    const color = opaque(readColour(value.removeColour.color));
    edits.removeColour = color ? { color, tolerance: readClamped(value.removeColour.tolerance, { min: 0, max: 1 }) ?? 0.1 } : null;
  }
  return edits;
}

/** A colour without its alpha: a recolour or a removed colour is opaque. */
function opaque(colour: string | null): string | null {
  return colour ? colour.slice(0, 7) : null;
}
