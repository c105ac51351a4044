import type { Product } from '@teamwear/design';

/**
 * What the studio tells the partner's page (the `onEvent` of TeamwearDesigner.mount). Never a
 * token, nor the hand-off link: it carries one, and the partner's page has no business with it.
 */
export type StudioEvent =
  | { type: 'ready'; garment: Product }
  | { type: 'changed'; garment: Product }
  | { type: 'handed-off'; garment: Product; expiresAt: string }
  | { type: 'error'; code: StudioErrorCode; message: string };

/** Why the studio could not do what it was asked; `message` says it in English, for developers. */
export type StudioErrorCode =
  /** mount() was given options it cannot use. */
  | 'INVALID_OPTIONS'
  /** The shop's scripts (the studio's start) could not be loaded. */
  | 'LOAD_FAILED'
  /** The shop did not answer this page: unreachable, or this origin is not on its allow-list. */
  | 'SHOP_UNREACHABLE'
  | 'UNKNOWN_SHOP'
  | 'NOT_OFFERED'
  /** The designer remote could not be loaded (its fallback shows, with Try again). */
  | 'STUDIO_UNAVAILABLE'
  /** The `design` given could not be read (or is another garment's): a new design was started. */
  | 'DESIGN_UNREADABLE'
  | 'HANDOFF_FAILED';
