import { composeTop } from '../builders/compose';
import { type NeckViews, crewNeck } from '../builders/necks';
import { buildTop, shadowBelow } from '../builders/top';
import {
  type Point,
  circlePath,
  closedPath,
  combine,
  cubic,
  from,
  line,
  mirror,
  mirrorPoint,
  offset,
  openPath,
  reverse,
  ribbonPath,
  withMirror,
} from '../geometry/curve';
import { lensPath } from '../geometry/polygon';
import type { GarmentDefinition, ShadingPath } from '../types';

/** Hoodie: a hood with a lined opening and drawstring, kangaroo pocket, rib cuffs and waistband. */
const top = buildTop({
  neck: { half: 74, y: 212 },
  shoulder: [272, 240],
  shoulderBow: 3,
  armhole: { c1: [280, 305], c2: [279, 392] },
  underarm: [268, 424],
  side: { c1: [270, 580], c2: [272, 720] },
  hem: { y: 905, half: 232 },
  waistband: { height: 62, taper: 6 },
  chestLine: 520,
  sleeves: {
    long: { angle: 73, length: 560, opening: 112, cuff: 58, cuffTaper: 6, cap: 8, under: 6 },
  },
});

const CX = 500;
const hps = top.hps;
const dark = (d: string, alpha: number): ShadingPath => ({ d, color: '#000000', alpha, blend: 'multiply' });
const light = (d: string, alpha: number): ShadingPath => ({ d, color: '#ffffff', alpha, blend: 'screen' });

// The hood's outer edge, left half: out from the neck point, up round the crown to the centre seam.
const crownLeft = from(hps).cubic([396, 196], [368, 118], [414, 74]).cubic([436, 54], [470, 46], [CX, 46]).done();
const crown = withMirror(crownLeft);
// The face opening, left half from the crown down to where the two front edges meet.
const openingLeft = from([CX, 86]).cubic([468, 86], [442, 112], [440, 160]).cubic([438, 208], [468, 246], [CX, 262]).done();
const opening = withMirror(openingLeft);
const frontSeam = withMirror(cubic(hps, [hps[0], hps[1] + 42], [CX - 44, 280], [CX, 280]));
const backSeam = withMirror(cubic(hps, [hps[0] + 22, hps[1] + 6], [CX - 34, hps[1] + 16], [CX, hps[1] + 16]));

const eyelet: Point = [458, 236];
// Cords hang from the eyelets down the chest, each ending in a tipped aglet.
const cordLeft = cubic(eyelet, [454, 300], [462, 360], [456, 430]);
const cordRight = mirror(cordLeft);
const aglet = (end: Point): string => ribbonPath(line(end, [end[0] - 1, end[1] + 26]), 11);
const drawstring = combine(ribbonPath(cordLeft, 7), ribbonPath(cordRight, 7), aglet([456, 426]), aglet(mirrorPoint([456, 426])));

const hood: NeckViews = {
  front: {
    seam: frontSeam,
    parts: [
      { id: 'hood', d: closedPath(crown, reverse(frontSeam)) },
      { id: 'hoodLining', d: closedPath(opening) },
    ],
    details: combine(openPath(line([CX, 46], [CX, 86])), openPath(offset(openingLeft, -10)), openPath(offset(mirror(openingLeft), 10)), circlePath(eyelet, 6), circlePath(mirrorPoint(eyelet), 6)),
    shading: [
      dark(closedPath(opening), 0.35),
      dark(closedPath(from([CX, 86]).cubic([468, 86], [442, 112], [440, 160]).line([CX, 160]).line([CX, 86]).done()), 0.15),
      dark(shadowBelow(frontSeam, 16), 0.18),
      dark(lensPath([410, 90], hps, 10, 4), 0.12),
      dark(lensPath(mirrorPoint(hps), [590, 90], 10, 4), 0.12),
      light(lensPath([455, 60], [420, 120], 4, 8), 0.12),
    ],
  },
  back: {
    seam: backSeam,
    parts: [{ id: 'hood', d: closedPath(crown, reverse(backSeam)) }],
    details: openPath(line([CX, 46], [CX, hps[1] + 16])),
    shading: [
      dark(shadowBelow(backSeam, 14), 0.16),
      dark(lensPath([CX, 50], [CX, hps[1] + 12], 14, 0), 0.1),
      light(lensPath([430, 80], [400, 180], 6, 14), 0.1),
    ],
  },
};

// Kangaroo pocket: hand openings curving out at both sides, stitched above the waistband.
const pocketLeft = from([CX, 600]).line([392, 600]).cubic([384, 650], [352, 692], [318, 702]).line([316, 818]).line([CX, 818]).done();
const pocket = closedPath(reverse(pocketLeft), mirror(pocketLeft));
const openingStitch = cubic([402, 600], [394, 652], [362, 696], [326, 708]);

export const HOODIE: GarmentDefinition = composeTop({
  slug: 'hoodie',
  top,
  necks: [
    { when: { hood: true }, views: hood },
    { when: { hood: false }, views: crewNeck(hps, { frontDepth: 60, backDepth: 14, rib: 20 }) },
  ],
  colours: {
    body: '#374151',
    leftSleeve: '#374151',
    rightSleeve: '#374151',
    hood: '#374151',
    hoodLining: '#9ca3af',
    drawstring: '#f3f4f6',
    pocket: '#374151',
    cuffs: '#1f2937',
    waistband: '#1f2937',
    collar: '#1f2937',
    neckInside: '#374151',
  },
  options: { sleeves: ['long'], collars: ['hood'], pocket: true, buttons: false, buttonCounts: [], hood: true, drawstring: true },
  defaults: { sleeves: 'long', collar: 'hood', pocket: true, buttons: 0, hood: true, drawstring: true },
  front: {
    underNeck: [
      {
        id: 'pocket',
        d: pocket,
        when: { pocket: true },
        details: combine(openPath(openingStitch), openPath(mirror(openingStitch))),
      },
    ],
    overNeck: [{ id: 'drawstring', d: drawstring, when: { hood: true, drawstring: true } }],
    shading: [
      { ...dark(shadowBelow(withMirror(line([316, 818], [CX, 818])), 8), 0.18), when: { pocket: true } },
      { ...dark(lensPath([392, 602], [318, 702], 12, 0), 0.2), when: { pocket: true } },
      { ...dark(lensPath(mirrorPoint([318, 702]), mirrorPoint([392, 602]), 12, 0), 0.2), when: { pocket: true } },
    ],
  },
  printAreas: {
    front: {
      'chest-left': { x: 560, y: 330, width: 80, height: 80 },
      'chest-centre': { x: 380, y: 440, width: 240, height: 140 },
    },
    back: {
      'back-name': { x: 350, y: 300, width: 300, height: 60 },
      'back-number': { x: 365, y: 375, width: 270, height: 280 },
    },
  },
});
