import { composeTop } from '../builders/compose';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS, TEE_PARTS, crewOrVNeck, oneColour } from '../builders/plain-tee';
import { buildTop } from '../builders/top';
import type { GarmentDefinition } from '../types';

/**
 * Oversized t-shirt: shoulder seams dropped onto the upper arm (a near-vertical armhole),
 * a wide straight body, long, and wide sleeves that reach the elbow.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment.
 */
export function buildOversizedShirt(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 84, y: 150 },
    shoulder: [214, 214],
    shoulderBow: 3,
    armhole: { c1: [215, 290], c2: [218, 370] },
    underarm: [220, 442],
    side: { c1: [220, 580], c2: [220, 720] },
    hem: { y: 890, half: 280 },
    chestLine: 480,
    sleeves: {
      short: { angle: 28, length: 168, opening: 176, cap: 5, under: 3 },
      long: {
        angle: 70,
        length: 480,
        opening: 124,
        cuff: 46,
        cuffTaper: 5,
        cap: 6,
        under: 5,
      },
    },
  });

  return composeTop({
    slug: 'oversizedshirt',
    top,
    necks: crewOrVNeck(top.hps, { backDepth: 14, crew: { frontDepth: 58, rib: 20 }, vNeck: { frontDepth: 128, rib: 18 } }),
    colours: oneColour('#111827', TEE_PARTS),
    options: PLAIN_TEE_OPTIONS,
    defaults: PLAIN_TEE_DEFAULTS,
    printAreas: {
      front: {
        'chest-left': { x: 585, y: 300, width: 90, height: 90 },
        'chest-centre': { x: 355, y: 300, width: 290, height: 240 },
      },
      back: {
        'back-name': { x: 340, y: 225, width: 320, height: 60 },
        'back-number': { x: 360, y: 300, width: 280, height: 280 },
      },
    },
  });
}
