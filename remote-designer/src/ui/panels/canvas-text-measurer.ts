import type { TextMeasurer } from '@teamwear/design';
import { fontStack } from '../../render/fonts/fonts';

let context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;

function measuringContext() {
  if (context === undefined) {
    try {
      context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

const quoted = (family: string) => (family === 'sans-serif' || family === 'serif' || family === 'monospace' ? family : `"${family.replace(/"/g, '')}"`);

/**
 * A line's width as the browser draws it, in the font stack the canvas is given (render/fonts),
 * for placing a new text where it fits (model/placement). Without a 2D canvas it answers what
 * the model estimates.
 */
export function canvasTextMeasurer(fallback: TextMeasurer): TextMeasurer {
  return (line, font) => {
    const measuring = measuringContext();
    if (!measuring) return fallback(line, font);
    measuring.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize}px ${fontStack(font.fontFamily).map(quoted).join(', ')}`;
    const width = measuring.measureText(line).width;
    return Number.isFinite(width) && (width > 0 || line.trim() === '') ? width : fallback(line, font);
  };
}
