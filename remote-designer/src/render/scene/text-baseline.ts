import { TEXT_LINE_HEIGHT } from '@teamwear/design';

export { TEXT_LINE_HEIGHT };

/** The font's own ascent and descent (what SVG centres a line on), in px at the style's size. */
export interface FontExtent {
  ascent: number;
  descent: number;
}

/** Pixi's measurement of a text: where it puts the first line's baseline inside its box. */
export interface PixiTextLayout {
  /** The box Pixi centres on the layer's point (anchor 0.5). */
  height: number;
  lineHeight: number;
  lines: number;
  /** Ascent and size Pixi measures from the ink of its sample string. */
  inkAscent: number;
  inkSize: number;
  strokeWidth: number;
}

/**
 * How far down to move a Pixi text anchored at its centre so that its lines sit where the
 * thumbnails (SVG, dominant-baseline="central") and the server's print files put them: line i
 * centred on y + (i − (n − 1) / 2) × 1.15 × size, by the font's ascent and descent. Pixi instead
 * places the first baseline from the ink of the string "|ÉqÅM" in whatever font the browser uses:
 * measured 0.06 of the font size higher, 1.5 cm on a number printed on a shirt's back. Pure, so
 * it is tested without a canvas (the measuring is ./measure-text-baseline).
 */
export function baselineShift(layout: PixiTextLayout, fontSize: number, font: FontExtent): number {
  const lineShift = Math.max(0, (layout.lineHeight - layout.inkSize) / 2);
  const pixiFirstBaseline = layout.strokeWidth / 2 + layout.inkAscent + lineShift - layout.height / 2;
  const wantedFirstBaseline = (-(layout.lines - 1) / 2) * fontSize * TEXT_LINE_HEIGHT + (font.ascent - font.descent) / 2;
  return wantedFirstBaseline - pixiFirstBaseline;
}
