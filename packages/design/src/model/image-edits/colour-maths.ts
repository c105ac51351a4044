import type { ImageEdits } from './edits';

/**
 * The colour side of a picture's edits as the numbers SVG filters take (feColorMatrix's 4×5
 * matrix on sRGB values 0–1), with the same sums done in code to test them.
 */

/** Row-major 4×5: [r g b a offset] for each of r, g, b, a. */
export type ColourMatrix = readonly number[];

export const IDENTITY: ColourMatrix = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];

/** `outer` applied after `inner`: one matrix doing both. */
export function compose(outer: ColourMatrix, inner: ColourMatrix): ColourMatrix {
  const result: number[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      let sum = col === 4 ? (outer[row * 5 + 4] ?? 0) : 0;
      for (let k = 0; k < 4; k += 1) sum += (outer[row * 5 + k] ?? 0) * (inner[k * 5 + col] ?? 0);
      result.push(sum);
    }
  }
  return result;
}

/** Brightness −1…1: colours scaled by 1 + b (−1 black, 1 twice as bright). */
export function brightnessMatrix(b: number): ColourMatrix {
  const k = 1 + b;
  return [k, 0, 0, 0, 0, 0, k, 0, 0, 0, 0, 0, k, 0, 0, 0, 0, 0, 1, 0];
}

/** Contrast −1…1: colours pushed from (or pulled to) middle grey by 1 + c. */
export function contrastMatrix(c: number): ColourMatrix {
  const k = 1 + c;
  const offset = 0.5 * (1 - k);
  return [k, 0, 0, 0, offset, 0, k, 0, 0, offset, 0, 0, k, 0, offset, 0, 0, 0, 1, 0];
}

/** Rec. 709 luma weights, as feColorMatrix type="saturate" uses. */
const LUMA = [0.2126, 0.7152, 0.0722] as const;

/** Saturation −1…1: −1 grey, 0 as it is, 1 twice as saturated (SVG's saturate with 1 + s). */
export function saturationMatrix(s: number): ColourMatrix {
  const k = 1 + s;
  const rows: number[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1) rows.push((LUMA[col] ?? 0) * (1 - k) + (row === col ? k : 0));
    rows.push(0, 0);
  }
  return [...rows, 0, 0, 0, 1, 0];
}

/** Every pixel this colour, its alpha kept: a one-colour vector in another colour. */
export function recolourMatrix(hex: string): ColourMatrix {
  const [r, g, b] = rgbOf(hex);
  return [0, 0, 0, 0, r, 0, 0, 0, 0, g, 0, 0, 0, 0, b, 0, 0, 0, 1, 0];
}

/** Brightness, then contrast, then saturation, as one matrix; null when they change nothing. */
export function adjustmentMatrix(edits: Pick<ImageEdits, 'brightness' | 'contrast' | 'saturation'>): ColourMatrix | null {
  if (edits.brightness === 0 && edits.contrast === 0 && edits.saturation === 0) return null;
  return compose(saturationMatrix(edits.saturation), compose(contrastMatrix(edits.contrast), brightnessMatrix(edits.brightness)));
}

/** A `#rrggbb` colour as 0–1 channels. */
export function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A matrix applied to one pixel (0–1 channels), clamped as filters clamp. */
export function applyMatrix(matrix: ColourMatrix, [r, g, b, a]: readonly [number, number, number, number]): [number, number, number, number] {
  const channel = (row: number) => clamp01((matrix[row * 5] ?? 0) * r + (matrix[row * 5 + 1] ?? 0) * g + (matrix[row * 5 + 2] ?? 0) * b + (matrix[row * 5 + 3] ?? 0) * a + (matrix[row * 5 + 4] ?? 0));
  return [channel(0), channel(1), channel(2), channel(3)];
}

/**
 * Removing a colour: each channel's distance from the key, doubled and capped at 1 (an SVG
 * component table "1 0 1" after shifting the key to ½), averaged; pixels whose distance is at
 * most the tolerance disappear, with a soft edge of 1/KEY_SOFTNESS above it.
 */
export const KEY_SOFTNESS = 12;

/** Shifts each channel so that the key colour lands on ½ (the first step of the filter). */
export function keyShiftMatrix(hex: string): ColourMatrix {
  const [r, g, b] = rgbOf(hex);
  return [1, 0, 0, 0, 0.5 - r, 0, 1, 0, 0, 0.5 - g, 0, 0, 1, 0, 0.5 - b, 0, 0, 0, 1, 0];
}

/** Alpha from the distances: (mean − tolerance) × softness (the filter's last matrix). */
export function keyAlphaMatrix(tolerance: number): ColourMatrix {
  const k = KEY_SOFTNESS / 3;
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, k, k, k, 0, -tolerance * KEY_SOFTNESS];
}

/** How much of a pixel stays (0–1) when `key` is removed with `tolerance`: the filter's sum, in code. */
export function keptFraction(rgb: readonly [number, number, number], key: string, tolerance: number): number {
  const shifted = applyMatrix(keyShiftMatrix(key), [rgb[0], rgb[1], rgb[2], 1]);
  const distance = (value: number) => Math.min(1, Math.abs(2 * value - 1));
  const distances: [number, number, number, number] = [distance(shifted[0]), distance(shifted[1]), distance(shifted[2]), 1];
  return applyMatrix(keyAlphaMatrix(tolerance), distances)[3];
}
