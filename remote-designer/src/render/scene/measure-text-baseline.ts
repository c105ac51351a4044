import { CanvasTextMetrics, fontStringFromTextStyle, type TextStyle } from 'pixi.js';
import { baselineShift } from './text-baseline';

let measuring: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;
function measuringContext() {
  if (measuring === undefined) {
    measuring = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : document.createElement('canvas').getContext('2d');
  }
  return measuring;
}

/** The same for a Pixi text as it is styled now (0 where the browser cannot measure a font's extent). */
export function textBaselineShift(text: string, style: TextStyle, strokeWidth: number): number {
  const context = measuringContext();
  if (!context || text === '') return 0;
  const metrics = CanvasTextMetrics.measureText(text, style);
  context.font = fontStringFromTextStyle(style);
  const measured = context.measureText(metrics.lines[0] ?? text);
  if (!Number.isFinite(measured.fontBoundingBoxAscent) || !Number.isFinite(measured.fontBoundingBoxDescent)) return 0;
  return baselineShift(
    {
      height: metrics.height,
      lineHeight: metrics.lineHeight,
      lines: metrics.lines.length,
      inkAscent: metrics.fontProperties.ascent,
      inkSize: metrics.fontProperties.fontSize,
      strokeWidth,
    },
    style.fontSize,
    { ascent: measured.fontBoundingBoxAscent, descent: measured.fontBoundingBoxDescent },
  );
}
