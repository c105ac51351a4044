import { GARMENT_SIDES } from '../print/print-areas';
import { PRODUCTS, resolvedViewOf, migrateDesign } from '../model';
import { printRegionOf } from './print-regions';

const SIDE_OF_AREA: Record<string, string> = { 'sleeve-left': 'sleeve-left', 'sleeve-right': 'sleeve-right' };

describe('the printed side around a print area', () => {
  it.each(PRODUCTS)('%s: is the print shop’s print area of that side', (product) => {
    const migrated = migrateDesign({ schemaVersion: 2, product, parts: {}, layers: [] });
    if (!migrated.ok) throw new Error(migrated.error.message);
    for (const view of ['front', 'back'] as const) {
      const resolved = resolvedViewOf(migrated.doc, view);
      for (const id of Object.keys(resolved.printAreas)) {
        const region = printRegionOf(resolved, id);
        const sides = GARMENT_SIDES[product].filter((side) => side.view === (SIDE_OF_AREA[id] ? 'front' : view));
        // The side whose print area holds this area's centre.
        const area = resolved.printAreas[id]!;
        const holding = sides.filter(
          (side) =>
            (SIDE_OF_AREA[id] ? side.side === SIDE_OF_AREA[id] : !side.side.startsWith('sleeve')) &&
            side.area.x <= area.x + area.width / 2 &&
            area.x + area.width / 2 <= side.area.x + side.area.width &&
            side.area.y <= area.y + area.height / 2 &&
            area.y + area.height / 2 <= side.area.y + side.area.height,
        );
        if (SIDE_OF_AREA[id] && view === 'back') continue; // the sleeves print from the front view
        expect({ product, view, id, region }).toEqual({ product, view, id, region: holding[0]?.area });
      }
    }
  });

  it('is null for an area the view does not have', () => {
    const migrated = migrateDesign({ schemaVersion: 2, product: 'boxingtrunk', parts: {}, layers: [] });
    if (!migrated.ok) throw new Error(migrated.error.message);
    expect(printRegionOf(resolvedViewOf(migrated.doc, 'front'), 'chest-centre')).toBeNull();
  });
});
