import { z } from 'zod/mini';
import { FONT_STYLES, TEXT_ALIGNS, LIMITS } from '../document/constants';
import { PaintSchema, StrokeSchema, type TextLayer } from '../document/schema';

/**
 * A text layer's style as it travels through the clipboard (docs/product.md §5, 'invalid
 * textstyle'): plain JSON, so it can be pasted into another tab, another design or kept in a note.
 * The `type` marks it as ours: any other JSON, however close, is not a text style. The values are
 * checked against the document's own limits, so a pasted style never needs clamping.
 */
export const TEXT_STYLE_TYPE = 'teamwear/textstyle';

const range = (limits: { min: number; max: number }) => z.number().check(z.minimum(limits.min), z.maximum(limits.max));

export const TextStyleSchema = z.strictObject({
  type: z.literal(TEXT_STYLE_TYPE),
  fontFamily: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.fontFamilyLength)),
  fontSize: range(LIMITS.fontSize),
  fontWeight: z.int().check(z.minimum(LIMITS.fontWeight.min), z.maximum(LIMITS.fontWeight.max), z.multipleOf(100)),
  /** Absent in a style copied before texts could be italic: that text was upright. */
  fontStyle: z._default(z.enum(FONT_STYLES), 'normal'),
  fill: PaintSchema,
  align: z.enum(TEXT_ALIGNS),
  stroke: StrokeSchema,
  opacity: range(LIMITS.opacity),
});
export type TextStyle = z.infer<typeof TextStyleSchema>;

/** What is copied: how the text looks, not what it says or where it is. */
export function textStyleOf(layer: TextLayer): TextStyle {
  return {
    type: TEXT_STYLE_TYPE,
    fontFamily: layer.fontFamily,
    fontSize: layer.fontSize,
    fontWeight: layer.fontWeight,
    fontStyle: layer.fontStyle,
    fill: layer.fill,
    align: layer.align,
    stroke: layer.stroke,
    opacity: layer.opacity,
  };
}

/** The clipboard's text for a layer's style. */
export function textStyleJson(layer: TextLayer): string {
  return JSON.stringify(textStyleOf(layer));
}

/** A text style from the clipboard's text (or an already parsed value), or null when it is not one. */
export function parseTextStyle(input: unknown): TextStyle | null {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = TextStyleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
