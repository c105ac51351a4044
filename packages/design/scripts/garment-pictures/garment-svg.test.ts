import { DESIGN_SLUGS } from '../../src/garments/design-slugs';
import { GARMENTS } from '../../src/garments';
import { createDesign, setPartPaint } from '../../src';
import { thumbnailScene, type ThumbnailScene } from '../../src/scene';
import { garmentPictureSvg, sceneSvg, squareViewBox } from './garment-svg';

const NOW = '2026-01-01T00:00:00.000Z';
const paths = (svg: string) => svg.match(/<path /g)?.length ?? 0;

describe('garment pictures', () => {
  it.each(DESIGN_SLUGS)('draws the %s front as the studio opens it: every part in its colour, the shading and the outline', (slug) => {
    const svg = garmentPictureSvg(slug, 240);
    const scene = thumbnailScene(createDesign(slug, NOW), 'front');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(paths(svg)).toBe(scene.shapes.length + scene.shading.length + 1);
    const colours = new Set(GARMENTS[slug].parts.map((part) => part.defaultColour));
    for (const shape of scene.shapes) {
      expect(shape.paint.kind === 'solid' && colours.has(shape.paint.color)).toBe(true);
      expect(svg).toContain(`<path d="${shape.d}" fill="${shape.paint.kind === 'solid' ? shape.paint.color : ''}"/>`);
    }
  });

  it('is the same drawing on every build', () => {
    expect(garmentPictureSvg('hoodie', 240)).toBe(garmentPictureSvg('hoodie', 240));
  });

  it('frames the garment in a square around its centre, so every card gives the picture the same room', () => {
    const scene = thumbnailScene(createDesign('soccer', NOW), 'front');
    const box = squareViewBox(scene);
    expect(box.side).toBeCloseTo(Math.max(scene.viewBox.width, scene.viewBox.height), 0);
    expect(box.x).toBeLessThanOrEqual(scene.viewBox.x + 0.05);
    expect(box.x + box.side).toBeGreaterThanOrEqual(scene.viewBox.x + scene.viewBox.width - 0.1);
    expect(box.y).toBeCloseTo(scene.viewBox.y, 0);
  });

  it('draws a gradient part with a gradient of its own, and refuses what it cannot draw', () => {
    const doc = setPartPaint(createDesign('tshirt', NOW), {
      partId: 'body',
      paint: { kind: 'linear', angle: 90, stops: [{ offset: 0, color: '#ff0000' }, { offset: 100, color: '#0000ff' }] },
    });
    const svg = sceneSvg(thumbnailScene(doc, 'front'), 240);
    expect(svg).toMatch(/<defs><linearGradient id="g0" gradientUnits="userSpaceOnUse"[^>]*><stop offset="0" stop-color="#ff0000"\/><stop offset="1" stop-color="#0000ff"\/><\/linearGradient><\/defs>/);
    expect(svg).toContain('fill="url(#g0)"');

    const withText: ThumbnailScene = {
      ...thumbnailScene(createDesign('tshirt', NOW), 'front'),
      layers: [{ kind: 'text', lines: ['10'], x: 500, y: 400, rotation: 0, scale: 1, opacity: 1, fontFamily: 'Arial', fontSize: 80, fontWeight: 700, fontStyle: 'normal', align: 'center', fill: { kind: 'solid', color: '#000000' }, stroke: null }],
    };
    expect(() => sceneSvg(withText, 240)).toThrow('without patterns or layers');
  });
});
