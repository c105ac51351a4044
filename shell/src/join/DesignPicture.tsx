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
 * GarmentThumbnail draws it, without the catalogue's fonts nor pattern tiles: the phone's own
 * fonts, Khmer included, draw the texts), with the player's name and number on their layers.
 */
export function DesignPicture({ scene, player, label }: { scene: ThumbnailScene; player: PlayerText; label: string }) {
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
      {scene.shapes.map((shape, index) => (
        <path key={`s${index}`} d={shape.d} fill={fillOf(shape.paint, `s${index}`, 'userSpaceOnUse')} />
      ))}
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
