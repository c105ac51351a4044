import { useEffect, useId, useMemo, useReducer, type CSSProperties, type ReactElement } from 'react';
import { pictureSource, type Design, type View } from '@teamwear/design';
import { documentFonts } from '../fonts/document-fonts';
import { fontStack } from '../fonts/fonts';
import { designerAssetUrl } from '../scene/asset-url';
import { thumbnailScene, type ScenePaint, type SceneText } from '@teamwear/design/scene';

export interface GarmentThumbnailProps {
  doc: Design;
  view?: View;
  /** The square it fits in, in CSS pixels (garments are taller or wider than they are square). */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  style?: CSSProperties;
}

/** The canvas strokes part edges 2.4 garment units wide; at thumbnail size a hairline reads better. */
const OUTLINE = { color: '#1f2937', opacity: 0.85, width: 0.8 };
/** Pixi's default line height for a text layer's lines, as a factor of the font size. */
const LINE_HEIGHT = 1.15;

const quoted = (family: string) => (/^[\w-]+$/.test(family) ? family : `'${family.replace(/'/g, '')}'`);

/**
 * A small picture of a design, drawn as SVG from the garment's outlines (no canvas, no Pixi
 * renderer): part colours and gradients, stripes, the pattern tiles, shading, and the view's
 * texts and pictures. Multi-line texts are centred line by line (the canvas also aligns them
 * left or right inside their block; at this size it does not show).
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
  // Ids must be unique on the page (several thumbnails) and usable inside url(#…).
  const uid = `tw${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const defs: ReactElement[] = [];
  const { viewBox } = scene;

  const fillOf = (paint: ScenePaint, key: string, units: 'userSpaceOnUse' | 'objectBoundingBox'): string => {
    if (paint.kind === 'solid') return paint.color;
    const id = `${uid}-${key}`;
    const stops = paint.stops.map((stop, index) => <stop key={index} offset={stop.offset} stopColor={stop.color} />);
    defs.push(
      paint.kind === 'linear' ? (
        <linearGradient key={id} id={id} gradientUnits={units} x1={paint.x1} y1={paint.y1} x2={paint.x2} y2={paint.y2}>
          {stops}
        </linearGradient>
      ) : (
        <radialGradient key={id} id={id} gradientUnits={units} cx={paint.cx} cy={paint.cy} r={paint.r}>
          {stops}
        </radialGradient>
      ),
    );
    return `url(#${id})`;
  };

  // One mask per tile and size, covering the picture; each part shows it through its own outline.
  const masks = new Map<string, string>();
  const maskOf = (file: string, tile: number): string => {
    const key = `${file}@${tile}`;
    const known = masks.get(key);
    if (known) return known;
    const id = `${uid}-m${masks.size}`;
    defs.push(
      <pattern key={`${id}-p`} id={`${id}-p`} patternUnits="userSpaceOnUse" x={0} y={0} width={tile} height={tile}>
        <image href={designerAssetUrl(file)} width={tile} height={tile} preserveAspectRatio="none" />
      </pattern>,
      <mask key={id} id={id} maskUnits="userSpaceOnUse" x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} style={{ maskType: 'alpha' }}>
        <rect x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} fill={`url(#${id}-p)`} />
      </mask>,
    );
    const url = `url(#${id})`;
    masks.set(key, url);
    return url;
  };

  const shapes = scene.shapes.map((shape, index) => (
    <g key={index}>
      <path d={shape.d} fill={fillOf(shape.paint, `s${index}`, 'userSpaceOnUse')} />
      {shape.pattern && <path d={shape.d} fill={shape.pattern.color} fillOpacity={shape.pattern.opacity} mask={maskOf(shape.pattern.file, shape.pattern.tile)} />}
    </g>
  ));

  const text = (layer: SceneText, index: number) => {
    const first = (-(layer.lines.length - 1) / 2) * layer.fontSize * LINE_HEIGHT;
    return (
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={fontStack(layer.fontFamily).map(quoted).join(', ')}
        fontSize={layer.fontSize}
        fontWeight={layer.fontWeight}
        fontStyle={layer.fontStyle}
        fill={fillOf(layer.fill, `t${index}`, 'objectBoundingBox')}
        {...(layer.stroke ? { stroke: layer.stroke.color, strokeWidth: layer.stroke.width, strokeLinejoin: 'round' as const, paintOrder: 'stroke' } : {})}
      >
        {layer.lines.map((line, lineIndex) => (
          <tspan key={lineIndex} x={0} y={first + lineIndex * layer.fontSize * LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

  const layers = scene.layers.map((layer, index) => (
    <g key={index} transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation}) scale(${layer.scale})`} opacity={layer.opacity}>
      {layer.kind === 'text' ? (
        text(layer, index)
      ) : (
        <image href={pictureSource({ src: layer.src, edits: layer.edits ?? undefined })} x={-layer.width / 2} y={-layer.height / 2} width={layer.width} height={layer.height} preserveAspectRatio="xMidYMid meet" />
      )}
    </g>
  ));

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      width={size}
      height={size}
      style={{ display: 'block', flex: 'none', ...style }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {shapes}
      {scene.shading.map((shade, index) => (
        <path key={`shade${index}`} d={shade.d} fill={shade.color} fillOpacity={shade.alpha} />
      ))}
      <path d={scene.outline} fill="none" stroke={OUTLINE.color} strokeOpacity={OUTLINE.opacity} strokeWidth={OUTLINE.width} vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
      {layers}
      <defs>{defs}</defs>
    </svg>
  );
}
