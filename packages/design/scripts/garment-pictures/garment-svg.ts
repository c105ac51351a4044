import { createDesign } from '../../src';
import type { DesignSlug } from '../../src/garments/design-slugs';
import { thumbnailScene, type ScenePaint, type ThumbnailScene } from '../../src/scene';

/**
 * A garment drawn as an SVG file, for the products page and the studio's opening state. The
 * drawing comes from this package's own pure code (the garment catalogue through thumbnailScene,
 * as the studio's template cards draw it), so a picture is the garment a customer gets when they
 * open its editor; only the markup is written here, because the studio's GarmentThumbnail is a
 * React component for the page.
 */

/** The canvas strokes part edges 2.4 garment units wide; at picture size a hairline reads better. */
const OUTLINE = { color: '#1f2937', opacity: 0.85, width: 1 };
/** A fixed date: the picture must not change from one build to the next. */
const CREATED_AT = '2026-01-01T00:00:00.000Z';

const round = (value: number) => Math.round(value * 10) / 10;

/** An attribute value: the catalogue's data is ours, but markup is escaped all the same. */
const attr = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A square box around the scene's garment, so that every picture takes the same room on the page. */
export function squareViewBox({ viewBox }: ThumbnailScene): { x: number; y: number; side: number } {
  const side = Math.max(viewBox.width, viewBox.height);
  return { x: round(viewBox.x + viewBox.width / 2 - side / 2), y: round(viewBox.y + viewBox.height / 2 - side / 2), side: round(side) };
}

/**
 * The scene as an SVG document `size` pixels square: parts and stripes with their paints,
 * shading, and the outline. Patterns and layers would need files of the designer's beside the
 * picture, and a garment as it comes has neither: such a scene is refused rather than drawn wrong.
 */
export function sceneSvg(scene: ThumbnailScene, size: number): string {
  if (scene.layers.length > 0 || scene.shapes.some((shape) => shape.pattern !== null)) {
    throw new Error('sceneSvg draws garments without patterns or layers');
  }
  const defs: string[] = [];
  const fillOf = (paint: ScenePaint): string => {
    if (paint.kind === 'solid') return paint.color;
    const id = `g${defs.length}`;
    const stops = paint.stops.map((stop) => `<stop offset="${attr(stop.offset)}" stop-color="${attr(stop.color)}"/>`).join('');
    defs.push(
      paint.kind === 'linear'
        ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${attr(paint.x1)}" y1="${attr(paint.y1)}" x2="${attr(paint.x2)}" y2="${attr(paint.y2)}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${attr(paint.cx)}" cy="${attr(paint.cy)}" r="${attr(paint.r)}">${stops}</radialGradient>`,
    );
    return `url(#${id})`;
  };
  const shapes = scene.shapes.map((shape) => `<path d="${attr(shape.d)}" fill="${attr(fillOf(shape.paint))}"/>`);
  const shading = scene.shading.map((shade) => `<path d="${attr(shade.d)}" fill="${attr(shade.color)}" fill-opacity="${attr(shade.alpha)}"/>`);
  const outline = `<path d="${attr(scene.outline)}" fill="none" stroke="${OUTLINE.color}" stroke-opacity="${OUTLINE.opacity}" stroke-width="${OUTLINE.width}" vector-effect="non-scaling-stroke" stroke-linejoin="round" stroke-linecap="round"/>`;
  const box = squareViewBox(scene);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${box.x} ${box.y} ${box.side} ${box.side}">`,
    defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '',
    ...shapes,
    ...shading,
    outline,
    '</svg>\n',
  ].join('');
}

/** The front of a new design of the garment, as its editor opens it. */
export function garmentPictureSvg(slug: DesignSlug, size: number): string {
  return sceneSvg(thumbnailScene(createDesign(slug, CREATED_AT), 'front'), size);
}
