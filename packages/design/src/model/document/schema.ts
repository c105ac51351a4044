import { z } from 'zod/mini';
import { isPictureSource } from './picture-source';
import { HEX_COLOUR_PATTERN } from '../colour/hex';
import { ImageEditsSchema } from '../image-edits/edits';
import {
  FONT_STYLES,
  IMAGE_LAYER_KINDS,
  LIMITS,
  PRODUCTS,
  SCHEMA_VERSION,
  SLEEVES,
  TEXT_ALIGNS,
  TEXT_LAYER_KINDS,
  VIEWS,
} from './constants';

/**
 * The schema is strict: it describes exactly what this code writes. Lenient reading of
 * old, partial or hand-edited documents is `migrateDesign`'s job, which repairs first and
 * then checks the result against this schema.
 *
 * Written with zod/mini (checks as functions, not methods): the studio's first load builds
 * this schema, and zod/mini bundles only the checks used, where classic zod brought all of
 * itself.
 */

const range = (limits: { min: number; max: number }) => z.number().check(z.minimum(limits.min), z.maximum(limits.max));
/** Degrees clockwise, 0 ≤ angle < 360. */
const degrees = () => z.number().check(z.minimum(0), z.lt(360));
/** A non-empty id of at most `LIMITS.idLength` characters. */
const idString = () => z.string().check(z.minLength(1), z.maxLength(LIMITS.idLength));

export const HexColourSchema = z.string().check(z.regex(HEX_COLOUR_PATTERN, 'a lowercase #rrggbb or #rrggbbaa colour'));

/** Garment part ids come from the garment catalogue; here they are free-form names. */
export const PartIdSchema = idString();
export type PartId = z.infer<typeof PartIdSchema>;

export const LayerIdSchema = idString();

export const GradientStopSchema = z.object({
  /** Position along the gradient, in percent. */
  offset: range(LIMITS.gradientOffset),
  color: HexColourSchema,
});
export type GradientStop = z.infer<typeof GradientStopSchema>;

const stops = z.tuple([GradientStopSchema, GradientStopSchema]);

export const SolidPaintSchema = z.object({ kind: z.literal('solid'), color: HexColourSchema });
/** `angle` follows CSS linear-gradient: 0 points up, 90 to the right. */
export const LinearPaintSchema = z.object({ kind: z.literal('linear'), angle: degrees(), stops });
/** Centred on the filled shape, first stop in the middle. */
export const RadialPaintSchema = z.object({ kind: z.literal('radial'), stops });
export const PaintSchema = z.discriminatedUnion('kind', [SolidPaintSchema, LinearPaintSchema, RadialPaintSchema]);
export type SolidPaint = z.infer<typeof SolidPaintSchema>;
export type LinearPaint = z.infer<typeof LinearPaintSchema>;
export type RadialPaint = z.infer<typeof RadialPaintSchema>;
export type GradientPaint = LinearPaint | RadialPaint;
export type Paint = z.infer<typeof PaintSchema>;

export const StrokeSchema = z.object({ width: range(LIMITS.strokeWidth), color: HexColourSchema });
export type Stroke = z.infer<typeof StrokeSchema>;

const layerBase = {
  id: LayerIdSchema,
  view: z.enum(VIEWS),
  /** Centre of the layer in garment units on its view's 1000×1000 artboard. */
  x: range(LIMITS.position),
  y: range(LIMITS.position),
  /** Degrees clockwise, 0 ≤ rotation < 360. */
  rotation: degrees(),
  scale: range(LIMITS.scale),
  opacity: range(LIMITS.opacity),
  stroke: StrokeSchema,
  visible: z.boolean(),
  locked: z.boolean(),
};

export const TextLayerSchema = z.object({
  ...layerBase,
  kind: z.enum(TEXT_LAYER_KINDS),
  text: z.string().check(z.maxLength(LIMITS.textLength)),
  fontFamily: z.string().check(z.minLength(1), z.maxLength(LIMITS.fontFamilyLength)),
  fontSize: range(LIMITS.fontSize),
  fontWeight: z.int().check(z.minimum(LIMITS.fontWeight.min), z.maximum(LIMITS.fontWeight.max)),
  /** Italic is drawn from the family's italic face (or slanted by the browser when it has none). */
  fontStyle: z.enum(FONT_STYLES),
  fill: PaintSchema,
  align: z.enum(TEXT_ALIGNS),
});

