import { DESIGN_SLUGS } from '../design-slugs';
import { GARMENTS } from '../catalogue';
import { pointInPaths } from '../geometry/polygon';
import { pathBounds } from '../geometry/svg-path';
import { resolveView } from '../resolve';
import { VIEW_IDS } from '../types';
import { limb } from './mannequin';

describe('the mannequin', () => {
  it.each(DESIGN_SLUGS.map((slug) => [slug]))('%s: stays on the artboard, and each anchor is skin the garment does not cover', (slug) => {
    const garment = GARMENTS[slug];
    for (const view of VIEW_IDS) {
      for (const sleeves of garment.options.sleeves) {
        for (const collar of garment.options.collars) {
          const resolved = resolveView(slug, view, { sleeves, collar });
          const garmentPaths = resolved.parts.map((part) => part.d);
          for (const piece of resolved.body) {
            const box = pathBounds(piece.cut ? `${piece.d} ${piece.cut}` : piece.d);
            expect(box.minX).toBeGreaterThanOrEqual(0);
            expect(box.maxX).toBeLessThanOrEqual(1000);
            expect(box.minY).toBeGreaterThanOrEqual(0);
            expect(box.maxY).toBeLessThanOrEqual(1000);
            expect(piece.anchor).not.toBeNull();
            const anchor = piece.anchor ?? [0, 0];
            expect(pointInPaths(anchor, [piece.d])).toBe(true);
            // A piece behind the garment must show at its anchor; one over it is drawn on top anyway.
            if (!piece.over) expect(pointInPaths(anchor, garmentPaths)).toBe(false);
          }
        }
      }
    }
  });

  it('shows forearms out of short sleeves only, and the neck wherever the collar leaves it bare', () => {
    const short = resolveView('soccer', 'front', { sleeves: 'short' });
    const long = resolveView('soccer', 'front', { sleeves: 'long' });
    expect(short.body).toHaveLength(5); // neck, two arms, two legs
    expect(long.body).toHaveLength(3); // neck, two legs
    expect(short.body.filter((piece) => piece.over)).toHaveLength(1);
  });

  it('gives a sleeveless top whole upper arms, and shorts and trunks legs', () => {
    expect(resolveView('sleeveless', 'back').body).toHaveLength(3);
    expect(resolveView('soccer', 'back', { sleeves: 'long' }).body).toHaveLength(3); // neck, two legs
    expect(resolveView('boxingtrunk', 'front').body).toHaveLength(3); // two legs, the waist
  });

  it('hides the neck under a hood on the front, and shows it without one', () => {
    const hooded = resolveView('hoodie', 'front', { hood: true });
    const bare = resolveView('hoodie', 'front', { hood: false });
    expect(hooded.body.filter((piece) => piece.over)).toHaveLength(0);
    expect(bare.body.filter((piece) => piece.over)).toHaveLength(1);
  });

  it('cuts a limb off at its tip with a face across it', () => {
    const arm = limb([100, 100], [100, 300], 80, 60);
    const cut = pathBounds(arm.cut ?? '');
    expect(cut.minX).toBeCloseTo(70, 0);
    expect(cut.maxX).toBeCloseTo(130, 0);
    expect((cut.minY + cut.maxY) / 2).toBeCloseTo(300, 0);
    expect(pointInPaths(arm.anchor ?? [0, 0], [arm.d])).toBe(true);
  });
});
