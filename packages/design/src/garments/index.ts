/**
 * The garment catalogue: the eight products as vector outlines on a 1000×1000 artboard per
 * view, built from named parts that are coloured separately. Pure data and pure helpers.
 *
 * To draw a view for a design: `resolveView(slug, 'front', selection, stripeWidths)` and paint
 * - the parts in order, each filled with its colour (or pattern);
 * - each enabled stripe right after the part named by its `paintAfter`;
 * - the shading paths (colour, alpha, blend), clipped to the garment if the renderer likes;
 * - the outline, stroked thin and dark over everything.
 * Print areas say where logos, names and numbers go by default.
 */
export { GARMENTS, preparedGarment } from './catalogue';
export { takesShortsNumber, mainPartOf } from './garment-facts';
export { resolveView, normaliseSelection, stripeRegion, matches } from './resolve';
export type { ResolvedView, ResolvedPart, ResolvedBodyPart, ResolvedStripe, ResolvedShading, Rect } from './resolve';
export * from './types';
export { SLEEVE_AREAS, PRODUCTS_WITH_SLEEVES, type SleeveArea } from './sleeve-areas';
export { pathBounds } from './geometry/svg-path';
