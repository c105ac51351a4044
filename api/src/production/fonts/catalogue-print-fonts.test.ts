import { Resvg } from '@resvg/resvg-js';
import { migrateDesign, type Design } from '../../../../remote-designer/src/model';
import { thumbnailScene } from '../../../../remote-designer/src/render/thumbnail/thumbnail-scene';
import { rasterise } from '../render/render-print-file';
import { sceneSvg } from '../render/scene-svg';
import { catalogueFontPaths, nearestWeight, pieceFor, printFacesOf } from './catalogue-print-fonts';

const text = (id: string, value: string, fontFamily: string, fontWeight: number) => ({
  id,
  kind: 'text',
  view: 'front',
  x: 500,
  y: 300,
  text: value,
  fontFamily,
  fontSize: 60,
  fontWeight,
  fill: { kind: 'solid', color: '#000000' },
  stroke: { width: 0, color: '#000000' },
});

function design(layers: unknown[]): Design {
  const migrated = migrateDesign({ schemaVersion: 2, product: 'tshirt', parts: {}, layers });
  if (!migrated.ok) throw new Error(migrated.error.message);
  return migrated.doc;
}

const BOX = { x: 300, y: 240, width: 400, height: 120 };
const pictureOf = (doc: Design) => sceneSvg(thumbnailScene(doc, 'front'), { box: BOX, width: 400, height: 120, garment: false });

describe('catalogue fonts in print files', () => {
  it('takes the weight nearest the layer’s, and one piece per face: the one holding its letters', () => {
    expect(nearestWeight([200, 300, 400, 500, 600, 700], 700)).toBe(700);
    expect(nearestWeight([400], 900)).toBe(400);
    expect(nearestWeight([300, 500], 400)).toBe(500);
    const [latin] = printFacesOf([design([text('a', 'ANGKOR', 'Oswald', 700)])]);
    expect(latin && [latin.font.summary.id, latin.weight, latin.style, pieceFor(latin)]).toEqual(['oswald', 700, 'normal', 'latin']);
    const [cyrillic] = printFacesOf([design([text('a', 'МОСКВА', 'oswald', 400)])]);
    expect(cyrillic && pieceFor(cyrillic)).toBe('cyrillic');
    // Two layers of one face in two designs drawn together: one face, one file.
    expect(printFacesOf([design([text('a', 'ONE', 'Oswald', 700)]), design([text('b', 'TWO', 'Oswald', 650)])])).toHaveLength(1);
    // A family outside the catalogue, and one the server already holds at that weight, load nothing more.
    expect(printFacesOf([design([text('a', 'X', 'Comic Sans MS', 400), text('b', 'Y', 'Noto Sans', 700)])])).toEqual([]);
  });

  it('prints a text in Oswald in Oswald itself: as resvg draws it from that font’s file alone, not in the fallback', () => {
    const doc = design([text('a', 'ANGKOR 10', 'Oswald', 700)]);
    const fonts = catalogueFontPaths([doc]);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/oswald-latin-700-normal-[0-9a-f]{12}\.ttf$/);
    const svg = pictureOf(doc);
    const printed = rasterise(svg, '#ffffff', fonts);
    const own = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: fonts, defaultFontFamily: 'Oswald' }, fitTo: { mode: 'original' }, background: '#ffffff' }).render();
    expect(Buffer.compare(printed.pixels, own.pixels)).toBe(0);
    // Some ink was drawn, and not as the server's fallback (Noto Sans) draws it.
    expect(printed.pixels.some((value, index) => index % 4 === 0 && value < 128)).toBe(true);
    const fallback = rasterise(svg, '#ffffff');
    expect(Buffer.compare(printed.pixels, fallback.pixels)).not.toBe(0);
  });
});
