import type { DesignSlug } from './design-slugs';
import { GARMENTS } from './catalogue';

/** The print areas on the sleeves, by the wearer's side (see types.ts), as the print files name them. */
export const SLEEVE_AREAS = ['sleeve-left', 'sleeve-right'] as const;
export type SleeveArea = (typeof SLEEVE_AREAS)[number];

/** Garments offered with sleeves (any length): their sleeves take sponsors and numbers. */
export const PRODUCTS_WITH_SLEEVES: readonly DesignSlug[] = (Object.keys(GARMENTS) as DesignSlug[]).filter((slug) =>
  GARMENTS[slug].options.sleeves.some((length) => length !== 'none'),
);
