import { DESIGN_SLUGS, type DesignSlug } from './design-slugs';
import { buildBoxingTrunk } from './products/boxingtrunk';
import { buildBoxyFit } from './products/boxyfit';
import { buildHoodie } from './products/hoodie';
import { buildOversizedShirt } from './products/oversizedshirt';
import { buildPolo } from './products/polo';
import { buildSleeveless } from './products/sleeveless';
import { buildSoccer } from './products/soccer';
import { buildTshirt } from './products/tshirt';
import type { GarmentDefinition } from './types';

const BUILDERS: Readonly<Record<DesignSlug, () => GarmentDefinition>> = {
  soccer: buildSoccer,
  polo: buildPolo,
  sleeveless: buildSleeveless,
  oversizedshirt: buildOversizedShirt,
  tshirt: buildTshirt,
  hoodie: buildHoodie,
  boxyfit: buildBoxyFit,
  boxingtrunk: buildBoxingTrunk,
};

/**
 * The eight garments of the shop, by design slug (one file per garment under products/). Each is
 * built the first time it is read and kept: building all eight took about half a second of a
 * phone's start-up, when the studio draws one.
 */
export const GARMENTS: Readonly<Record<DesignSlug, GarmentDefinition>> = Object.freeze(
  Object.defineProperties(
    {} as Record<DesignSlug, GarmentDefinition>,
    Object.fromEntries(
      DESIGN_SLUGS.map((slug) => {
        let built: GarmentDefinition | undefined;
        return [slug, { enumerable: true, get: () => (built ??= BUILDERS[slug]()) }];
      }),
    ),
  ),
);
