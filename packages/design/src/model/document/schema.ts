import { z } from 'zod/mini';
import { isPictureSource } from './picture-source';
import { HEX_COLOUR_PATTERN } from '../colour/hex';
import { imageEditsSchema } from '../image-edits/edits-schema';
import { lazySchema, type Holds, type SameType } from '../lazy-schema';
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
import type { Design, Layer, Paint, Stroke } from './types';

/**
 * The schema is strict: it describes exactly what this code writes. Lenient reading of
 * old, partial or hand-edited documents is `migrateDesign`'s job, which repairs first and
 * then checks the result against this schema.
 *
 * Written with zod/mini (checks as functions, not methods): zod/mini bundles only the checks
 * used, where classic zod brought all of itself. Each schema is built on its first use, not when
 * the module loads (issue 41: building them all took 10–11 ms of the studio's start on a phone,
 * before anything needed them). The document's types are plain TypeScript (types.ts), held to
 * these schemas by the checks at the end of this file.
 */

const range = (limits: { min: number; max: number }) => z.number().check(z.minimum(limits.min), z.maximum(limits.max));
/** Degrees clockwise, 0 ≤ angle < 360. */
const degrees = () => z.number().check(z.minimum(0), z.lt(360));
/** A non-empty id of at most `LIMITS.idLength` characters. */
const idString = () => z.string().check(z.minLength(1), z.maxLength(LIMITS.idLength));

export const hexColourSchema = lazySchema(() =>
  z.string().check(z.regex(HEX_COLOUR_PATTERN, 'a lowercase #rrggbb or #rrggbbaa colour')),
);

function buildPaint() {
  const stop = z.object({
    /** Position along the gradient, in percent. */
    offset: range(LIMITS.gradientOffset),
    color: hexColourSchema(),
  });
  const stops = z.tuple([stop, stop]);
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('solid'), color: hexColourSchema() }),
    /** `angle` follows CSS linear-gradient: 0 points up, 90 to the right. */
    z.object({ kind: z.literal('linear'), angle: degrees(), stops }),
    /** Centred on the filled shape, first stop in the middle. */
    z.object({ kind: z.literal('radial'), stops }),
  ]);
}
export const paintSchema = lazySchema(buildPaint);

const buildStroke = () => z.object({ width: range(LIMITS.strokeWidth), color: hexColourSchema() });
export const strokeSchema = lazySchema(buildStroke);

/** A picture's own bytes as a data URL, or empty (a placeholder to fill in): picture-source.ts in
 *  @teamwear/shared says why nothing else (paths, web or blob: addresses) is kept. */
export const imageSrcSchema = lazySchema(() =>
  z.string().check(z.maxLength(LIMITS.srcLength), z.refine(isPictureSource, 'a PNG, JPEG, WebP, GIF or SVG data: URL')),
);

function buildLayer() {
  const layerBase = {
    id: idString(),
    view: z.enum(VIEWS),
    x: range(LIMITS.position),
    y: range(LIMITS.position),
    rotation: degrees(),
    scale: range(LIMITS.scale),
    opacity: range(LIMITS.opacity),
    stroke: strokeSchema(),
    visible: z.boolean(),
    locked: z.boolean(),
  };
  const text = z.object({
    ...layerBase,
    kind: z.enum(TEXT_LAYER_KINDS),
    text: z.string().check(z.maxLength(LIMITS.textLength)),
    fontFamily: z.string().check(z.minLength(1), z.maxLength(LIMITS.fontFamilyLength)),
    fontSize: range(LIMITS.fontSize),
    fontWeight: z.int().check(z.minimum(LIMITS.fontWeight.min), z.maximum(LIMITS.fontWeight.max)),
    fontStyle: z.enum(FONT_STYLES),
    fill: paintSchema(),
    align: z.enum(TEXT_ALIGNS),
  });
  const image = z.object({
    ...layerBase,
    kind: z.enum(IMAGE_LAYER_KINDS),
    src: imageSrcSchema(),
    width: range(LIMITS.imageSize),
    height: range(LIMITS.imageSize),
    edits: z.optional(imageEditsSchema()),
  });
  return z.discriminatedUnion('kind', [text, image]);
}
export const layerSchema = lazySchema(buildLayer);

function buildDesign() {
  const paint = paintSchema();
  const patternFill = z.object({
    id: z.nullable(idString()),
    scale: range(LIMITS.patternScale),
    opacity: range(LIMITS.opacity),
    tint: z.nullable(hexColourSchema()),
  });
  const stripe = z.object({ enabled: z.boolean(), paint, width: range(LIMITS.stripeWidth) });
  return z.object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    product: z.enum(PRODUCTS),
    teamName: z.string().check(z.maxLength(LIMITS.teamNameLength)),
    fabric: z.object({ supplierId: z.nullable(idString()), fabricId: z.nullable(idString()), colorId: z.nullable(idString()) }),
    sleeves: z.enum(SLEEVES),
    collar: idString(),
    buttons: z.object({
      count: z.int().check(z.minimum(LIMITS.buttons.min), z.maximum(LIMITS.buttons.max)),
      paint,
    }),
    pocket: z.boolean(),
    hood: z.boolean(),
    drawstring: z.boolean(),
    /** Garment part ids come from the garment catalogue; here they are free-form names. */
    parts: z.record(idString(), paint),
    stripes: z.object({ second: stripe, bottom: stripe, sleeve: stripe, shorts: stripe }),
    pattern: patternFill,
    partPatterns: z.record(idString(), patternFill),
    skin: hexColourSchema(),
    template: z.nullable(idString()),
    layers: z.array(layerSchema()).check(z.maxLength(LIMITS.layers)),
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
}
/** The whole document, strict: what `migrateDesign` checks last, what the API stores. */
export const designSchema = lazySchema(buildDesign);

// The plain types (types.ts) and the schemas describe the same document: a change to one that
// the other does not follow fails the typecheck here.
export type TypesMatchSchemas = [
  Holds<SameType<z.infer<ReturnType<typeof buildPaint>>, Paint>>,
  Holds<SameType<z.infer<ReturnType<typeof buildStroke>>, Stroke>>,
  Holds<SameType<z.infer<ReturnType<typeof buildLayer>>, Layer>>,
  Holds<SameType<z.infer<ReturnType<typeof buildDesign>>, Design>>,
];
