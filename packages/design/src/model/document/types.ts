import type { ImageEdits } from '../image-edits/edits';
import type { FontStyle, ImageLayerKind, Product, SCHEMA_VERSION, Sleeves, TextAlign, TextLayerKind, View } from './constants';

/**
 * The design document's shape as plain TypeScript (type aliases, not interfaces: a document is also a plain record). What may be in it (ranges, lengths, colour
 * formats, unique layer ids) is the strict schema's (schema.ts, `@teamwear/design/schemas`),
 * which a compile-time check there holds to these types. They are apart so that what only draws
 * an already valid document (the thumbnails on /me, the scene) does not load zod with them.
 */

/** Garment part ids come from the garment catalogue; here they are free-form names. */
export type PartId = string;

export type GradientStop = {
  /** Position along the gradient, in percent. */
  offset: number;
  /** A lowercase #rrggbb or #rrggbbaa colour. */
  color: string;
};

export type SolidPaint = {
  kind: 'solid';
  color: string;
};
/** `angle` follows CSS linear-gradient: 0 points up, 90 to the right; degrees, 0 ≤ angle < 360. */
export type LinearPaint = {
  kind: 'linear';
  angle: number;
  stops: [GradientStop, GradientStop];
};
/** Centred on the filled shape, first stop in the middle. */
export type RadialPaint = {
  kind: 'radial';
  stops: [GradientStop, GradientStop];
};
export type GradientPaint = LinearPaint | RadialPaint;
export type Paint = SolidPaint | LinearPaint | RadialPaint;

export type Stroke = {
  width: number;
  color: string;
};

type LayerBase = {
  id: string;
  view: View;
  /** Centre of the layer in garment units on its view's 1000×1000 artboard. */
  x: number;
  y: number;
  /** Degrees clockwise, 0 ≤ rotation < 360. */
  rotation: number;
  scale: number;
  opacity: number;
  stroke: Stroke;
  visible: boolean;
  locked: boolean;
};

export type TextLayer = LayerBase & {
  kind: TextLayerKind;
  text: string;
  fontFamily: string;
  fontSize: number;
  /** An integer. */
  fontWeight: number;
  /** Italic is drawn from the family's italic face (or slanted by the browser when it has none). */
  fontStyle: FontStyle;
  fill: Paint;
  align: TextAlign;
};

export type ImageLayer = LayerBase & {
  kind: ImageLayerKind;
  /** A picture's own bytes as a data URL, or empty (a placeholder to fill in): picture-source.ts. */
  src: string;
  /** Box size in garment units before `scale`. */
  width: number;
  height: number;
  /** The picture's edits (crop, turns, flips, colours) over the untouched `src`; absent: none. */
  edits?: ImageEdits | undefined;
};

export type Layer = TextLayer | ImageLayer;

export type Fabric = {
  /** null: any supplier. */
  supplierId: string | null;
  /** null: the supplier's default fabric. */
  fabricId: string | null;
  colorId: string | null;
};

export type Buttons = {
  count: number;
  paint: Paint;
};

export type Stripe = {
  enabled: boolean;
  paint: Paint;
  /** Garment units. */
  width: number;
};

export type Stripes = {
  second: Stripe;
  bottom: Stripe;
  sleeve: Stripe;
  shorts: Stripe;
};

export type PatternFill = {
  /** An id from the pattern library; null: no pattern. */
  id: string | null;
  scale: number;
  opacity: number;
  /** Recolours the pattern; null keeps its own colours. */
  tint: string | null;
};

export type Design = {
  schemaVersion: typeof SCHEMA_VERSION;
  product: Product;
  teamName: string;
  fabric: Fabric;
  sleeves: Sleeves;
  /** A collar style id from the catalogue. */
  collar: string;
  buttons: Buttons;
  pocket: boolean;
  hood: boolean;
  drawstring: boolean;
  /** Colour of each named garment part. */
  parts: Record<PartId, Paint>;
  stripes: Stripes;
  /** The garment-wide pattern. */
  pattern: PatternFill;
  /** Parts whose pattern differs from the garment-wide one. */
  partPatterns: Record<PartId, PatternFill>;
  /** Skin tone of the mannequin in the preview. */
  skin: string;
  /** The template the design started from, if any. */
  template: string | null;
  /** Bottom to top: the last layer is drawn over the others. */
  layers: Layer[];
  /** ISO timestamps with an offset. */
  createdAt: string;
  updatedAt: string;
};
