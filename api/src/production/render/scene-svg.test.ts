import { migrateDesign, type Design } from '@teamwear/design';
import { thumbnailScene } from '@teamwear/design/scene';
import { sceneSvg } from './scene-svg';

function design(text: string, fontStyle: 'normal' | 'italic', fontFamily = 'Noto Sans Khmer'): Design {
  const layer = { id: 'a', kind: 'text', view: 'front', x: 500, y: 300, text, fontFamily, fontSize: 60, fontWeight: 700, fontStyle };
  const migrated = migrateDesign({ schemaVersion: 3, product: 'tshirt', parts: {}, layers: [layer] });
  if (!migrated.ok) throw new Error(migrated.error.message);
  return migrated.doc;
}

const svgOf = (doc: Design) => sceneSvg(thumbnailScene(doc, 'front'), { box: { x: 300, y: 240, width: 400, height: 120 }, width: 400, height: 120, garment: false });

describe('a text layer’s style in the print scene', () => {
  it('asks resvg for the italic face of a text, and only when the layer is italic', () => {
    expect(svgOf(design('ANGKOR', 'italic', 'Saira'))).toContain('font-style="italic"');
    expect(svgOf(design('ANGKOR', 'normal', 'Saira'))).not.toContain('font-style');
    // A family without italics is slanted instead: resvg, unlike the browser, does not slant a face itself.
    expect(svgOf(design('ANGKOR', 'italic', 'Oswald'))).toMatch(/<text [^>]*transform="skewX\(-14\)"/);
  });

  it('slants Khmer and Japanese outlines, whose fonts have no italic, as the browser slants them', () => {
    expect(svgOf(design('អង្គរ', 'italic'))).toMatch(/<path d="[^"]+" transform="skewX\(-14\)"/);
    expect(svgOf(design('អង្គរ', 'normal'))).not.toContain('skewX');
    expect(svgOf(design('チーム', 'italic', 'Noto Sans JP'))).toMatch(/<path d="[^"]+" transform="skewX\(-14\)"/);
    expect(svgOf(design('チーム', 'normal', 'Noto Sans JP'))).not.toContain('skewX');
  });
});
