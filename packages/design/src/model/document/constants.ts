import { DESIGN_SLUGS, type DesignSlug } from '../../garments/design-slugs';

/** The version this code writes. Older documents are upgraded by `migrateDesign`. */
export const SCHEMA_VERSION = 3;

/** One design editor per garment (docs/product.md §2): the route table's slugs, listed there once. */
export const PRODUCTS = DESIGN_SLUGS;
export type Product = DesignSlug;

export const VIEWS = ['front', 'back'] as const;
export type View = (typeof VIEWS)[number];

export const SLEEVES = ['short', 'long', 'none'] as const;
export type Sleeves = (typeof SLEEVES)[number];

export const STRIPE_IDS = ['second', 'bottom', 'sleeve', 'shorts'] as const;
export type StripeId = (typeof STRIPE_IDS)[number];

/** Layers drawn as text (a font, a fill, an alignment). */
export const TEXT_LAYER_KINDS = ['text', 'frontNumber', 'backNumber', 'playerName', 'shortsNumber', 'sleeveNumber'] as const;
/** Layers drawn from a picture (a source URL and a box). */
export const IMAGE_LAYER_KINDS = ['logo', 'sponsor', 'frontImage', 'backImage'] as const;
export const LAYER_KINDS = [...TEXT_LAYER_KINDS, ...IMAGE_LAYER_KINDS] as const;
export type TextLayerKind = (typeof TEXT_LAYER_KINDS)[number];
export type ImageLayerKind = (typeof IMAGE_LAYER_KINDS)[number];
export type LayerKind = TextLayerKind | ImageLayerKind;

/** Layers that carry a player's name or number: a template restyles them but keeps their text. */
export const PLAYER_LAYER_KINDS = ['frontNumber', 'backNumber', 'playerName', 'shortsNumber', 'sleeveNumber'] as const;
export type PlayerLayerKind = (typeof PLAYER_LAYER_KINDS)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** A text's face besides its weight: upright or italic (the catalogue's `styles`). */
export const FONT_STYLES = ['normal', 'italic'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];

/** Line spacing, in font sizes: as the canvas, the design's thumbnails and the server's print files set lines. */
export const TEXT_LINE_HEIGHT = 1.15;

/** Each view is a 1000×1000 artboard in garment units; the renderer scales it to pixels. */
export const ARTBOARD_SIZE = 1000;

/** Ranges every value is clamped into, by commands and when restoring stored documents. */
export const LIMITS = {
  /** A layer may hang off the artboard edge, but never so far that it is lost. */
  position: { min: -200, max: 1200 },
  scale: { min: 0.1, max: 10 },
  opacity: { min: 0, max: 1 },
  strokeWidth: { min: 0, max: 50 },
  fontSize: { min: 4, max: 600 },
  fontWeight: { min: 100, max: 900 },
  imageSize: { min: 1, max: 2000 },
  buttons: { min: 0, max: 8 },
  stripeWidth: { min: 1, max: 200 },
  patternScale: { min: 0.1, max: 10 },
  gradientOffset: { min: 0, max: 100 },
  teamNameLength: 60,
  textLength: 200,
  idLength: 64,
  fontFamilyLength: 100,
  /** Data URLs are allowed for uploaded logos; past this size they belong on the server. */
  srcLength: 2_000_000,
  layers: 200,
} as const;
