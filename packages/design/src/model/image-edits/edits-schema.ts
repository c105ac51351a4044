import { z } from 'zod/mini';
import { lazySchema, type Holds, type SameType } from '../lazy-schema';
import type { Crop, ImageEdits } from './edits';

/** A picture's edits (edits.ts), strict: built on first use (lazy-schema.ts). */

function buildCrop() {
  const fraction = z.number().check(z.minimum(0), z.maximum(1));
  const size = z.number().check(z.gt(0), z.maximum(1));
  return z.object({ x: fraction, y: fraction, width: size, height: size });
}
export const cropSchema = lazySchema(buildCrop);

function buildImageEdits() {
  const fraction = z.number().check(z.minimum(0), z.maximum(1));
  const adjustment = z.number().check(z.minimum(-1), z.maximum(1));
  const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'a lowercase #rrggbb colour'));
  const pixels = z.int().check(z.minimum(1), z.maximum(100_000));
  return z.object({
    sourceWidth: pixels,
    sourceHeight: pixels,
    crop: cropSchema(),
    quarterTurns: z.int().check(z.minimum(0), z.maximum(3)),
    flipX: z.boolean(),
    flipY: z.boolean(),
    brightness: adjustment,
    contrast: adjustment,
    saturation: adjustment,
    recolour: z.nullable(hex),
    removeColour: z.nullable(z.object({ color: hex, tolerance: fraction })),
  });
}
export const imageEditsSchema = lazySchema(buildImageEdits);

export type TypesMatchSchemas = [
  Holds<SameType<z.infer<ReturnType<typeof buildCrop>>, Crop>>,
  Holds<SameType<z.infer<ReturnType<typeof buildImageEdits>>, ImageEdits>>,
];
