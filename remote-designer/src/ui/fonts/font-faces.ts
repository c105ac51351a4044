import type { FontSummary } from '@teamwear/shared/contracts';
import type { FontStyle } from '@teamwear/design';

/**
 * Which weights and styles a text's family can be drawn in (the picker offers only those):
 * a catalogue family's own (its `weights` and `styles`); a device family, or one whose list
 * has not come, normal, bold and black, upright and italic (every device has or makes them).
 */
export interface FaceChoices {
  weights: readonly number[];
  italic: boolean;
}

export const DEVICE_FACES: FaceChoices = { weights: [400, 700, 900], italic: true };

export function faceChoicesOf(summary: Pick<FontSummary, 'weights' | 'styles'> | undefined): FaceChoices {
  if (!summary || summary.weights.length === 0) return DEVICE_FACES;
  return { weights: [...summary.weights].sort((a, b) => a - b), italic: summary.styles.includes('italic') };
}

/** The weight nearest the wanted one (the heavier on a tie, as CSS does above 500). */
export function nearestWeight(weights: readonly number[], wanted: number): number {
  return [...weights].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a)[0] ?? wanted;
}

/** A text's weight and style in another family: the nearest weight it has, and upright when it has no italic. */
export function faceIn(choices: FaceChoices, current: { fontWeight: number; fontStyle: FontStyle }): { fontWeight: number; fontStyle: FontStyle } {
  return {
    fontWeight: nearestWeight(choices.weights, current.fontWeight),
    fontStyle: current.fontStyle === 'italic' && choices.italic ? 'italic' : 'normal',
  };
}

/** The strings key naming each weight (CSS's names for 100–900). */
export const WEIGHT_NAMES: Readonly<Record<number, string>> = {
  100: 'thin',
  200: 'extraLight',
  300: 'light',
  400: 'normal',
  500: 'medium',
  600: 'semiBold',
  700: 'bold',
  800: 'extraBold',
  900: 'black',
};
