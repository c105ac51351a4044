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

/** Each garment once built (or prepared ahead and handed over: preparedGarment), by slug. */
const built = new Map<DesignSlug, GarmentDefinition>();

function definitionOf(slug: DesignSlug): GarmentDefinition {
  let garment = built.get(slug);
  if (!garment) {
    garment = BUILDERS[slug]();
    built.set(slug, garment);
  }
  return garment;
}

/**
 * The eight garments of the shop, by design slug (one file per garment under products/). Each is
 * built the first time it is read and kept: building all eight took about half a second of a
 * phone's start-up, when the studio draws one.
 */
export const GARMENTS: Readonly<Record<DesignSlug, GarmentDefinition>> = Object.freeze(
  Object.defineProperties(
    {} as Record<DesignSlug, GarmentDefinition>,
    Object.fromEntries(DESIGN_SLUGS.map((slug) => [slug, { enumerable: true, get: () => definitionOf(slug) }])),
  ),
);

/**
 * A garment's definition prepared ahead, used instead of building it when it is first read. The
 * studio's build writes each garment's as JSON (scripts/prepared-garments) and the studio
 * hands the one it opens over here before reading it: building the soccer kit (its parts clipped
 * and curved from the builders' outlines) took 26–38 ms of a phone's start (issue 41), reading its
 * JSON a fraction of a millisecond. A garment already built keeps its own; a definition of
 * another slug than the one named is refused (false).
 */
export function preparedGarment(slug: DesignSlug, definition: GarmentDefinition): boolean {
  if (definition.slug !== slug) return false;
  if (!built.has(slug)) built.set(slug, definition);
  return true;
}
