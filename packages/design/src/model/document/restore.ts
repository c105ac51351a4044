import { LAYER_KINDS, LIMITS, SLEEVES, STRIPE_IDS, VIEWS, type Product } from './constants';
import { createDesign, defaultLayer, defaultViewOf, NO_PATTERN } from './defaults';
import { patchLayer } from './layer-patch';
import { type Design, type Fabric, type Layer, type Paint, type PatternFill, type Stripe, type Stripes } from './types';
import {
  isRecord,
  readBoolean,
  readClamped,
  readColour,
  readEnum,
  readId,
  readInteger,
  readPaint,
  readString,
  readTimestamp,
} from './values';

/**
 * Field-by-field repair of a document (the approach of Excalidraw's restore): every field
 * that is missing or unusable takes the product's default, numbers are clamped into range,
 * unknown layers are dropped, and nothing throws. Versions are handled before this, by the
 * migrations; this only knows the current shape.
 */

export type IdGenerator = () => string;

export const defaultIdGenerator: IdGenerator = () => globalThis.crypto.randomUUID();

export function restoreFabric(value: unknown, fallback: Fabric): Fabric {
  if (!isRecord(value)) return fallback;
  const id = (v: unknown) => readId(v, LIMITS.idLength);
  return { supplierId: id(value.supplierId), fabricId: id(value.fabricId), colorId: id(value.colorId) };
}

export function restoreStripe(value: unknown, fallback: Stripe): Stripe {
  if (!isRecord(value)) return fallback;
  return {
    enabled: readBoolean(value.enabled) ?? fallback.enabled,
    paint: readPaint(value.paint ?? value.color) ?? fallback.paint,
    width: readClamped(value.width, LIMITS.stripeWidth) ?? fallback.width,
  };
}

function restoreStripes(value: unknown, fallback: Stripes): Stripes {
  const source = isRecord(value) ? value : {};
  const entries = STRIPE_IDS.map((id) => [id, restoreStripe(source[id], fallback[id])] as const);
  return Object.fromEntries(entries) as Stripes;
}

/** A pattern; a bare string is a pattern id (how the first prototype stored it). */
export function restorePattern(value: unknown, fallback: PatternFill): PatternFill {
  if (typeof value === 'string') return { ...NO_PATTERN, id: readId(value, LIMITS.idLength) };
  if (value === null) return NO_PATTERN;
  if (!isRecord(value)) return fallback;
  return {
    id: value.id === null ? null : (readId(value.id, LIMITS.idLength) ?? fallback.id),
    scale: readClamped(value.scale, LIMITS.patternScale) ?? fallback.scale,
    opacity: readClamped(value.opacity, LIMITS.opacity) ?? fallback.opacity,
    tint: value.tint === null ? null : (readColour(value.tint) ?? fallback.tint),
  };
}

function restoreRecord<T>(value: unknown, read: (entry: unknown) => T | null): Record<string, T> {
  if (!isRecord(value)) return {};
  const result: Record<string, T> = {};
  for (const [key, entry] of Object.entries(value)) {
    const id = readId(key, LIMITS.idLength);
    const restored = read(entry);
    if (id && restored) result[id] = restored;
  }
  return result;
}

export function restorePartPaints(value: unknown): Record<string, Paint> {
  return restoreRecord(value, readPaint);
}

/**
 * One layer, or null when it cannot be a layer (no known kind). Missing fields take the
 * kind's defaults; an id already in `usedIds` is replaced, so layer ids stay unique.
 */
export function restoreLayer(value: unknown, newId: IdGenerator, usedIds: Set<string> = new Set()): Layer | null {
  if (!isRecord(value)) return null;
  const kind = readEnum(value.kind ?? value.type, LAYER_KINDS);
  if (!kind) return null;
  let id = readId(value.id, LIMITS.idLength);
  if (!id || usedIds.has(id)) id = newId();
  usedIds.add(id);

  const view = readEnum(value.view, VIEWS) ?? defaultViewOf(kind);
  return patchLayer(defaultLayer(kind, id, view), value);
}

export function restoreLayers(value: unknown, newId: IdGenerator): Layer[] {
  if (!Array.isArray(value)) return [];
  const used = new Set<string>();
  const layers: Layer[] = [];
  for (const entry of value) {
    if (layers.length >= LIMITS.layers) break;
    const layer = restoreLayer(entry, newId, used);
    if (layer) layers.push(layer);
  }
  return layers;
}

export interface RestoreOptions {
  /** ISO timestamp for missing dates. */
  now: string;
  newId: IdGenerator;
}

/** The look of a garment from a partial description, over `base` (used by templates too). */
export function restoreLook(raw: Record<string, unknown>, base: Design): Omit<Design, 'layers'> {
  const buttons = isRecord(raw.buttons) ? raw.buttons : {};
  return {
    ...base,
    fabric: restoreFabric(raw.fabric, base.fabric),
    sleeves: readEnum(raw.sleeves, SLEEVES) ?? base.sleeves,
    collar: readId(raw.collar, LIMITS.idLength) ?? base.collar,
    buttons: {
      count: readInteger(buttons.count, LIMITS.buttons) ?? base.buttons.count,
      paint: readPaint(buttons.paint ?? buttons.color) ?? base.buttons.paint,
    },
    pocket: readBoolean(raw.pocket) ?? base.pocket,
    hood: readBoolean(raw.hood) ?? base.hood,
    drawstring: readBoolean(raw.drawstring) ?? base.drawstring,
    // Parts the product paints by default stay painted, so the renderer never meets a bare part.
    parts: { ...base.parts, ...restorePartPaints(raw.parts) },
    stripes: restoreStripes(raw.stripes, base.stripes),
    pattern: restorePattern(raw.pattern, base.pattern),
    partPatterns: isRecord(raw.partPatterns)
      ? restoreRecord(raw.partPatterns, (entry) => (isRecord(entry) || typeof entry === 'string' ? restorePattern(entry, NO_PATTERN) : null))
      : base.partPatterns,
    skin: readColour(raw.skin) ?? base.skin,
    template: raw.template === null ? null : (readId(raw.template, LIMITS.idLength) ?? base.template),
  };
}

/** A whole current-version document from a record of the current shape (possibly partial). */
export function restoreDesign(raw: Record<string, unknown>, product: Product, options: RestoreOptions): Design {
  const base = createDesign(product, options.now);
  const createdAt = readTimestamp(raw.createdAt) ?? options.now;
  return {
    ...restoreLook(raw, base),
    teamName: readString(raw.teamName, LIMITS.teamNameLength) ?? base.teamName,
    layers: restoreLayers(raw.layers, options.newId),
    createdAt,
    updatedAt: readTimestamp(raw.updatedAt) ?? createdAt,
  };
}