/** A picture's own bytes as a data URL, or empty (a placeholder to fill in): picture-source.ts in
 *  @teamwear/shared says why nothing else (paths, web or blob: addresses) is kept. */
export const ImageSrcSchema = z
  .string()
  .check(
    z.maxLength(LIMITS.srcLength),
    z.refine(isPictureSource, 'a PNG, JPEG, WebP, GIF or SVG data: URL'),
  );

export const ImageLayerSchema = z.object({
  ...layerBase,
  kind: z.enum(IMAGE_LAYER_KINDS),
  src: ImageSrcSchema,
  /** Box size in garment units before `scale`. */
  width: range(LIMITS.imageSize),
  height: range(LIMITS.imageSize),
  /** The picture's edits (crop, turns, flips, colours) over the untouched `src`; absent: none. */
  edits: z.optional(ImageEditsSchema),
});

export const LayerSchema = z.discriminatedUnion('kind', [TextLayerSchema, ImageLayerSchema]);
export type TextLayer = z.infer<typeof TextLayerSchema>;
export type ImageLayer = z.infer<typeof ImageLayerSchema>;
export type Layer = z.infer<typeof LayerSchema>;

export const FabricSchema = z.object({
  /** null: any supplier. */
  supplierId: z.nullable(idString()),
  /** null: the supplier's default fabric. */
  fabricId: z.nullable(idString()),
  colorId: z.nullable(idString()),
});
export type Fabric = z.infer<typeof FabricSchema>;

export const ButtonsSchema = z.object({
  count: z.int().check(z.minimum(LIMITS.buttons.min), z.maximum(LIMITS.buttons.max)),
  paint: PaintSchema,
});
export type Buttons = z.infer<typeof ButtonsSchema>;

export const StripeSchema = z.object({
  enabled: z.boolean(),
  paint: PaintSchema,
  /** Garment units. */
  width: range(LIMITS.stripeWidth),
});
export type Stripe = z.infer<typeof StripeSchema>;

export const StripesSchema = z.object({ second: StripeSchema, bottom: StripeSchema, sleeve: StripeSchema, shorts: StripeSchema });
export type Stripes = z.infer<typeof StripesSchema>;

export const PatternFillSchema = z.object({
  /** An id from the pattern library; null: no pattern. */
  id: z.nullable(idString()),
  scale: range(LIMITS.patternScale),
  opacity: range(LIMITS.opacity),
  /** Recolours the pattern; null keeps its own colours. */
  tint: z.nullable(HexColourSchema),
});
export type PatternFill = z.infer<typeof PatternFillSchema>;

export const DesignSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  product: z.enum(PRODUCTS),
  teamName: z.string().check(z.maxLength(LIMITS.teamNameLength)),
  fabric: FabricSchema,
  sleeves: z.enum(SLEEVES),
  /** A collar style id from the catalogue. */
  collar: idString(),
  buttons: ButtonsSchema,
  pocket: z.boolean(),
  hood: z.boolean(),
  drawstring: z.boolean(),
  /** Colour of each named garment part. */
  parts: z.record(PartIdSchema, PaintSchema),
  stripes: StripesSchema,
  /** The garment-wide pattern. */
  pattern: PatternFillSchema,
  /** Parts whose pattern differs from the garment-wide one. */
  partPatterns: z.record(PartIdSchema, PatternFillSchema),
  /** Skin tone of the mannequin in the preview. */
  skin: HexColourSchema,
  /** The template the design started from, if any. */
  template: z.nullable(idString()),
  /** Bottom to top: the last layer is drawn over the others. */
  layers: z.array(LayerSchema).check(z.maxLength(LIMITS.layers)),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
}).check(
  z.superRefine((design, ctx) => {
    const seen = new Set<string>();
    design.layers.forEach((layer, index) => {
      if (seen.has(layer.id)) ctx.addIssue({ code: 'custom', path: ['layers', index, 'id'], message: 'duplicate layer id' });
      seen.add(layer.id);
    });
  }),
);
export type Design = z.infer<typeof DesignSchema>;
