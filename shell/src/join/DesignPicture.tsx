import type { SceneText, ThumbnailScene } from '@teamwear/design/scene';
import { SceneSvg } from '@teamwear/shared/ui/kit/scene-svg';

/** What the player typed, drawn on the layers tagged for it; null keeps the design's own text. */
export interface PlayerText {
  name: string | null;
  number: string | null;
}

/** The lines a text layer shows: the player's own name or number where the layer is theirs. */
function linesOf(layer: SceneText, player: PlayerText): string[] {
  const typed = layer.player === 'name' ? player.name : layer.player === 'number' ? player.number : null;
  return typed === null || typed.trim() === '' ? layer.lines : [typed.trim()];
}

/**
 * One view of the team's design, drawn as SVG from the scene the API computed (as the studio's
 * GarmentThumbnail draws it, without the catalogue's fonts: the phone's own fonts and the shell's
 * Khmer face draw the texts; pattern tiles from the designer remote, `patternBase`, none until it
 * is known), with the player's name and number on their layers.
 */
export function DesignPicture({ scene, player, label, patternBase }: { scene: ThumbnailScene; player: PlayerText; label: string; patternBase: string | null }) {
  return (
    <SceneSvg
      scene={scene}
      className="join-design"
      role="img"
      aria-label={label}
      fontFamilies={(layer) => [layer.fontFamily, 'Noto Sans Khmer', 'Khmer OS', 'sans-serif']}
      patternUrl={(file) => (patternBase === null ? null : `${patternBase}${file}`)}
      linesOf={(layer) => linesOf(layer, player)}
    />
  );
}
