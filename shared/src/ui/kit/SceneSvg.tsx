import { useId, type ReactElement, type SVGProps } from 'react';
import type { SceneImage, ScenePaint, SceneText, ThumbnailScene } from '@teamwear/design/scene';

/** Pixi's default line height for a text layer's lines, as a factor of the font size. */
const LINE_HEIGHT = 1.15;
/** The canvas strokes part edges 2.4 garment units wide; at picture size a hairline reads better. */
const OUTLINE = { color: '#1f2937', opacity: 0.85, width: 0.8 };

const quoted = (family: string) => (/^[\w-]+$/.test(family) ? family : `'${family.replace(/'/g, '')}'`);

export interface SceneSvgProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children'> {
  scene: ThumbnailScene;
  /** A text layer's font families, its own first, then the fallbacks of whoever draws it. */
  fontFamilies: (layer: SceneText) => string[];
  /** Where a pattern's tile (its file, relative to the designer's public root) is; null draws
   *  no pattern (not known yet). */
  patternUrl: (file: string) => string | null;
  /** The lines a text layer shows (its own by default). */
  linesOf?: (layer: SceneText) => string[];
  /** A picture layer's address (its src by default). */
  pictureUrl?: (layer: SceneImage) => string;
}

/**
 * A design's scene (@teamwear/design/scene: parts, stripes, patterns, shading, texts, pictures in
 * garment units) drawn as SVG, no canvas: the studio's thumbnails and the players' page draw it
 * so. Multi-line texts are centred line by line (the canvas also aligns them left or right inside
 * their block; at picture size it does not show). A text layer tagged for the player's name or
 * number says so (data-player).
 */
export function SceneSvg({ scene, fontFamilies, patternUrl, linesOf = (layer) => layer.lines, pictureUrl = (layer) => layer.src, ...svg }: SceneSvgProps) {
  // Ids must be unique on the page (several pictures) and usable inside url(#…).
  const uid = `sc${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
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

  // A pattern's tile over the picture as an alpha mask, one per tile and size; each part shows it
  // through its own outline.
  const masks = new Map<string, string>();
  const maskOf = (file: string, tile: number): string | null => {
    const key = `${file}@${tile}`;
    const known = masks.get(key);
    if (known) return known;
    const href = patternUrl(file);
    if (href === null) return null;
    const id = `${uid}-m${masks.size}`;
    defs.push(
      <pattern key={`${id}-p`} id={`${id}-p`} patternUnits="userSpaceOnUse" x={0} y={0} width={tile} height={tile}>
        <image href={href} width={tile} height={tile} preserveAspectRatio="none" />
      </pattern>,
      <mask key={id} id={id} maskUnits="userSpaceOnUse" x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} style={{ maskType: 'alpha' }}>
        <rect x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} fill={`url(#${id}-p)`} />
      </mask>,
    );
    const url = `url(#${id})`;
    masks.set(key, url);
    return url;
  };

  const text = (layer: SceneText, index: number) => {
    const lines = linesOf(layer);
    const first = (-(lines.length - 1) / 2) * layer.fontSize * LINE_HEIGHT;
    return (
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={fontFamilies(layer).map(quoted).join(', ')}
        fontSize={layer.fontSize}
        fontWeight={layer.fontWeight}
        fontStyle={layer.fontStyle}
        fill={fillOf(layer.fill, `t${index}`, 'objectBoundingBox')}
        {...(layer.stroke ? { stroke: layer.stroke.color, strokeWidth: layer.stroke.width, strokeLinejoin: 'round' as const, paintOrder: 'stroke' } : {})}
        {...(layer.player ? { 'data-player': layer.player } : {})}
      >
        {lines.map((line, lineIndex) => (
          <tspan key={lineIndex} x={0} y={first + lineIndex * layer.fontSize * LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

  return (
    <svg viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`} {...svg}>
      {scene.shapes.map((shape, index) => {
        const mask = shape.pattern ? maskOf(shape.pattern.file, shape.pattern.tile) : null;
        return (
          <g key={`s${index}`}>
            <path d={shape.d} fill={fillOf(shape.paint, `s${index}`, 'userSpaceOnUse')} />
            {shape.pattern && mask ? <path d={shape.d} fill={shape.pattern.color} fillOpacity={shape.pattern.opacity} mask={mask} /> : null}
          </g>
        );
      })}
      {scene.shading.map((shade, index) => (
        <path key={`h${index}`} d={shade.d} fill={shade.color} fillOpacity={shade.alpha} />
      ))}
      <path
        d={scene.outline}
        fill="none"
        stroke={OUTLINE.color}
        strokeOpacity={OUTLINE.opacity}
        strokeWidth={OUTLINE.width}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {scene.layers.map((layer, index) => (
        <g key={index} transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation}) scale(${layer.scale})`} opacity={layer.opacity}>
          {layer.kind === 'text' ? (
            text(layer, index)
          ) : (
            <image href={pictureUrl(layer)} x={-layer.width / 2} y={-layer.height / 2} width={layer.width} height={layer.height} preserveAspectRatio="xMidYMid meet" />
          )}
        </g>
      ))}
      <defs>{defs}</defs>
    </svg>
  );
}
