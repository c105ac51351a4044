import { composeTop } from '../builders/compose';
import { type NeckFinish, type NeckViews, crewNeck } from '../builders/necks';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS } from '../builders/plain-tee';
import { dark, light } from '../builders/shading';
import { buildTop, shadowBelow } from '../builders/top';
import {
  type Point,
  circlePath,
  closedPath,
  combine,
  cubic,
  from,
  join,
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
import type { GarmentDefinition } from '../types';

/** Hoodie: a hood with a lined opening and drawstring, kangaroo pocket, rib cuffs and waistband.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment. */
export function buildHoodie(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 128, y: 220 },
    shoulder: [272, 240],
    shoulderBow: 3,
    armhole: { c1: [280, 305], c2: [279, 392] },
    underarm: [268, 424],
    side: { c1: [270, 580], c2: [272, 720] },
    hem: { y: 905, half: 232 },
    waistband: { height: 62, taper: 6 },
    chestLine: 520,
    sleeves: {
      long: {
        angle: 73,
        length: 560,
        opening: 112,
        cuff: 58,
        cuffTaper: 6,
        cap: 8,
        under: 6,
      },
    },
  });

  const CX = 500;
  const hps = top.hps;

  // The hood's outer edge, left half: out from the neck point, up round the crown to the centre seam.
  const crownLeft = from(hps).cubic([356, 178], [350, 118], [386, 78]).cubic([412, 50], [460, 40], [CX, 40]).done();
  const crown = withMirror(crownLeft);
  // The face opening, left half from the crown down to where the two front edges meet.
  const openingLeft = from([CX, 82]).cubic([462, 82], [434, 110], [432, 160]).cubic([430, 210], [466, 248], [CX, 262]).done();
  const opening = withMirror(openingLeft);
  const frontSeam = withMirror(cubic(hps, [hps[0] + 8, hps[1] + 40], [CX - 60, 282], [CX, 282]));
  const backSeam = withMirror(cubic(hps, [hps[0] + 40, hps[1] + 8], [CX - 50, hps[1] + 20], [CX, hps[1] + 20]));

  const eyelet: Point = [458, 256];
  // Cords hang from the eyelets down the chest, each ending in a tipped aglet.
  const cordLeft = cubic(eyelet, [452, 320], [462, 380], [456, 440]);
  const cordRight = mirror(cordLeft);
  const aglet = (end: Point): string => ribbonPath(line(end, [end[0] - 1, end[1] + 26]), 11);
  const drawstring = combine(ribbonPath(cordLeft, 7), ribbonPath(cordRight, 7), aglet([456, 436]), aglet(mirrorPoint([456, 436])));

  const hood: NeckViews = {
    front: {
      seam: frontSeam,
      parts: [
        { id: 'hood', d: closedPath(crown, reverse(frontSeam)) },
        { id: 'hoodLining', d: closedPath(opening) },
      ],
      details: combine(
        openPath(line([CX, 40], [CX, 82])),
        openPath(offset(openingLeft, -10)),
        openPath(offset(mirror(openingLeft), 10)),
        circlePath(eyelet, 6),
        circlePath(mirrorPoint(eyelet), 6),
      ),
      shading: [
        dark(closedPath(opening), 0.35),
        dark(lensPath([446, 128], [554, 128], 0, 44), 0.2),
        dark(shadowBelow(frontSeam, 16), 0.18),
        dark(lensPath([392, 96], [404, 232], 14, 4), 0.12),
        dark(lensPath(mirrorPoint([404, 232]), mirrorPoint([392, 96]), 14, 4), 0.12),
        light(lensPath([450, 56], [404, 110], 4, 8), 0.12),
      ],
    },
    back: {
      seam: backSeam,
      parts: [{ id: 'hood', d: closedPath(crown, reverse(backSeam)) }],
      details: openPath(line([CX, 40], [CX, hps[1] + 20])),
      shading: [
        dark(shadowBelow(backSeam, 14), 0.16),
        dark(lensPath([CX, 44], [CX, hps[1] + 12], 14, 0), 0.1),
        light(lensPath([420, 76], [384, 170], 6, 16), 0.1),
      ],
    },
  };

  // Without the hood, a rib crew neck narrower than the hood's neckline: the shoulders run on to it.
  const crewHps: Point = [420, 210.4];
  const crew = crewNeck(crewHps, { frontDepth: 62, backDepth: 14, rib: 20 });
  const widen = (f: NeckFinish): NeckFinish => ({
    ...f,
    seam: join(line(hps, crewHps), f.seam, line(mirrorPoint(crewHps), mirrorPoint(hps))),
  });
  const withoutHood: NeckViews = {
    front: widen(crew.front),
    back: widen(crew.back),
  };

  // Kangaroo pocket: hand openings curving out at both sides, stitched above the waistband.
  const pocketLeft = from([CX, 600]).line([392, 600]).cubic([384, 650], [352, 692], [318, 702]).line([316, 818]).line([CX, 818]).done();
  const pocket = closedPath(reverse(pocketLeft), mirror(pocketLeft));
  const openingStitch = cubic([402, 600], [394, 652], [362, 696], [326, 708]);

  return composeTop({
    slug: 'hoodie',
    top,
    necks: [
      { when: { hood: true }, views: hood },
      { when: { hood: false }, views: withoutHood },
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
    options: { ...PLAIN_TEE_OPTIONS, sleeves: ['long'], collars: ['hood'], pocket: true, hood: true, drawstring: true },
    defaults: { ...PLAIN_TEE_DEFAULTS, sleeves: 'long', collar: 'hood', pocket: true, hood: true, drawstring: true },
    front: {
      underNeck: [
        {
          id: 'pocket',
          d: pocket,
          when: { pocket: true },
          details: combine(openPath(openingStitch), openPath(mirror(openingStitch))),
        },
      ],
      overNeck: [
        {
          id: 'drawstring',
          d: drawstring,
          when: { hood: true, drawstring: true },
        },
      ],
      shading: [
        dark(shadowBelow(withMirror(line([316, 818], [CX, 818])), 8), 0.18, { pocket: true }),
        dark(lensPath([392, 602], [318, 702], 12, 0), 0.2, { pocket: true }),
        dark(lensPath(mirrorPoint([318, 702]), mirrorPoint([392, 602]), 12, 0), 0.2, { pocket: true }),
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
}
