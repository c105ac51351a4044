import { hoistDetails, partInfos, printAreaList } from '../builders/compose';
import {
  type Point,
  bow,
  circlePath,
  closedPath,
  combine,
  crescentPath,
  cubic,
  from,
  join,
  lerp,
  line,
  mirror,
  mirrorPoint,
  openPath,
  reverse,
  ribbonPath,
  translate,
  withMirror,
} from '../geometry/curve';
import { legFromOpening, limb } from '../builders/mannequin';
import { dark, light } from '../builders/shading';
import { shadowBelow } from '../builders/top';
import { mirrorPath } from '../geometry/svg-path';
import { clipPath, lensPath, lensPolygon } from '../geometry/polygon';
import type { GarmentDefinition, GarmentView, ShadingPath, StripeZoneDefinition, ViewId, ViewPart } from '../types';

/**
 * Boxing trunks: a tall elastic waistband, loose legs flaring to a slanted hem, contrast side
 * panels split at the hem, and a tie at the front of the waistband.
 * Built when first asked for (catalogue.ts): opening the studio builds only its own garment.
 */
export function buildBoxingTrunk(): GarmentDefinition {

  const CX = 500;
  // Left half as the viewer sees it.
  const bandTop = 250;
  const bandBottom = 352;
  const bandTopOuter: Point = [262, bandTop];
  const bandBottomOuter: Point = [258, bandBottom];
  const hemOuter: Point = [206, 736];
  const hemInner: Point = [476, 718];
  const panelTop: Point = [330, bandBottom];
  const slitTop: Point = [226, 700];
  const onHem = (x: number): Point => lerp(hemOuter, hemInner, (x - hemOuter[0]) / (hemInner[0] - hemOuter[0]));
  const slitFoot = onHem(248);
  const panelFoot = onHem(312);

  const bandTopEdge = withMirror(
    from(bandTopOuter)
      .cubic([340, bandTop - 4], [420, bandTop - 6], [CX, bandTop - 6])
      .done(),
  );
  const bandSeamLeft = from(bandBottomOuter)
    .line(panelTop)
    .cubic([390, bandBottom + 2], [450, bandBottom + 4], [CX, bandBottom + 4])
    .done();
  const bandSeam = withMirror(bandSeamLeft);
  const waistband = closedPath(
    bandTopEdge,
    line(mirrorPoint(bandTopOuter), mirrorPoint(bandBottomOuter)),
    reverse(bandSeam),
    line(bandBottomOuter, bandTopOuter),
  );

  const sideSeam = bow(bandBottomOuter, hemOuter, 8);
  const panelInner = bow(panelTop, panelFoot, 4);
  const panelLeft = closedPath(
    sideSeam,
    from(hemOuter).line(slitTop).line(slitFoot).line(panelFoot).done(),
    reverse(panelInner),
    line(panelTop, bandBottomOuter),
  );

  function legs(view: ViewId): { left: string; right: string; seam: string } {
    const crotch: Point = [CX, view === 'front' ? 612 : 592];
    const centreSeam =
      view === 'front' ? line([CX, bandBottom + 4], crotch) : cubic([CX, bandBottom + 4], [CX - 2, 470], [CX + 2, 540], crotch);
    const inseam = cubic(crotch, [CX - 4, 660], [hemInner[0] + 6, 690], hemInner);
    // Viewer-left leg: from the panel, along the waistband seam to the centre, down the centre seam and the inseam, back along the hem.
    const viewerLeft = closedPath(
      join(
        from(panelTop)
          .cubic([390, bandBottom + 2], [450, bandBottom + 4], [CX, bandBottom + 4])
          .done(),
        centreSeam,
        inseam,
      ),
      line(hemInner, panelFoot),
      reverse(panelInner),
    );
    // Wearer's sides: on the front view the wearer's left leg is on the viewer's right.
    const viewerRight = mirrorPath(viewerLeft);
    return view === 'front'
      ? { left: viewerRight, right: viewerLeft, seam: openPath(join(centreSeam)) }
      : { left: viewerLeft, right: viewerRight, seam: openPath(centreSeam) };
  }

  const eyelet: Point = [486, 330];
  const cord = cubic([eyelet[0] + 1, eyelet[1] + 4], [480, 370], [470, 400], [462, 432]);
  const tie = combine(
    ribbonPath(cord, 6),
    ribbonPath(mirror(cord), 6),
    ribbonPath(line([463, 428], [461, 448]), 9),
    ribbonPath(line(mirrorPoint([463, 428]), mirrorPoint([461, 448])), 9),
    ribbonPath(bow([eyelet[0] + 2, eyelet[1] + 2], mirrorPoint([eyelet[0] + 2, eyelet[1] + 2]), 6), 6),
  );

  const hemDirection: Point = [hemInner[1] - hemOuter[1], hemOuter[0] - hemInner[0]]; // up, across the hem
  const stripes = (): GarmentView['stripes'] => {
    const second: StripeZoneDefinition = {
      parts: ['waistband'],
      bands: [
        {
          from: [0, (bandTop + bandBottom) / 2],
          to: [1000, (bandTop + bandBottom) / 2],
          direction: [0, 1],
          centred: true,
        },
      ],
      defaultWidth: 20,
    };
    const bottom: StripeZoneDefinition = {
      parts: ['legLeft', 'legRight', 'sidePanelLeft', 'sidePanelRight'],
      bands: [
        {
          from: lerp(hemOuter, hemInner, -0.1),
          to: lerp(hemOuter, hemInner, 1.12),
          direction: hemDirection,
        },
        {
          from: mirrorPoint(lerp(hemOuter, hemInner, -0.1)),
          to: mirrorPoint(lerp(hemOuter, hemInner, 1.12)),
          direction: [-hemDirection[0], hemDirection[1]],
        },
      ],
      defaultWidth: 26,
    };
    const inward: Point = [panelFoot[1] - panelTop[1], panelTop[0] - panelFoot[0]];
    const shorts: StripeZoneDefinition = {
      parts: ['sidePanelLeft', 'sidePanelRight'],
      bands: [
        {
          from: lerp(panelTop, panelFoot, -0.05),
          to: lerp(panelTop, panelFoot, 1.05),
          direction: [-inward[0], -inward[1]],
        },
        {
          from: mirrorPoint(lerp(panelTop, panelFoot, -0.05)),
          to: mirrorPoint(lerp(panelTop, panelFoot, 1.05)),
          direction: [inward[0], -inward[1]],
        },
      ],
      defaultWidth: 12,
    };
    return { second: [second], bottom: [bottom], shorts: [shorts] };
  };

  function view(v: ViewId): GarmentView {
    const l = legs(v);
    const panelViewerRight = mirrorPath(panelLeft);
    const panels = v === 'front' ? { left: panelViewerRight, right: panelLeft } : { left: panelLeft, right: panelViewerRight };
    const elastic = combine(openPath(translate(bandTopEdge, [0, 12])), openPath(translate(bandSeam, [0, -12])));
    const parts: ViewPart[] = [
      { id: 'legRight', d: l.right },
      { id: 'legLeft', d: l.left, details: l.seam },
      { id: 'sidePanelRight', d: panels.right },
      { id: 'sidePanelLeft', d: panels.left },
      { id: 'waistband', d: waistband, details: elastic },
    ];
    if (v === 'front') {
      parts.push({
        id: 'drawstring',
        d: tie,
        when: { drawstring: true },
        details: combine(circlePath(eyelet, 5), circlePath(mirrorPoint(eyelet), 5)),
      });
    }
    const silhouette = combine(l.left, l.right, panels.left, panels.right);
    const side = lensPolygon([bandBottomOuter[0] + 4, bandBottom + 10], [hemOuter[0] + 8, hemOuter[1] - 10], 46, 30);
    const shading: ShadingPath[] = [
      dark(combine(clipPath(silhouette, side), clipPath(silhouette, side.map(mirrorPoint))), 0.08),
      dark(shadowBelow(bandSeam, 14), 0.18),
      dark(
        combine(
          crescentPath([CX - 6, v === 'front' ? 618 : 598], [430, 712], 10, 2),
          crescentPath(mirrorPoint([430, 712]), [CX + 6, v === 'front' ? 618 : 598], 10, 2),
        ),
        0.14,
      ),
      dark(combine(crescentPath([CX - 16, 470], [420, 600], 9, 2), crescentPath(mirrorPoint([420, 600]), [CX + 16, 470], 9, 2)), 0.08),
      light(lensPath([400, 380], [380, 640], 16, 4), 0.08),
      light(lensPath([CX - 150, bandTop + 14], [CX + 60, bandTop + 14], 0, 14), 0.1),
    ];
    if (v === 'back') {
      // The seat: a fuller shape either side of the centre seam.
      shading.push(
        light(combine(lensPath([440, 420], [430, 560], 20, 6), lensPath(mirrorPoint([430, 560]), mirrorPoint([440, 420]), 20, 6)), 0.07),
      );
    }
    const printAreas = printAreaList(
      v === 'front'
        ? {
            waistband: { x: 350, y: 266, width: 300, height: 52 },
            'shorts-number': { x: 560, y: 470, width: 90, height: 90 },
            'leg-right': { x: 350, y: 470, width: 90, height: 90 },
          }
        : {
            'back-name': { x: 340, y: 270, width: 320, height: 60 },
            'leg-left': { x: 350, y: 470, width: 90, height: 90 },
            'leg-right': { x: 560, y: 470, width: 90, height: 90 },
          },
    );
    return hoistDetails({
      parts,
      // Worn by a mannequin's lower half: thighs out of the legs, the waist cut above the band.
      body: [...legFromOpening(hemOuter, hemInner, 120, 0.6), limb([CX, bandTop + 80], [CX, bandTop - 50], (CX - bandTopOuter[0]) * 1.8, (CX - bandTopOuter[0]) * 1.72)],
      stripes: stripes(),
      outline: '',
      shading,
      printAreas,
    });
  }

  return {
    slug: 'boxingtrunk',
    views: { front: view('front'), back: view('back') },
    mainPart: 'legLeft',
    parts: partInfos({
      waistband: '#ffffff',
      legLeft: '#b91c1c',
      legRight: '#b91c1c',
      sidePanelLeft: '#ffffff',
      sidePanelRight: '#ffffff',
      drawstring: '#facc15',
    }),
    options: {
      sleeves: ['none'],
      collars: ['none'],
      pocket: false,
      buttons: false,
      buttonCounts: [],
      hood: false,
      drawstring: true,
    },
    defaults: {
      sleeves: 'none',
      collar: 'none',
      pocket: false,
      buttons: 0,
      hood: false,
      drawstring: true,
    },
  };
}
