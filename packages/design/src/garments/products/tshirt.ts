import { composeTop } from '../builders/compose';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS, TEE_PARTS, crewOrVNeck, oneColour } from '../builders/plain-tee';
import { buildTop } from '../builders/top';
import { closedPath, from, line, openPath } from '../geometry/curve';
import type { GarmentDefinition } from '../types';

/** Regular-fit t-shirt: set-in sleeves angled down, a body that narrows a little at the waist.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment. */
export function buildTshirt(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 76, y: 160 },
    shoulder: [298, 194],
    shoulderBow: 2,
    armhole: { c1: [304, 262], c2: [298, 345] },
    underarm: [288, 372],
    side: { c1: [294, 520], c2: [300, 660] },
    hem: { y: 778, half: 204 },
    chestLine: 450,
    sleeves: {
      short: { angle: 37, length: 165, opening: 130, cap: 7, under: 4 },
      long: {
        angle: 73,
        length: 520,
        opening: 96,
        cuff: 42,
        cuffTaper: 4,
        cap: 8,
        under: 6,
      },
    },
  });

  // A patch pocket on the wearer's left chest (the viewer's right).
  const pocket = closedPath(
    from([564, 300])
      .line([646, 300])
      .line([646, 376])
      .cubic([646, 386], [640, 392], [630, 394])
      .line([580, 394])
      .cubic([570, 392], [564, 386], [564, 376])
      .line([564, 300])
      .done(),
  );

  return composeTop({
    slug: 'tshirt',
    top,
    necks: crewOrVNeck(top.hps, { backDepth: 14, crew: { frontDepth: 62, rib: 16 }, vNeck: { frontDepth: 132, rib: 14 } }),
    colours: oneColour('#ffffff', [...TEE_PARTS, 'pocket']),
    options: { ...PLAIN_TEE_OPTIONS, pocket: true },
    defaults: PLAIN_TEE_DEFAULTS,
    front: {
      underNeck: [
        {
          id: 'pocket',
          d: pocket,
          when: { pocket: true },
          details: openPath(line([564, 314], [646, 314])),
        },
      ],
    },
    printAreas: {
      front: {
        'chest-left': { x: 568, y: 304, width: 74, height: 74 },
        'chest-centre': { x: 385, y: 300, width: 230, height: 190 },
      },
      back: {
        'back-name': { x: 360, y: 232, width: 280, height: 50 },
        'back-number': { x: 375, y: 295, width: 250, height: 230 },
      },
    },
  });
}
