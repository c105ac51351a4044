/**
 * The design studio's model: the document, its edits, undo/redo, colour rules, how a design
 * dresses its garment, and local drafts. Pure TypeScript: no DOM, no React, no Pixi. render/ and ui/ build on this surface.
 */

// The document
export {
  ARTBOARD_SIZE,
  FONT_STYLES,
  IMAGE_LAYER_KINDS,
  LAYER_KINDS,
  LIMITS,
  PLAYER_LAYER_KINDS,
  PRODUCTS,
  SCHEMA_VERSION,
  SLEEVES,
  STRIPE_IDS,
  TEXT_ALIGNS,
  TEXT_LAYER_KINDS,
  TEXT_LINE_HEIGHT,
  VIEWS,
  type FontStyle,
  type ImageLayerKind,
  type LayerKind,
  type PlayerLayerKind,
  type Product,
  type Sleeves,
  type StripeId,
  type TextAlign,
  type TextLayerKind,
  type View,
} from './document/constants';
// The document's types; its strict zod schemas are `@teamwear/design/schemas` (built on first use)
export type {
  Buttons,
  Design,
  Fabric,
  GradientPaint,
  GradientStop,
  ImageLayer,
  Layer,
  LinearPaint,
  Paint,
  PartId,
  PatternFill,
  RadialPaint,
  SolidPaint,
  Stripe,
  Stripes,
  Stroke,
  TextLayer,
} from './document/types';
export {
  createDesign,
  defaultLayer,
  defaultViewOf,
  DEFAULT_SKIN,
  isImageKind,
  isImageLayer,
  isTextLayer,
  NO_PATTERN,
  SKIN_TONES,
  touchDesign,
  type CreateDesignOptions,
} from './document/defaults';
export { isUntouchedDesign } from './document/untouched';
export { migrateDesign } from './document/migrate';
// The same upgrade and repair without the strict check (no zod): for a document already checked
export { upgradeDesign, type DesignV1, type MigrateOptions, type MigrationError, type MigrationResult } from './document/upgrade';
export type { LayerPatch } from './document/layer-patch';
export type { IdGenerator } from './document/restore';

// Edits
export * from './commands';

// A text layer's style through the clipboard
export { TEXT_STYLE_TYPE, textStyleJson, textStyleOf, type TextStyle } from './text-style/text-style';
export { parseTextStyle } from './text-style/parse-text-style';

// Undo/redo, the store and the keyboard
export { createHistory, DEFAULT_HISTORY_LIMIT, type ApplyOptions, type History } from './history/history';
export { createDesignStore, type DesignEdit, type DesignStore, type DesignStoreState, type Selection } from './history/store';
export { keyToAction, NUDGE_STEP, NUDGE_STEP_LARGE, type KeyAction, type KeyLike } from './history/keyboard';

// Colour picker rules
export * from './colour/hex';
export * from './colour/channels';
export * from './colour/convert';
export * from './colour/gradient';
export * from './colour/history';

// How a design dresses its garment (what the canvas, the thumbnails and the panels draw)
export {
  garmentKey,
  garmentSelectionOf,
  ON_ITS_OWN,
  partPaint,
  PATTERN_TILE_UNITS,
  patternOf,
  stripeWidthsOf,
  WORN,
  type GarmentLook,
} from './look/design-look';
export { garmentBounds, resolvedViewOf, type GarmentBox } from './look/resolved-garment';

// Where a new layer goes: its print area, clear of the others, sized to fit
export * from './placement';

// Local drafts
export { draftStorageKey, parseDraftStorageKey, parseUncheckedDraft, serialiseDraft, type Draft, type DraftMeta } from './draft/draft';
export { parseDraft } from './draft/checked-draft';

// A picture layer's edits (crop, turns, flips, colours) and the SVG that draws them
export * from './image-edits';
