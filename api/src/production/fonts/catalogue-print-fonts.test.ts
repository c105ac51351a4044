import { Resvg } from '@resvg/resvg-js';
import { migrateDesign, type Design } from '@teamwear/design';
import { thumbnailScene } from '@teamwear/design/scene';
import { rasterise } from '../render/render-print-file';
import { sceneSvg } from '../render/scene-svg';
import { catalogueFontPaths, italicOf, nearestWeight, pieceFor, printFacesOf } from './catalogue-print-fonts';

const text = (id: string, value: string, fontFamily: string, fontWeight: number, fontStyle: 'normal' | 'italic' = 'normal') => ({
  id,
  kind: 'text',
  view: 'front',
  x: 500,
  y: 300,
  text: value,
  fontFamily,
  fontSize: 60,
  fontWeight,
  fontStyle,
  fill: { kind: 'solid', color: '#000000' },
  stroke: { width: 0, color: '#000000' },
});

function design(layers: unknown[]): Design {
  const migrated = migrateDesign({ schemaVersion: 3, product: 'tshirt', parts: {}, layers });
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

  it('prints an italic text from the family’s italic face, and an italic the family lacks from its upright one', () => {
    const [italic] = printFacesOf([design([text('a', 'ANGKOR', 'Saira', 700, 'italic')])]);
    expect(italic && [italic.font.summary.id, italic.weight, italic.style]).toEqual(['saira', 700, 'italic']);
    const [upright] = printFacesOf([design([text('a', 'ANGKOR', 'Oswald', 700, 'italic')])]);
    expect(upright && [upright.font.summary.id, upright.style]).toEqual(['oswald', 'normal']);
    expect([italicOf('Saira'), italicOf('Oswald'), italicOf('Arial')]).toEqual(['face', 'slant', 'face']);
    expect(pictureOf(design([text('a', 'ANGKOR', 'Oswald', 700, 'italic')]))).toContain('transform="skewX(-14)"');
    // A device family is printed in Noto Sans: italic, from the catalogue's Noto Sans italic.
    const [device] = printFacesOf([design([text('a', 'ANGKOR', 'Arial', 700, 'italic')])]);
    expect(device && [device.font.summary.id, device.weight, device.style]).toEqual(['noto-sans', 700, 'italic']);
    expect(printFacesOf([design([text('a', 'ANGKOR', 'Arial', 700)])])).toEqual([]);
    // The server's own Noto Sans is upright only: an italic Noto Sans text loads the catalogue's italic.
    expect(printFacesOf([design([text('a', 'Y', 'Noto Sans', 700, 'italic')])]).map((face) => face.style)).toEqual(['italic']);

    const italicDoc = design([text('a', 'ANGKOR 10', 'Saira', 700, 'italic')]);
    const fonts = catalogueFontPaths([italicDoc]);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/saira-latin-700-italic-[0-9a-f]{12}\.ttf$/);
    const svg = pictureOf(italicDoc);
    expect(svg).toContain('font-style="italic"');
    const printed = rasterise(svg, '#ffffff', fonts);
    const uprightDoc = design([text('a', 'ANGKOR 10', 'Saira', 700)]);
    const uprightPrinted = rasterise(pictureOf(uprightDoc), '#ffffff', catalogueFontPaths([uprightDoc]));
    expect(printed.pixels.some((value, index) => index % 4 === 0 && value < 128)).toBe(true);
    expect(Buffer.compare(printed.pixels, uprightPrinted.pixels)).not.toBe(0);
  });
});
