/** A colour as stored in a design: lowercase `#rrggbb`, or `#rrggbbaa` when not fully opaque. */
export type HexColour = string;

/** The stored form, the only one the schema accepts. */
export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/;

/** docs/product.md §5: the hex field holds at most 8 characters (no `#`). */
export const HEX_INPUT_MAX_LENGTH = 8;

/** docs/product.md §5: what an invalid hex becomes when the field loses focus. */
export const INVALID_HEX_FALLBACK: HexColour = '#000000';

const HEX_DIGITS = /^[0-9a-f]*$/;

function expand(digits: string): string {
  return digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
}

/**
 * Any hex spelling (`#abc`, `ABCD`, `#aabbcc`, `#aabbccdd`) to the stored form, or null.
 * A fully opaque alpha (`ff`) is dropped, so that one colour has one spelling and
 * "no duplicates" in the colour history means what a user sees.
 */
export function normaliseHex(input: unknown): HexColour | null {
  if (typeof input !== 'string') return null;
  const digits = input.trim().replace(/^#/, '').toLowerCase();
  if (![3, 4, 6, 8].includes(digits.length) || !HEX_DIGITS.test(digits)) return null;
  const full = expand(digits);
  return `#${full.length === 8 && full.endsWith('ff') ? full.slice(0, 6) : full}`;
}

/** The text a hex field shows for a colour: no `#`, 6 or 8 digits. */
export function hexInputText(colour: HexColour): string {
  return colour.replace(/^#/, '');
}

/** What the hex field keeps of a keystroke or a paste: no `#`, no spaces, at most 8 characters. */
export function clipHexInput(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/^#/, '').slice(0, HEX_INPUT_MAX_LENGTH);
}

/**
 * While typing, a colour is taken only once the field holds 6 or 8 hex digits; shorter
 * input is a colour being typed, not a colour (returns null and the swatch stays as it was).
 */
export function parseHexWhileTyping(raw: string): HexColour | null {
  const digits = clipHexInput(raw).toLowerCase();
  if ((digits.length !== 6 && digits.length !== 8) || !HEX_DIGITS.test(digits)) return null;
  return normaliseHex(digits);
}

/** On blur, 3 or 4 digits are also accepted (expanded); anything invalid becomes 000000. */
export function parseHexOnBlur(raw: string): HexColour {
  return normaliseHex(clipHexInput(raw)) ?? INVALID_HEX_FALLBACK;
}
