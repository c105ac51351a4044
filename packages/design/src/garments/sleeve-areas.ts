import type { DesignSlug } from './design-slugs';
import { GARMENTS } from './catalogue';

export { SLEEVE_AREAS, type SleeveArea } from './types';

/** Garments offered with sleeves (any length): their sleeves take sponsors and numbers. */
export const PRODUCTS_WITH_SLEEVES: readonly DesignSlug[] = (Object.keys(GARMENTS) as DesignSlug[]).filter((slug) =>
  GARMENTS[slug].options.sleeves.some((length) => length !== 'none'),
);
