import { normaliseHex, type HexColour } from '../colour/hex';
import type { GradientStop, Paint } from './types';

/**
 * Readers for single values: each takes anything (a stored document, a command argument
 * typed by a slider) and returns a valid value or null. Restoring and commands share them,
 * so a value a command would refuse is also one a stored document cannot smuggle in.
 */

export interface Range {
  readonly min: number;
  readonly max: number;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function clamp(value: number, range: Range): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** A finite number, also from a numeric string (old forms stored numbers as text). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Degrees into [0, 360): 360 is 0, -90 is 270. */
export function wrapDegrees(degrees: number): number {
  const wrapped = ((degrees % 360) + 360) % 360;
  // 359.9999999 can round up to 360 through the sum above; and -0 should read as 0.
  return wrapped >= 360 || Object.is(wrapped, -0) ? 0 : wrapped;
}

export function readClamped(value: unknown, range: Range): number | null {
  const n = readNumber(value);
  return n === null ? null : clamp(n, range);
}

export function readInteger(value: unknown, range: Range): number | null {
  const n = readNumber(value);
  return n === null ? null : clamp(Math.round(n), range);
}

export function readDegrees(value: unknown): number | null {
  const n = readNumber(value);
  return n === null ? null : wrapDegrees(n);
}

/** Font weights come in hundreds (100–900). */
export function readFontWeight(value: unknown): number | null {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  const n = readNumber(value);
  return n === null ? null : clamp(Math.round(n / 100) * 100, { min: 100, max: 900 });
}

/** A font style; CSS's `oblique` is read as italic (the catalogue has no other slanted face). */
export function readFontStyle(value: unknown): 'normal' | 'italic' | null {
  if (value === 'italic' || value === 'oblique') return 'italic';
  return value === 'normal' ? 'normal' : null;
}

export function readBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function readString(value: unknown, maxLength: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, maxLength);
  return typeof value === 'string' ? value.slice(0, maxLength) : null;
}

/** A non-empty identifier (part, layer, collar style, catalogue ids). */
export function readId(value: unknown, maxLength: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id.length > 0 && id.length <= maxLength ? id : null;
}

export function readEnum<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function readColour(value: unknown): HexColour | null {
  return normaliseHex(value);
}

/** A timestamp as an ISO string; also accepts epoch milliseconds. */
export function readTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function readStop(value: unknown, defaultOffset: number): GradientStop | null {
  if (typeof value === 'string') {
    const color = readColour(value);
    return color ? { offset: defaultOffset, color } : null;
  }
  if (!isRecord(value)) return null;
  const color = readColour(value.color);
  if (!color) return null;
  const offset = readClamped(value.offset ?? value.position, { min: 0, max: 100 }) ?? defaultOffset;
  return { offset, color };
}

/** Two stops: gradients have a start and an end (docs/product.md §3); extra middle stops are dropped. */
function readStops(value: unknown): [GradientStop, GradientStop] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const first = readStop(value[0], 0);
  const last = readStop(value[value.length - 1], 100);
  return first && last ? [first, last] : null;
}

/**
 * A paint, or null. Accepts the stored shapes, plus a bare hex string or `{ color }`
 * (how the first prototype stored colours) as a solid paint.
 */
export function readPaint(value: unknown): Paint | null {
  const bare = readColour(value);
  if (bare) return { kind: 'solid', color: bare };
  if (!isRecord(value)) return null;
  const kind = value.kind ?? value.type;
  if (kind === 'solid' || (kind === undefined && 'color' in value)) {
    const color = readColour(value.color);
    return color ? { kind: 'solid', color } : null;
  }
  if (kind !== 'linear' && kind !== 'radial') return null;
  const stops = readStops(value.stops);
  if (!stops) return null;
  if (kind === 'radial') return { kind, stops };
  return { kind, angle: readDegrees(value.angle) ?? 90, stops };
}

/** Structural equality for plain JSON values, so that an edit to the same value is no edit. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameJson(aRecord[key], bRecord[key]));
}
