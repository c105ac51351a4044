import { renderToStaticMarkup } from 'react-dom/server';
import type { SceneText, ThumbnailScene } from '@teamwear/design/scene';
import { DesignPicture } from './DesignPicture';

const text = (lines: string[], player?: SceneText['player']): SceneText => ({
  kind: 'text',
  x: 500,
  y: 140,
  rotation: 0,
  scale: 1,
  opacity: 1,
  lines,
  fontFamily: 'Roboto',
  fontSize: 40,
  fontWeight: 700,
  fontStyle: 'normal',
  align: 'center',
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: null,
  ...(player ? { player } : {}),
});

const scene: ThumbnailScene = {
  viewBox: { x: 0, y: 0, width: 1000, height: 1000 },
  shapes: [
    { d: 'M0 0H10V10Z', paint: { kind: 'solid', color: '#0b3d91' }, pattern: { file: 'patterns/waves.webp', tile: 64, color: '#ffffff', opacity: 0.4 } },
  ],
  shading: [],
  outline: 'M0 0H10V10Z',
  layers: [text(['PLAYER'], 'name'), text(['10'], 'number'), text(['ANGKOR FC'])],
};

const drawn = (player: { name: string | null; number: string | null }, patternBase: string | null = null) =>
  renderToStaticMarkup(<DesignPicture scene={scene} player={player} label="The back" patternBase={patternBase} />);

describe("the design on the players' page", () => {
  it('draws what the player typed on their name and number layers, and leaves the team’s texts', () => {
    const markup = drawn({ name: 'សុខ ដារា', number: '7' });
    expect(markup).toContain('data-player="name"');
    expect(markup).toMatch(/data-player="name"[^>]*><tspan[^>]*>សុខ ដារា<\/tspan>/);
    expect(markup).toMatch(/data-player="number"[^>]*><tspan[^>]*>7<\/tspan>/);
    expect(markup).toContain('>ANGKOR FC</tspan>');
  });

  it('keeps the design’s own text until something is typed, and where the collection does not print it', () => {
    const markup = drawn({ name: '  ', number: null });
    expect(markup).toContain('>PLAYER</tspan>');
    expect(markup).toContain('>10</tspan>');
  });

  it('draws a pattern from the designer’s tiles once it knows where they are', () => {
    expect(drawn({ name: null, number: null })).not.toContain('<mask');
    expect(drawn({ name: null, number: null }, 'https://shop.example/remotes/designer/r12/')).toContain(
      'href="https://shop.example/remotes/designer/r12/patterns/waves.webp"',
    );
  });
});
