import { readImageEdits } from '../image-edits/edits';
import { LIMITS, TEXT_ALIGNS, VIEWS } from './constants';
import { isImageLayer } from './defaults';
import { isPictureSource } from './picture-source';
import type { ImageLayer, Layer, Stroke, TextLayer } from './types';
import {
  isRecord,
  readBoolean,
  readClamped,
  readColour,
  readDegrees,
  readEnum,
  readFontStyle,
  readFontWeight,
  readId,
  readPaint,
  readString,
  sameJson,
} from './values';

/** What may change on a layer: anything but its id and kind. Stroke may be given in part. */
export type LayerPatch = Partial<Omit<TextLayer, 'id' | 'kind' | 'stroke'> & Omit<ImageLayer, 'id' | 'kind' | 'stroke'>> & {
  stroke?: Partial<Stroke>;
};

type Reader = (value: unknown, current: Layer) => unknown;

function readStroke(value: unknown, current: Layer): Stroke | null {
  if (!isRecord(value)) return null;
  return {
    width: readClamped(value.width, LIMITS.strokeWidth) ?? current.stroke.width,
    color: readColour(value.color) ?? current.stroke.color,
  };
}

const COMMON: Record<string, Reader> = {
  view: (v) => readEnum(v, VIEWS),
  x: (v) => readClamped(v, LIMITS.position),
  y: (v) => readClamped(v, LIMITS.position),
  rotation: (v) => readDegrees(v),
  scale: (v) => readClamped(v, LIMITS.scale),
  opacity: (v) => readClamped(v, LIMITS.opacity),
  stroke: readStroke,
  visible: (v) => readBoolean(v),
  locked: (v) => readBoolean(v),
};

const TEXT: Record<string, Reader> = {
  ...COMMON,
  text: (v) => readString(v, LIMITS.textLength),
  fontFamily: (v) => readId(v, LIMITS.fontFamilyLength),
  fontSize: (v) => readClamped(v, LIMITS.fontSize),
  fontWeight: (v) => readFontWeight(v),
  fontStyle: (v) => readFontStyle(v),
  fill: (v) => readPaint(v),
  align: (v) => readEnum(v, TEXT_ALIGNS),
};

const IMAGE: Record<string, Reader> = {
  ...COMMON,
  // What the schema's imageSrcSchema accepts, checked without zod: restoring a document (the
  // thumbnails on /me do) must not load it.
  src: (v) => (typeof v === 'string' && v.length <= LIMITS.srcLength && isPictureSource(v) ? v : null),
  width: (v) => readClamped(v, LIMITS.imageSize),
  height: (v) => readClamped(v, LIMITS.imageSize),
  edits: (v) => readImageEdits(v),
};

/**
 * A layer with `patch` applied: each value is clamped into range; values that cannot be
 * read (NaN, a bad colour) and properties the kind does not have (a font on a logo) are
 * ignored. Returns the same layer when nothing changes.
 */
export function patchLayer<L extends Layer>(layer: L, patch: LayerPatch | Record<string, unknown>): L {
  if (!isRecord(patch)) return layer;
  const readers = isImageLayer(layer) ? IMAGE : TEXT;
  let next: L = layer;
  for (const [key, raw] of Object.entries(patch)) {
    const read = Object.prototype.hasOwnProperty.call(readers, key) ? readers[key] : undefined;
    if (!read || raw === undefined) continue;
    const value = read(raw, next);
    if (value === null) continue;
    if (sameJson((next as Record<string, unknown>)[key], value)) continue;
    next = { ...next, [key]: value };
  }
  return next;
}
