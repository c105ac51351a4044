import { sidesOf } from '../print/garment-sides';
import { GARMENTS } from './catalogue';
import { resolveView } from './resolve';
import { PRODUCTS_WITH_SLEEVES, SLEEVE_AREAS } from './sleeve-areas';

/**
 * The studio's sleeve print areas (where a sponsor or a number goes on a sleeve) and the print
 * files' sleeve sides (@teamwear/shared/orders, what the server prints) must agree: a layer put on
 * a sleeve area is printed on that sleeve's file, on the front view where the studio places it.
 */
describe('sleeve print areas', () => {
  it('exist on both sleeves of every garment with sleeves, at every sleeve length it offers', () => {
    for (const [slug, garment] of Object.entries(GARMENTS)) {
      for (const sleeves of garment.options.sleeves) {
        const areas = resolveView(slug as keyof typeof GARMENTS, 'front', { sleeves }).printAreas;
        for (const id of SLEEVE_AREAS) expect([slug, sleeves, id, Boolean(areas[id])]).toEqual([slug, sleeves, id, sleeves !== 'none']);
      }
    }
  });

  it('lists the garments with sleeves', () => {
    expect([...PRODUCTS_WITH_SLEEVES].sort()).toEqual(
      Object.entries(GARMENTS)
        .filter(([, garment]) => garment.options.sleeves.some((length) => length !== 'none'))
        .map(([slug]) => slug)
        .sort(),
    );
  });

  it('lie inside the sleeve sides the server prints, on the same sleeve, at every sleeve length offered', () => {
    for (const slug of PRODUCTS_WITH_SLEEVES) {
      for (const sleeves of GARMENTS[slug].options.sleeves) {
        const areas = resolveView(slug, 'front', { ...GARMENTS[slug].defaults, sleeves }).printAreas;
        for (const id of SLEEVE_AREAS) {
          const side = sidesOf(slug, sleeves).find((candidate) => candidate.side === id);
          const area = areas[id];
          expect([slug, id, side?.view, Boolean(area)]).toEqual([slug, id, 'front', true]);
          if (!side || !area) continue;
          const inside = area.x >= side.box.x && area.y >= side.box.y && area.x + area.width <= side.box.x + side.box.width && area.y + area.height <= side.box.y + side.box.height;
          expect([slug, sleeves, id, inside]).toEqual([slug, sleeves, id, true]);
        }
      }
    }
  });
});
