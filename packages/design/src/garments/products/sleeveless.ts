import { composeTop } from '../builders/compose';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS, crewOrVNeck } from '../builders/plain-tee';
import { buildTop } from '../builders/top';
import type { GarmentDefinition } from '../types';

/** Sleeveless shirt (a basketball-style jersey): narrow shoulder straps, deep bound armholes.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment. */
export function buildSleeveless(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 80, y: 150 },
    shoulder: [346, 158],
    shoulderBow: 1,
    armhole: { c1: [350, 300], c2: [330, 392] },
    underarm: [282, 410],
    armholeTrim: 16,
    side: { c1: [286, 560], c2: [292, 700] },
    hem: { y: 850, half: 212 },
    chestLine: 470,
    sleeves: {},
  });

  return composeTop({
    slug: 'sleeveless',
    top,
    necks: crewOrVNeck(top.hps, { backDepth: 16, crew: { frontDepth: 84, rib: 16 }, vNeck: { frontDepth: 150, rib: 16 } }),
    colours: {
      body: '#dc2626',
      armholeTrim: '#ffffff',
      collar: '#ffffff',
      neckInside: '#dc2626',
    },
    options: { ...PLAIN_TEE_OPTIONS, sleeves: ['none'] },
    defaults: { ...PLAIN_TEE_DEFAULTS, sleeves: 'none' },
    printAreas: {
      front: {
        'chest-left': { x: 560, y: 330, width: 80, height: 80 },
        'chest-centre': { x: 380, y: 330, width: 240, height: 230 },
      },
      back: {
        'back-name': { x: 360, y: 235, width: 280, height: 55 },
        'back-number': { x: 370, y: 305, width: 260, height: 260 },
      },
    },
  });
}
