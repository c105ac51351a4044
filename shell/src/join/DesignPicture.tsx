import { useId, type ReactElement } from 'react';
import type { SceneLayer, ScenePaint, SceneText, ThumbnailScene } from '@teamwear/design/scene';

/** Pixi's default line height for a text layer's lines, as a factor of the font size (as the studio's thumbnail). */
const LINE_HEIGHT = 1.15;
const OUTLINE = { color: '#1f2937', opacity: 0.85, width: 0.8 };

/** What the player typed, drawn on the layers tagged for it; null keeps the design's own text. */
export interface PlayerText {
  name: string | null;
  number: string | null;
}

const quoted = (family: string) => (/^[\w-]+$/.test(family) ? family : `'${family.replace(/'/g, '')}'`);

/** The lines a text layer shows: the player's own name or number where the layer is theirs. */
function linesOf(layer: SceneText, player: PlayerText): string[] {
  const typed = layer.player === 'name' ? player.name : layer.player === 'number' ? player.number : null;
  return typed === null || typed.trim() === '' ? layer.lines : [typed.trim()];
}

/**
 * One view of the team's design, drawn as SVG from the scene the API computed (as the studio's
 * GarmentThumbnail draws it, without the catalogue's fonts: the phone's own fonts and the shell's
 * Khmer face draw the texts; pattern tiles from the designer remote, `patternBase`), with the
 * player's name and number on their layers.
 */
export function DesignPicture({ scene, player, label, patternBase }: { scene: ThumbnailScene; player: PlayerText; label: string; patternBase: string | null }) {
  const uid = `j${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
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

  // A pattern's tile (the designer's file) over the picture as an alpha mask, one per tile and
  // size, each part showing it through its own outline, as the studio's thumbnail draws it; none
  // until the designer's address is known.
  const masks = new Map<string, string>();
  const maskOf = (file: string, tile: number): string | null => {
    if (patternBase === null) return null;
    const key = `${file}@${tile}`;
    const known = masks.get(key);
    if (known) return known;
    const id = `${uid}-m${masks.size}`;
    defs.push(
      <pattern key={`${id}-p`} id={`${id}-p`} patternUnits="userSpaceOnUse" x={0} y={0} width={tile} height={tile}>
        <image href={`${patternBase}${file}`} width={tile} height={tile} preserveAspectRatio="none" />
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
    const lines = linesOf(layer, player);
    const first = (-(lines.length - 1) / 2) * layer.fontSize * LINE_HEIGHT;
    return (
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={[layer.fontFamily, 'Noto Sans Khmer', 'Khmer OS', 'sans-serif'].map(quoted).join(', ')}
        fontSize={layer.fontSize}
        fontWeight={layer.fontWeight}
        fontStyle={layer.fontStyle}
        fill={fillOf(layer.fill, `t${index}`, 'objectBoundingBox')}
        {...(layer.stroke
          ? {
              stroke: layer.stroke.color,
              strokeWidth: layer.stroke.width,
              strokeLinejoin: 'round' as const,
              paintOrder: 'stroke',
            }
          : {})}
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

  const layer = (each: SceneLayer, index: number) => (
    <g key={index} transform={`translate(${each.x} ${each.y}) rotate(${each.rotation}) scale(${each.scale})`} opacity={each.opacity}>
      {each.kind === 'text' ? (
        text(each, index)
      ) : (
        <image href={each.src} x={-each.width / 2} y={-each.height / 2} width={each.width} height={each.height} preserveAspectRatio="xMidYMid meet" />
      )}
    </g>
  );

  return (
    <svg className="join-design" viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`} role="img" aria-label={label}>
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
      {scene.layers.map(layer)}
      <defs>{defs}</defs>
    </svg>
  );
}
