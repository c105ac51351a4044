import type { PartCondition, ShadingPath } from '../types';

/**
 * The two kinds of shading every garment draws over its parts: a shadow (black, multiplied, so
 * the part's own colour darkens) and a highlight (white, screened, so it lightens). Shared so that
 * a fold looks the same on every garment.
 */

export const dark = (d: string, alpha: number, when?: PartCondition): ShadingPath => ({
  d,
  color: '#000000',
  alpha,
  blend: 'multiply',
  ...(when ? { when } : {}),
});

export const light = (d: string, alpha: number, when?: PartCondition): ShadingPath => ({
  d,
  color: '#ffffff',
  alpha,
  blend: 'screen',
  ...(when ? { when } : {}),
});
