import { FillGradient, type FillInput } from 'pixi.js';
import type { Paint } from '@teamwear/design';
import { linearGradientLine, normaliseStops, radialGradientCircle, type Bounds } from '@teamwear/design/scene';

/**
 * A design paint as a Pixi fill over a shape with the given bounds (in the shape's own
 * units). Gradients are GPU textures: every one made is handed to `keep`, whose owner
 * destroys it when the shape goes.
 */
export function paintFill(paint: Paint, bounds: Bounds, keep: (gradient: FillGradient) => void): FillInput {
  if (paint.kind === 'solid') return { color: paint.color };
  const colorStops = normaliseStops(paint.stops);
  let gradient: FillGradient;
  if (paint.kind === 'linear') {
    const { start, end } = linearGradientLine(paint.angle, bounds);
    gradient = new FillGradient({ type: 'linear', start, end, colorStops, textureSpace: 'global' });
  } else {
    const { center, radius } = radialGradientCircle(bounds);
    gradient = new FillGradient({
      type: 'radial',
      center,
      innerRadius: 0,
      outerCenter: center,
      outerRadius: radius,
      colorStops,
      textureSpace: 'global',
    });
  }
  keep(gradient);
  return { fill: gradient };
}

/** The same over a unit box, for fills whose shape is measured by Pixi itself (text). */
export function localPaintFill(paint: Paint, keep: (gradient: FillGradient) => void): string | FillGradient {
  if (paint.kind === 'solid') return paint.color;
  const unit = { x: 0, y: 0, width: 1, height: 1 };
  const colorStops = normaliseStops(paint.stops);
  const gradient =
    paint.kind === 'linear'
      ? new FillGradient({ type: 'linear', ...linearGradientLine(paint.angle, unit), colorStops, textureSpace: 'local' })
      : new FillGradient({
          type: 'radial',
          center: { x: 0.5, y: 0.5 },
          innerRadius: 0,
          outerCenter: { x: 0.5, y: 0.5 },
          outerRadius: radialGradientCircle(unit).radius,
          colorStops,
          textureSpace: 'local',
        });
  keep(gradient);
  return gradient;
}
