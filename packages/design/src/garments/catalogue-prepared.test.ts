import { DESIGN_SLUGS } from './design-slugs';
import type { GarmentDefinition } from './types';

type Catalogue = typeof import('./catalogue');

/** A fresh copy of the catalogue, nothing built yet (each test its own). */
function freshCatalogue(): Catalogue {
  let catalogue: Catalogue | undefined;
  jest.isolateModules(() => {
    catalogue = jest.requireActual<Catalogue>('./catalogue');
  });
  return catalogue as Catalogue;
}

describe('garments prepared ahead (what the studio build writes as JSON)', () => {
  it.each(DESIGN_SLUGS)('%s: its definition goes through JSON unchanged', (slug) => {
    const built = freshCatalogue().GARMENTS[slug];
    expect(JSON.parse(JSON.stringify(built))).toStrictEqual(built);
  });

  it('a prepared definition handed over before the first read is the one read, not built again', () => {
    const { GARMENTS, preparedGarment } = freshCatalogue();
    const prepared = JSON.parse(JSON.stringify(freshCatalogue().GARMENTS.soccer)) as GarmentDefinition;
    expect(preparedGarment('soccer', prepared)).toBe(true);
    expect(GARMENTS.soccer).toBe(prepared);
    expect(GARMENTS.soccer).toBe(GARMENTS.soccer);
  });

  it('refuses another garment’s definition, and keeps one already built', () => {
    const { GARMENTS, preparedGarment } = freshCatalogue();
    const polo = JSON.parse(JSON.stringify(freshCatalogue().GARMENTS.polo)) as GarmentDefinition;
    expect(preparedGarment('soccer', polo)).toBe(false);
    const soccer = GARMENTS.soccer;
    expect(soccer.slug).toBe('soccer');
    expect(preparedGarment('soccer', JSON.parse(JSON.stringify(soccer)) as GarmentDefinition)).toBe(true);
    expect(GARMENTS.soccer).toBe(soccer);
  });
});
