import { clampRgbaAlpha, clampRgbChannel, parseAlphaPercent } from './channels';
import { normaliseHex, type HexColour } from './hex';
import { clamp, readNumber, wrapDegrees } from '../document/values';

export interface Rgba {
  /** 0–255 */
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

/** Hue 0–359, saturation and value (brightness) 0–100, alpha 0–1: the picker's square and hue bar. */
export interface Hsva {
  h: number;
  s: number;
  v: number;
  a: number;
}

/** Every reading of one colour the picker shows (docs/product.md §3 "Colour value"). */
export interface ColourValue {
  hex: HexColour;
  rgb: { r: number; g: number; b: number };
  /** Percent, 0–100. */
  alpha: number;
  hue: number;
  /** HSV saturation, 0–100. */
  saturation: number;
  /** HSV value, 0–100. */
  brightness: number;
  /** HSL lightness, 0–100. */
  lightness: number;
}

const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);

export function hexToRgba(hex: string): Rgba | null {
  const normal = normaliseHex(hex);
  if (!normal) return null;
  return {
    r: channel(normal, 1),
    g: channel(normal, 3),
    b: channel(normal, 5),
    a: normal.length === 9 ? Math.round((channel(normal, 7) / 255) * 1000) / 1000 : 1,
  };
}

const byte = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** Channels are clamped first (RGB 0–255, alpha 0–1), so any input gives a colour. */
export function rgbaToHex(rgba: { r: unknown; g: unknown; b: unknown; a?: unknown }): HexColour {
  const alpha = rgba.a === undefined ? 1 : clampRgbaAlpha(rgba.a);
  const hex = `#${byte(clampRgbChannel(rgba.r))}${byte(clampRgbChannel(rgba.g))}${byte(clampRgbChannel(rgba.b))}${byte(alpha * 255)}`;
  return normaliseHex(hex) ?? '#000000';
}

/** Exact (unrounded), so that hex → HSV → hex gives the same colour back. */
export function hexToHsva(hex: string): Hsva | null {
  const rgba = hexToRgba(hex);
  if (!rgba) return null;
  const r = rgba.r / 255;
  const g = rgba.g / 255;
  const b = rgba.b / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  return { h: wrapDegrees(hue * 60), s: max === 0 ? 0 : (delta / max) * 100, v: max * 100, a: rgba.a };
}

export function hsvaToHex(hsva: { h: unknown; s: unknown; v: unknown; a?: unknown }): HexColour {
  const percent = (value: unknown) => clamp(readNumber(value) ?? 0, { min: 0, max: 100 }) / 100;
  const h = wrapDegrees(readNumber(hsva.h) ?? 0) / 60;
  const s = percent(hsva.s);
  const v = percent(hsva.v);
  const f = (n: number) => {
    const k = (n + h) % 6;
    return (v - v * s * Math.max(0, Math.min(k, 4 - k, 1))) * 255;
  };
  return rgbaToHex({ r: f(5), g: f(3), b: f(1), a: hsva.a });
}

/** The alpha of a colour in percent (100 for `#rrggbb`). */
export function alphaPercentOf(hex: string): number {
  const normal = normaliseHex(hex);
  if (!normal || normal.length === 7) return 100;
  return Math.round((channel(normal, 7) / 255) * 100);
}

/** The same colour with another alpha, given in percent (clamped; unparsable → 100). */
export function withAlphaPercent(hex: string, alpha: unknown): HexColour | null {
  const normal = normaliseHex(hex);
  if (!normal) return null;
  return normaliseHex(normal.slice(0, 7) + byte((parseAlphaPercent(alpha) / 100) * 255));
}

/** The readings a picker shows, rounded to whole numbers. */
export function describeColour(hex: string): ColourValue | null {
  const rgba = hexToRgba(hex);
  const hsva = hexToHsva(hex);
  const normal = normaliseHex(hex);
  if (!rgba || !hsva || !normal) return null;
  const max = Math.max(rgba.r, rgba.g, rgba.b) / 255;
  const min = Math.min(rgba.r, rgba.g, rgba.b) / 255;
  return {
    hex: normal,
    rgb: { r: rgba.r, g: rgba.g, b: rgba.b },
    alpha: alphaPercentOf(normal),
    hue: Math.round(hsva.h) % 360,
    saturation: Math.round(hsva.s),
    brightness: Math.round(hsva.v),
    lightness: Math.round(((max + min) / 2) * 100),
  };
}
