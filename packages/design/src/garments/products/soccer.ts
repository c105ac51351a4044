import { composeTop } from '../builders/compose';
import { mandarinNeck } from '../builders/necks';
import { PLAIN_TEE_DEFAULTS, PLAIN_TEE_OPTIONS, TEE_PARTS, crewOrVNeck, oneColour } from '../builders/plain-tee';
import { dark, light } from '../builders/shading';
import { legFromOpening } from '../builders/mannequin';
import { buildTop, shadowBelow } from '../builders/top';
import {
  type Point,
  closedPath,
  combine,
  crescentPath,
  cubic,
  from,
  line,
  mirror,
  mirrorPoint,
  openPath,
  reverse,
  withMirror,
} from '../geometry/curve';
import { clipPath, lensPolygon } from '../geometry/polygon';
import type { GarmentDefinition, ShadingPath, StripeZoneDefinition, ViewPart } from '../types';

/** Soccer kit: an athletic jersey with the shorts drawn below it.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment. */
export function buildSoccer(): GarmentDefinition {
  const top = buildTop({
    neck: { half: 62, y: 62 },
    shoulder: [330, 88],
    shoulderBow: 2,
    armhole: { c1: [335, 140], c2: [331, 205] },
    underarm: [322, 228],
    side: { c1: [326, 340], c2: [330, 440] },
    hem: { y: 540, half: 172 },
    chestLine: 300,
    sleeves: {
      short: { angle: 36, length: 132, opening: 104, cap: 6, under: 3 },
      long: {
        angle: 74,
        length: 400,
        opening: 78,
        cuff: 30,
        cuffTaper: 3,
        cap: 6,
        under: 5,
      },
    },
  });

  const CX = 500;

  // Shorts, left half: a waistband, a straight side seam, the leg hem rising to the inseam,
  // and the inseam curving up into the crotch.
  const waistTop = 592;
  const waistBottom = 626;
  const waistOuter: Point = [322, waistTop];
  const bandOuter: Point = [320, waistBottom];
  const hemOuter: Point = [298, 912];
  const hemInner: Point = [484, 892];
  const crotch: Point = [CX, 812];
  const waistbandLeft = from([CX, waistTop + 6])
    .cubic([420, waistTop + 6], [360, waistTop + 2], waistOuter)
    .line(bandOuter)
    .done();
  const waistSeam = withMirror(cubic(bandOuter, [360, waistBottom + 2], [420, waistBottom + 5], [CX, waistBottom + 5]));
  const waistband = closedPath(reverse(waistbandLeft), mirror(waistbandLeft), reverse(waistSeam));
  const legLeft = from(bandOuter).line(hemOuter).line(hemInner).cubic([492, 860], [CX, 830], crotch).done();
  const shortsBody = closedPath(legLeft, reverse(mirror(legLeft)), reverse(waistSeam));
  const hemStitch = combine(openPath(line([299, 900], [483, 880])), openPath(line(mirrorPoint([299, 900]), mirrorPoint([483, 880]))));

  const sideDirection: Point = [hemOuter[1] - bandOuter[1], bandOuter[0] - hemOuter[0]]; // inward, across the side seam
  const shortsStripe: StripeZoneDefinition = {
    parts: ['shortsBody'],
    bands: [
      {
        from: [bandOuter[0] + 1.5, bandOuter[1] - 20],
        to: [hemOuter[0] - 1.5, hemOuter[1] + 30],
        direction: sideDirection,
      },
      {
        from: mirrorPoint([bandOuter[0] + 1.5, bandOuter[1] - 20]),
        to: mirrorPoint([hemOuter[0] - 1.5, hemOuter[1] + 30]),
        direction: [-sideDirection[0], sideDirection[1]],
      },
    ],
    defaultWidth: 22,
  };

  function shortsShading(view: 'front' | 'back'): ShadingPath[] {
    const side = lensPolygon([bandOuter[0], bandOuter[1] + 6], [hemOuter[0], hemOuter[1] - 4], 34, 30);
    const folds = combine(
      crescentPath([CX - 4, crotch[1] + 4], [452, 880], 10, 2),
      crescentPath(mirrorPoint([452, 880]), [CX + 4, crotch[1] + 4], 10, 2),
      crescentPath([CX - 14, 700], [440, 790], 8, 2),
      crescentPath(mirrorPoint([440, 790]), [CX + 14, 700], 8, 2),
    );
    return [
      dark(combine(clipPath(shortsBody, side), clipPath(shortsBody, side.map(mirrorPoint))), 0.07),
      dark(folds, 0.12),
      dark(shadowBelow(waistSeam, 12), 0.16),
      light(crescentPath([392, 650], [372, 860], 14, 2), view === 'front' ? 0.08 : 0.06),
    ];
  }

  function shorts(view: 'front' | 'back'): ViewPart[] {
    const seam =
      view === 'front'
        ? openPath(line([CX, waistBottom + 5], crotch))
        : openPath(cubic([CX, waistBottom + 5], [CX - 3, 700], [CX + 2, 760], crotch));
    return [
      { id: 'shortsBody', d: shortsBody, details: combine(seam, hemStitch) },
      { id: 'shortsWaistband', d: waistband },
    ];
  }

  return composeTop({
    slug: 'soccer',
    top,
    necks: [
      ...crewOrVNeck(top.hps, { backDepth: 10, crew: { frontDepth: 46, rib: 13 }, vNeck: { frontDepth: 92, rib: 13 } }),
      {
        when: { collar: ['mandarin'] },
        views: mandarinNeck(top.hps, {
          frontDepth: 40,
          backDepth: 8,
          height: 22,
        }),
      },
    ],
    colours: {
      ...oneColour('#1d4ed8', TEE_PARTS),
      collar: '#ffffff',
      cuffs: '#ffffff',
      shortsBody: '#ffffff',
      shortsWaistband: '#ffffff',
    },
    options: { ...PLAIN_TEE_OPTIONS, collars: ['crew', 'v-neck', 'mandarin'] },
    defaults: { ...PLAIN_TEE_DEFAULTS, collar: 'v-neck' },
    front: {
      before: shorts('front'),
      body: legFromOpening(hemOuter, hemInner, 70),
      shading: shortsShading('front'),
      stripes: { shorts: [shortsStripe] },
      printAreas: { 'shorts-number': { x: 560, y: 690, width: 80, height: 80 } },
    },
    back: {
      before: shorts('back'),
      body: legFromOpening(hemOuter, hemInner, 70),
      shading: shortsShading('back'),
      stripes: { shorts: [{ ...shortsStripe }] },
    },
    printAreas: {
      front: {
        'chest-left': { x: 552, y: 150, width: 64, height: 64 },
        'chest-right': { x: 384, y: 150, width: 64, height: 64 },
        'chest-centre': { x: 390, y: 240, width: 220, height: 120 },
      },
      back: {
        'back-name': { x: 385, y: 118, width: 230, height: 44 },
        'back-number': { x: 395, y: 172, width: 210, height: 200 },
      },
    },
  });
}
