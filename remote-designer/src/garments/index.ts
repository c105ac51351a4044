export { GARMENTS } from './catalogue';
export { resolveView, normaliseSelection, stripeRegion, matches } from './resolve';
export type { ResolvedView, ResolvedPart, ResolvedStripe, ResolvedShading, Rect } from './resolve';
export * from './types';
