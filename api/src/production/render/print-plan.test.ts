import { DESIGN_SLUGS } from '@teamwear/shared/routes';
import { GARMENT_SIDES, sidePrint, type ArtboardBox } from '@teamwear/design/print';
import { migrateDesign, resolvedViewOf, type Design } from '@teamwear/design';
import { drawnBySide, planPrintFiles, sidesToMeasure, slug } from './print-plan';

const text = (kind: string, view: string, x: number, y: number, value: string) => ({
  id: `${kind}-${view}-${x}`,
  kind,
  view,
  x,
  y,
  text: value,
  fontFamily: 'Arial',
  fontSize: 40,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: { width: 0, color: '#000000' },
});

function design(layers: unknown[]): Design {
  const migrated = migrateDesign({ schemaVersion: 2, product: 'soccer', parts: {}, layers });
  if (!migrated.ok) throw new Error(migrated.error.message);
  return migrated.doc;
}

const side = (name: string) => GARMENT_SIDES.soccer.find((candidate) => candidate.side === name)!;
const players = [
  { name: 'Dara', number: 7, size: 'M', shortsSize: null },
  { name: 'Vannak', number: 10, size: 'XL', shortsSize: null },
];
const contains = (outer: ArtboardBox, inner: ArtboardBox) =>
  inner.x >= outer.x - 1e-9 && inner.y >= outer.y - 1e-9 && inner.x + inner.width <= outer.x + outer.width + 1e-9 && inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe('the print plan', () => {
  it('knows each garment’s print areas as the studio’s catalogue has them', () => {
    for (const product of DESIGN_SLUGS) {
      const migrated = migrateDesign({ schemaVersion: 2, product, parts: {}, layers: [] });
      if (!migrated.ok) throw new Error(migrated.error.message);
      for (const { side: name, view, area } of GARMENT_SIDES[product]) {
        const catalogue = resolvedViewOf(migrated.doc, view).printAreas;
        const own = Object.entries(catalogue).filter(([id]) =>
          name === 'front' ? /^chest-|^waistband$|^shorts-number$|^leg-/.test(id) && !(product === 'soccer' && id === 'shorts-number')
          : name === 'back' ? /^back-|^leg-/.test(id)
          : name === 'shorts' ? id === 'shorts-number'
          : id === name,
        );
        expect(own.length).toBeGreaterThan(0);
        const [minX, minY] = [Math.min(...own.map(([, rect]) => rect.x)), Math.min(...own.map(([, rect]) => rect.y))];
        const [maxX, maxY] = [Math.max(...own.map(([, rect]) => rect.x + rect.width)), Math.max(...own.map(([, rect]) => rect.y + rect.height))];
        expect({ product, name, area: [area.x, area.y, area.x + area.width, area.y + area.height] }).toEqual({
          product,
          name,
          area: [minX, minY, maxX, maxY].map(Math.round),
        });
      }
    }
  });

  it('prints a player’s side per player and the others once per size, each at its print area, not its whole panel', () => {
    const doc = design([text('text', 'front', 500, 300, 'ANGKOR'), text('playerName', 'back', 500, 150, 'NAME'), text('backNumber', 'back', 500, 300, '10')]);
    const files = planPrintFiles(doc, players, [{ size: 'M', shortsSize: null, quantity: 1 }]);
    expect(files.map((file) => file.path)).toEqual([
      'players/01-7-Dara/back-M.png',
      'players/02-10-Vannak/back-XL.png',
      'sizes/M/front.png',
      'sizes/XL/front.png',
      'sizes/M/sleeve-left.png',
      'sizes/XL/sleeve-left.png',
      'sizes/M/sleeve-right.png',
      'sizes/XL/sleeve-right.png',
      'extras/M/back.png',
    ]);
    const back = files[0]!;
    expect(back.box).toEqual(side('back').area);
    expect([back.widthCm, back.heightCm]).toEqual([33.6, 37.1]);
    expect(back.widthPx).toBe(Math.round((33.6 / 2.54) * 300));
    expect(files[1]!.widthCm).toBeGreaterThan(back.widthCm); // XL is graded up
    // The back's print area starts 8 cm below the shoulder, on the centre line.
    expect(back.fromTopCm).toBeCloseTo((side('back').area.y - side('back').box.y) * 0.146, 1);
    expect(back.fromCentreCm).toBe(0);
    // Each file carries its own side's layers: the back file has no front text.
    expect(back.doc.layers.map((layer) => layer.kind).sort()).toEqual(['backNumber', 'playerName']);
    expect(files[2]!.doc.layers.map((layer) => layer.kind)).toEqual(['text']);
    expect(files.find((file) => file.path === 'extras/M/back.png')!.doc.layers).toEqual([]);
  });

  it('grows a side’s files to what its pieces draw, the same box for every player, never past the panel', () => {
    const doc = design([text('playerName', 'back', 500, 150, 'NAME'), text('backNumber', 'back', 500, 300, '10'), text('sponsor', 'front', 700, 160, 'SLEEVE')]);
    const measuring = sidesToMeasure(doc, players, []);
    expect(measuring.filter((piece) => piece.side === 'back')).toHaveLength(players.length + 1);
    const panel = side('back').box;
    // A long name reaches past the print area and, on one side, past the panel.
    const drawn = drawnBySide(
      measuring.map((piece, index) => ({
        side: piece.side,
        box: piece.side === 'back' && index === 0 ? { x: 300, y: 120, width: 300, height: 60 } : piece.side === 'sleeve-left' ? { x: 690, y: 150, width: 20, height: 20 } : null,
      })),
    );
    const files = planPrintFiles(doc, players, [], {}, drawn);
    const backs = files.filter((file) => file.side === 'back');
    expect(backs.map((file) => file.box)).toEqual([backs[0]!.box, backs[0]!.box]);
    expect(backs[0]!.box.x).toBe(panel.x);
    expect(backs[0]!.box.x + backs[0]!.box.width).toBe(side('back').area.x + side('back').area.width);
    expect(contains(panel, backs[0]!.box) && contains(backs[0]!.box, side('back').area)).toBe(true);
    expect(backs[0]!.fromCentreCm).toBeLessThan(0); // grown to the left
    // The sleeve's text is the sleeve's, not the front panel's it overlaps.
    expect(files.find((file) => file.side === 'sleeve-left')!.doc.layers.map((layer) => layer.kind)).toEqual(['sponsor']);
    // The front draws nothing: it has no file at all.
    expect(files.filter((file) => file.side === 'front')).toEqual([]);
  });

  it('grows a file past its print area with room around the ink, in whole millimetres rounded up', () => {
    // A front number moved down to y 350: its foot is below the front's print area.
    const doc = design([{ ...text('frontNumber', 'front', 500, 350, '7'), fontSize: 120 }]);
    const area = side('front').area;
    const ink = { x: 469.94, y: 310.88, width: 60.12, height: 85.68 };
    expect(ink.y + ink.height).toBeGreaterThan(area.y + area.height);
    const [front] = planPrintFiles(doc, players.slice(0, 1), [], {}, { front: ink });
    expect(front!.box.y + front!.box.height).toBeGreaterThanOrEqual(ink.y + ink.height + 2);
    const { cmPerUnit } = sidePrint('soccer', side('front'), 'M');
    expect(front!.heightCm).toBeGreaterThanOrEqual(front!.box.height * cmPerUnit);
    expect(Math.round(front!.heightCm * 10)).toBeCloseTo(front!.heightCm * 10, 9);
  });

  it('makes no file of a side that draws nothing, once the sides are measured', () => {
    const doc = design([text('backNumber', 'back', 500, 300, '10')]);
    const unmeasured = planPrintFiles(doc, players, [], {});
    expect(new Set(unmeasured.map((file) => file.side))).toEqual(new Set(['back', 'front', 'sleeve-left', 'sleeve-right']));
    const measured = planPrintFiles(doc, players, [], {}, { back: { x: 450, y: 260, width: 100, height: 80 } });
    expect(measured.map((file) => file.path)).toEqual(['players/01-7-Dara/back-M.png', 'players/02-10-Vannak/back-XL.png']);
  });

  it('prints a sponsor on a long sleeve on that sleeve’s file, not outside a short sleeve', () => {
    const migrated = migrateDesign({ schemaVersion: 2, product: 'tshirt', sleeves: 'long', parts: {}, layers: [text('sponsor', 'front', 745, 450, 'ABA')] });
    if (!migrated.ok) throw new Error(migrated.error.message);
    const files = planPrintFiles(migrated.doc, [], [{ size: 'M', shortsSize: null, quantity: 1 }]);
    const sleeve = files.find((file) => file.side === 'sleeve-left');
    expect(sleeve?.doc.layers.map((layer) => layer.kind)).toEqual(['sponsor']);
    expect(sleeve && contains(sleeve.box, { x: 733, y: 437, width: 25, height: 25 })).toBe(true);
    // The same layer on a short-sleeved shirt is off every panel: nothing prints it.
    const short = migrateDesign({ schemaVersion: 2, product: 'tshirt', parts: {}, layers: [text('sponsor', 'front', 745, 450, 'ABA')] });
    if (!short.ok) throw new Error(short.error.message);
    expect(planPrintFiles(short.doc, [], [{ size: 'M', shortsSize: null, quantity: 1 }]).flatMap((file) => file.doc.layers)).toEqual([]);
  });

  it('prints at the shop’s own print size for a size and side', () => {
    const doc = design([text('playerName', 'back', 500, 150, 'NAME')]);
    const overrides = { soccer: { M: { back: { widthCm: 30, heightCm: 35 } } } };
    const [back] = planPrintFiles(doc, players.slice(0, 1), [], overrides);
    expect([back!.widthCm, back!.heightCm]).toEqual([30, 35]);
    expect(back!.box).toEqual(sidePrint('soccer', side('back'), 'M', overrides).area);
  });

  it('names a player’s folder with their name as written, less Latin accents and what file systems refuse', () => {
    expect(slug('José Müller')).toBe('Jose-Muller');
    expect(slug('សុខា ស្រី')).toBe('សុខា-ស្រី');
    expect(slug('สมชาย ใจดี')).toBe('สมชาย-ใจดี');
    expect(slug('김민준')).toBe('김민준');
    expect(slug('김민준')).toHaveLength(3); // composed syllables, as typed
    expect(slug('田中 / 山本: "A*B"?')).toBe('田中-山本-A-B');
    expect(slug('  ../.. ')).toBe('player');
  });
});
