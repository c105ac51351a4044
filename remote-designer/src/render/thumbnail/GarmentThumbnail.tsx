import { useEffect, useMemo, useReducer, type CSSProperties } from 'react';
import { pictureSource, type Design, type View } from '@teamwear/design';
import { documentFonts } from '../fonts/document-fonts';
import { fontStack } from '../fonts/fonts';
import { designerAssetUrl } from '../scene/asset-url';
import { thumbnailScene } from '@teamwear/design/scene';
import { SceneSvg } from '@teamwear/shared/ui/kit/scene-svg';

export interface GarmentThumbnailProps {
  doc: Design;
  view?: View;
  /** The square it fits in, in CSS pixels (garments are taller or wider than they are square). */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  style?: CSSProperties;
}

/**
 * A small picture of a design, drawn as SVG from the garment's outlines (no canvas, no Pixi
 * renderer: SceneSvg of its scene): part colours and gradients, stripes, the pattern tiles,
 * shading, and the view's texts (in the catalogue's fonts) and pictures (with their edits).
 */
export function GarmentThumbnail({ doc, view = 'front', size, label, style }: GarmentThumbnailProps) {
  const scene = useMemo(() => thumbnailScene(doc, view), [doc, view]);
  // The catalogue fonts its texts name, loaded as the canvas loads them (only the pieces their
  // letters need); drawn again when they are in, as fontStack then names the family.
  const [, fontsArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const fonts = documentFonts(() => fontsArrived());
    fonts.want(doc.layers);
    return () => fonts.stop();
  }, [doc.layers]);
  return (
    <SceneSvg
      scene={scene}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      style={{ display: 'block', flex: 'none', ...style }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      fontFamilies={(layer) => fontStack(layer.fontFamily)}
      patternUrl={designerAssetUrl}
      pictureUrl={(layer) => pictureSource({ src: layer.src, edits: layer.edits ?? undefined })}
    />
  );
}
