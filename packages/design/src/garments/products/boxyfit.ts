import { composeTop } from '../builders/compose';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS, TEE_PARTS, crewOrVNeck, oneColour } from '../builders/plain-tee';
import { buildTop } from '../builders/top';
import type { GarmentDefinition } from '../types';

/**
 * Boxy t-shirt: cropped short and cut wide, straight sides and a square hem, shoulders
 * dropped a little and short wide sleeves standing out nearly level.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment.
 */
export function buildBoxyFit(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 82, y: 222 },
    shoulder: [238, 252],
    shoulderBow: 2,
    armhole: { c1: [240, 310], c2: [243, 380] },
    underarm: [246, 428],
    side: { c1: [246, 560], c2: [246, 660] },
    hem: { y: 768, half: 254 },
    chestLine: 500,
    sleeves: {
      short: { angle: 22, length: 150, opening: 156, cap: 5, under: 3 },
      long: {
        angle: 68,
        length: 440,
        opening: 118,
        cuff: 42,
        cuffTaper: 5,
        cap: 6,
        under: 5,
      },
    },
  });

  return composeTop({
    slug: 'boxyfit',
    top,
    necks: crewOrVNeck(top.hps, { backDepth: 12, crew: { frontDepth: 56, rib: 20 }, vNeck: { frontDepth: 118, rib: 18 } }),
    colours: oneColour('#f5f5f4', TEE_PARTS),
    options: PLAIN_TEE_OPTIONS,
    defaults: PLAIN_TEE_DEFAULTS,
    printAreas: {
      front: {
        'chest-left': { x: 585, y: 360, width: 84, height: 84 },
        'chest-centre': { x: 365, y: 360, width: 270, height: 200 },
      },
      back: {
        'back-name': { x: 345, y: 290, width: 310, height: 55 },
        'back-number': { x: 370, y: 360, width: 260, height: 240 },
      },
    },
  });
}
