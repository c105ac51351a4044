import type { DesignSlug } from '@teamwear/shared/routes';
import { BOXING_TRUNK } from './products/boxingtrunk';
import { BOXY_FIT } from './products/boxyfit';
import { HOODIE } from './products/hoodie';
import { OVERSIZED_SHIRT } from './products/oversizedshirt';
import { POLO } from './products/polo';
import { SLEEVELESS } from './products/sleeveless';
import { SOCCER } from './products/soccer';
import { TSHIRT } from './products/tshirt';
import type { GarmentDefinition } from './types';

/** The eight garments of the shop, by design slug (one file per garment under products/). */
export const GARMENTS: Readonly<Record<DesignSlug, GarmentDefinition>> = {
  soccer: SOCCER,
  polo: POLO,
  sleeveless: SLEEVELESS,
  oversizedshirt: OVERSIZED_SHIRT,
  tshirt: TSHIRT,
  hoodie: HOODIE,
  boxyfit: BOXY_FIT,
  boxingtrunk: BOXING_TRUNK,
};
