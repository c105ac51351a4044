import { composeTop } from '../builders/compose';
import type { NeckViews } from '../builders/necks';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS } from '../builders/plain-tee';
import { dark } from '../builders/shading';
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
  lerp,
  mirror,
  mirrorPoint,
  openPath,
  reverse,
  withMirror,
} from '../geometry/curve';
import { lensPath } from '../geometry/polygon';
import type { GarmentDefinition, ViewPart } from '../types';

/** Polo shirt: a fold-over collar, a buttoned placket, rib bands on short sleeves.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment. */
export function buildPolo(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 80, y: 168 },
    shoulder: [296, 200],
    shoulderBow: 2,
    armhole: { c1: [302, 268], c2: [296, 350] },
    underarm: [286, 378],
    side: { c1: [292, 530], c2: [298, 670] },
    hem: { y: 800, half: 206 },
    chestLine: 470,
    sleeves: {
      short: {
        angle: 37,
        length: 160,
        opening: 128,
        cuff: 18,
        cuffTaper: 1,
        cap: 7,
        under: 4,
      },
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

  const CX = 500;
  const hps = top.hps;

  // The collar, left half: its outer edge runs from the neck point down to the collar point,
  // its end runs back up to the top of the placket, where the two ends meet.
  const collarPoint: Point = [450, 272];
  const meet: Point = [CX, 212];
  const outerEdge = cubic(hps, [410, 202], [428, 250], collarPoint);
  const collarEnd = line(collarPoint, meet);
  const frontSeam = withMirror(join(outerEdge, collarEnd));
  // The fold along the back of the neck, and the fold line coming round to the front.
  const foldCorner: Point = [hps[0] + 8, hps[1] - 30];
  const backFold = withMirror(
    cubic(foldCorner, [foldCorner[0] + 20, foldCorner[1] + 3], [CX - 30, foldCorner[1] + 8], [CX, foldCorner[1] + 8]),
  );
  const standCorner: Point = [hps[0] + 16, hps[1] - 16];
  const standInner = withMirror(
    cubic(standCorner, [standCorner[0] + 18, standCorner[1] + 4], [CX - 28, standCorner[1] + 12], [CX, standCorner[1] + 12]),
  );
  const frontFold = cubic(meet, [476, 196], [446, 176], standCorner);
  const collarOutline = (seam: typeof frontSeam) =>
    closedPath(line(hps, foldCorner), backFold, line(mirrorPoint(foldCorner), mirrorPoint(hps)), reverse(seam));

  const backSeam = withMirror(cubic(hps, [hps[0] + 24, hps[1] + 14], [CX - 40, hps[1] + 34], [CX, hps[1] + 34]));

  const collar: NeckViews = {
    front: {
      seam: frontSeam,
      // The neck shows above the fold lines that meet at the top of the placket.
      opening: join(reverse(frontFold), mirror(frontFold)),
      parts: [
        { id: 'collar', d: collarOutline(frontSeam) },
        {
          id: 'neckInside',
          d: closedPath(standInner, reverse(mirror(frontFold)), frontFold),
        },
      ],
      details: '',
      shading: [
        dark(closedPath(standInner, reverse(mirror(frontFold)), frontFold), 0.3),
        dark(shadowBelow(standInner, 10), 0.2),
        dark(shadowBelow(frontSeam, 10), 0.18),
        dark(lensPath([418, 178], [446, 262], 10, 0), 0.1),
        dark(lensPath(mirrorPoint([446, 262]), mirrorPoint([418, 178]), 10, 0), 0.1),
      ],
    },
    back: {
      seam: backSeam,
      parts: [{ id: 'collar', d: collarOutline(backSeam) }],
      details: '',
      shading: [dark(shadowBelow(backSeam, 12), 0.18), dark(shadowBelow(backFold, 8), 0.08)],
    },
  };

  // The placket starts under the collar ends (its top follows them exactly) and ends square.
  const placketHalf = 18;
  const placketBottom = 372;
  const onCollarEnd = (x: number): Point => lerp(collarPoint, meet, (x - collarPoint[0]) / (meet[0] - collarPoint[0]));
  const placketTopLeft = onCollarEnd(CX - placketHalf);
  const placket = closedPath(
    from(placketTopLeft)
      .line(meet)
      .line(mirrorPoint(placketTopLeft))
      .line([CX + placketHalf, placketBottom])
      .line([CX - placketHalf, placketBottom])
      .line(placketTopLeft)
      .done(),
  );
  const placketStitch = openPath(
    from([CX - placketHalf + 6, placketTopLeft[1] + 6])
      .line([CX - placketHalf + 6, placketBottom - 6])
      .line([CX + placketHalf - 6, placketBottom - 6])
      .line([CX + placketHalf - 6, placketTopLeft[1] + 6])
      .done(),
  );

  function buttons(ys: readonly number[]): ViewPart {
    const d = combine(...ys.map((y) => circlePath([CX, y], 7.5)));
    const holes = combine(...ys.flatMap((y) => [circlePath([CX - 2.6, y], 1.3), circlePath([CX + 2.6, y], 1.3)]));
    return { id: 'buttons', d, details: holes, when: { buttons: [ys.length] } };
  }

  const pocket = closedPath(from([568, 318]).line([640, 318]).line([640, 392]).line([604, 408]).line([568, 392]).line([568, 318]).done());

  return composeTop({
    slug: 'polo',
    top,
    necks: [{ when: { collar: ['polo'] }, views: collar }],
    colours: {
      body: '#ffffff',
      leftSleeve: '#ffffff',
      rightSleeve: '#ffffff',
      collar: '#0f172a',
      neckInside: '#0f172a',
      placket: '#0f172a',
      buttons: '#ffffff',
      cuffs: '#0f172a',
      pocket: '#ffffff',
    },
    options: { ...PLAIN_TEE_OPTIONS, collars: ['polo'], pocket: true, buttons: true, buttonCounts: [2, 3] },
    defaults: { ...PLAIN_TEE_DEFAULTS, collar: 'polo', buttons: 2 },
    front: {
      underNeck: [
        {
          id: 'pocket',
          d: pocket,
          when: { pocket: true },
          details: openPath(line([568, 330], [640, 330])),
        },
        { id: 'placket', d: placket, details: placketStitch },
        buttons([262, 318]),
        buttons([252, 294, 336]),
      ],
      shading: [dark(shadowBelow(withMirror(line([CX - placketHalf, placketBottom], [CX, placketBottom])), 5), 0.15)],
    },
    printAreas: {
      front: {
        'chest-left': { x: 566, y: 300, width: 76, height: 76 },
        'chest-centre': { x: 380, y: 400, width: 240, height: 160 },
      },
      back: {
        'back-name': { x: 360, y: 250, width: 280, height: 50 },
        'back-number': { x: 375, y: 312, width: 250, height: 230 },
      },
    },
  });
}
