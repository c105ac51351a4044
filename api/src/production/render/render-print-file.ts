import { Resvg } from '@resvg/resvg-js';
import { thumbnailScene } from '../../../../remote-designer/src/render/thumbnail/thumbnail-scene';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';
import { encodePng } from './png-encode';
import { rasteriseOffThread } from './raster-thread';
import { PRINT_DPI, type PlannedPrintFile } from './print-plan';
import { sceneSvg } from './scene-svg';

/** The RGBA pixels of an SVG document drawn by resvg with the server's fonts only (no system font: every machine draws the same), on this thread: for small pictures (tests, shaping checks); print files go through raster-thread.ts. */
export function rasterise(svg: string, background?: string): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: serverFontPaths(), defaultFontFamily: FONT_FAMILIES.latin, sansSerifFamily: FONT_FAMILIES.latin },
    fitTo: { mode: 'original' },
    ...(background ? { background } : {}),
  }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * One print file: the layers of its side (what is printed, not the fabric) inside its print area,
 * on a transparent ground, at 300 dpi of the area's size in cm. Drawn on the drawing thread
 * (raster-thread.ts) and packed in the thread pool: the API's thread stays free for requests.
 */
export async function renderPrintFile(file: PlannedPrintFile): Promise<Buffer> {
  const svg = sceneSvg(thumbnailScene(file.doc, file.view), { box: file.box, width: file.widthPx, height: file.heightPx, garment: false });
  const image = await rasteriseOffThread(svg);
  return encodePng(image.pixels, image.width, image.height, PRINT_DPI);
}

/** A picture of a whole view of the design (garment and layers) for the proof, `size` pixels square on white. */
export async function renderDesignPicture(doc: PlannedPrintFile['doc'], view: 'front' | 'back', size: number): Promise<Buffer> {
  const image = await rasteriseOffThread(sceneSvg(thumbnailScene(doc, view), { width: size, height: size, garment: true }), '#ffffff');
  return encodePng(image.pixels, image.width, image.height, 150);
}
