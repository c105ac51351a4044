import { GARMENT_SIDES, LONG_SLEEVE_SIDES, type ArtboardBox, type PrintSide } from '../print/print-areas';
import { GARMENTS } from './catalogue';
import { migrateDesign, PRODUCTS, resolvedViewOf, type View } from '../model';
import { pathBounds } from './geometry/svg-path';

/**
 * The print shop's panels (GARMENT_SIDES in @teamwear/shared/orders, what the API's print files
 * are bounded by) are written there by hand from this catalogue: a garment redrawn here without
 * them fails this test. A side's panel is, at the garment's default options: on the front or
 * back its body with the hem rib under it (every part of the view when there is no body, as on
 * the boxing trunks), its sleeve part for a sleeve, the shorts' parts for the shorts.
 */

const PANEL_PARTS: Record<PrintSide, (partId: string) => boolean> = {
  front: (id) => id === 'body' || id === 'waistband',
  back: (id) => id === 'body' || id === 'waistband',
  'sleeve-left': (id) => id === 'leftSleeve',
  'sleeve-right': (id) => id === 'rightSleeve',
  shorts: (id) => id.startsWith('shorts'),
};

function panelOf(product: (typeof PRODUCTS)[number], side: PrintSide, view: View, sleeves?: 'long'): [number, number, number, number] {
  const migrated = migrateDesign({ schemaVersion: 2, product, parts: {}, layers: [], ...(sleeves ? { sleeves } : {}) });
  if (!migrated.ok) throw new Error(migrated.error.message);
  const parts = resolvedViewOf(migrated.doc, view).parts;
  const hasBody = parts.some((part) => part.id === 'body');
  const own = side === 'front' || side === 'back' ? (hasBody ? parts.filter((part) => PANEL_PARTS[side](part.id)) : parts) : parts.filter((part) => PANEL_PARTS[side](part.id));
  if (own.length === 0) throw new Error(`${product} has no part for its ${side}`);
  const bounds = own.map((part) => pathBounds(part.d));
  return [
    Math.min(...bounds.map((b) => b.minX)),
    Math.min(...bounds.map((b) => b.minY)),
    Math.max(...bounds.map((b) => b.maxX)),
    Math.max(...bounds.map((b) => b.maxY)),
  ].map(Math.round) as [number, number, number, number];
}

const corners = (box: ArtboardBox) => [box.x, box.y, box.x + box.width, box.y + box.height];

describe('the print shop’s panels', () => {
  it.each(PRODUCTS)('%s: each printed side’s panel is the catalogue’s', (product) => {
    for (const { side, view, box } of GARMENT_SIDES[product]) {
      expect({ side, panel: corners(box) }).toEqual({ side, panel: panelOf(product, side, view) });
    }
  });

  it.each(Object.keys(LONG_SLEEVE_SIDES))('%s with long sleeves: each sleeve’s panel is the catalogue’s long sleeve', (product) => {
    const slug = product as (typeof PRODUCTS)[number];
    for (const { side, view, box } of LONG_SLEEVE_SIDES[slug] ?? []) {
      expect({ side, panel: corners(box) }).toEqual({ side, panel: panelOf(slug, side, view, 'long') });
    }
  });

  it('has long-sleeve sides for every garment offering long sleeves that is short-sleeved by default', () => {
    const offering = Object.entries(GARMENTS)
      .filter(([, garment]) => garment.options.sleeves.includes('long') && garment.defaults.sleeves !== 'long')
      .map(([slug]) => slug);
    expect(Object.keys(LONG_SLEEVE_SIDES).sort()).toEqual(offering.sort());
  });

  it('every garment of the catalogue has its printed sides', () => {
    expect(Object.keys(GARMENT_SIDES).sort()).toEqual([...PRODUCTS].sort());
  });
});
