import { z } from 'zod/mini';
import { FONT_STYLES, LIMITS, TEXT_ALIGNS } from '../document/constants';
import { paintSchema, strokeSchema } from '../document/schema';
import { lazySchema, type Holds, type SameType } from '../lazy-schema';
import { TEXT_STYLE_TYPE, type TextStyle } from './text-style';

/** A text style from the clipboard (text-style.ts), strict: built on first use (lazy-schema.ts). */

function buildTextStyle() {
  const range = (limits: { min: number; max: number }) => z.number().check(z.minimum(limits.min), z.maximum(limits.max));
  return z.strictObject({
    type: z.literal(TEXT_STYLE_TYPE),
    fontFamily: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.fontFamilyLength)),
    fontSize: range(LIMITS.fontSize),
    fontWeight: z.int().check(z.minimum(LIMITS.fontWeight.min), z.maximum(LIMITS.fontWeight.max), z.multipleOf(100)),
    /** Absent in a style copied before texts could be italic: that text was upright. */
    fontStyle: z._default(z.enum(FONT_STYLES), 'normal'),
    fill: paintSchema(),
    align: z.enum(TEXT_ALIGNS),
    stroke: strokeSchema(),
    opacity: range(LIMITS.opacity),
  });
}
export const textStyleSchema = lazySchema(buildTextStyle);

export type TypesMatchSchemas = Holds<SameType<z.infer<ReturnType<typeof buildTextStyle>>, TextStyle>>;
