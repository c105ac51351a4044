import { clamp, readNumber, wrapDegrees } from '../document/values';

/** docs/product.md §5 ranges of the colour picker's number fields. */
export const ALPHA_PERCENT_RANGE = { min: 0, max: 100 } as const;
export const RGB_CHANNEL_RANGE = { min: 0, max: 255 } as const;
export const RGBA_ALPHA_RANGE = { min: 0, max: 1 } as const;
/** The angle widget accepts 0–360; 360 is shown (and stored) as 0. */
export const ANGLE_INPUT_RANGE = { min: 0, max: 360 } as const;

/** Alpha in percent: clamped to 0–100, whole numbers; anything unparsable is fully opaque (100). */
export function parseAlphaPercent(input: unknown): number {
  const n = readNumber(input);
  return n === null ? ALPHA_PERCENT_RANGE.max : clamp(Math.round(n), ALPHA_PERCENT_RANGE);
}

/** An RGB channel: clamped to 0–255, whole numbers; unparsable reads as 0. */
export function clampRgbChannel(input: unknown): number {
  const n = readNumber(input);
  return n === null ? 0 : clamp(Math.round(n), RGB_CHANNEL_RANGE);
}

/** The alpha of rgba(): clamped to 0–1; unparsable is opaque (1), as for the percent field. */
export function clampRgbaAlpha(input: unknown): number {
  const n = readNumber(input);
  return n === null ? RGBA_ALPHA_RANGE.max : clamp(n, RGBA_ALPHA_RANGE);
}

/** A gradient angle modulo 360 (360 → 0, -90 → 270); unparsable reads as 0. */
export function normaliseAngle(input: unknown): number {
  const n = readNumber(input);
  return n === null ? 0 : wrapDegrees(n);
}

/** docs/product.md §5: "empty" means null or the empty string (no colour chosen). */
export function isEmptyColour(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}
