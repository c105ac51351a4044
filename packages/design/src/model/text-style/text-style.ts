import type { FontStyle, TextAlign } from '../document/constants';
import type { Paint, Stroke, TextLayer } from '../document/types';

/**
 * A text layer's style as it travels through the clipboard (docs/product.md §5, 'invalid
 * textstyle'): plain JSON, so it can be pasted into another tab, another design or kept in a note.
 * The `type` marks it as ours: any other JSON, however close, is not a text style. The values are
 * checked against the document's own limits, so a pasted style never needs clamping.
 */
export const TEXT_STYLE_TYPE = 'teamwear/textstyle';

/** Checked by text-style-schema.ts when read (parse-text-style.ts). */
export type TextStyle = {
  type: typeof TEXT_STYLE_TYPE;
  fontFamily: string;
  fontSize: number;
  /** A multiple of 100. */
  fontWeight: number;
  fontStyle: FontStyle;
  fill: Paint;
  align: TextAlign;
  stroke: Stroke;
  opacity: number;
};

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
