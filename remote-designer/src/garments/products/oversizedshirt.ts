import { composeTop } from '../builders/compose';
import { crewNeck, vNeck } from '../builders/necks';
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
    necks: [
      {
        when: { collar: ['crew'] },
        views: crewNeck(top.hps, { frontDepth: 58, backDepth: 14, rib: 20 }),
      },
      {
        when: { collar: ['v-neck'] },
        views: vNeck(top.hps, { frontDepth: 128, backDepth: 14, rib: 18 }),
      },
    ],
    colours: {
      body: '#111827',
      leftSleeve: '#111827',
      rightSleeve: '#111827',
      collar: '#111827',
      neckInside: '#111827',
      cuffs: '#111827',
    },
    options: {
      sleeves: ['short', 'long'],
      collars: ['crew', 'v-neck'],
      pocket: false,
      buttons: false,
      buttonCounts: [],
      hood: false,
      drawstring: false,
    },
    defaults: {
      sleeves: 'short',
      collar: 'crew',
      pocket: false,
      buttons: 0,
      hood: false,
      drawstring: false,
    },
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
