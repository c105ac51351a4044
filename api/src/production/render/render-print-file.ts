import { Resvg } from '@resvg/resvg-js';
import type { ArtboardBox, PrintSide } from '@teamwear/design/print';
import { thumbnailScene } from '@teamwear/design/scene';
import { catalogueFontPaths } from '../fonts/catalogue-print-fonts';
import { FONT_FAMILIES, serverFontPaths } from '../fonts/server-fonts';
import { drawPng, measureDrawn } from './drawing-processes';
import { PRINT_DPI, type PlannedPrintFile, type SideToMeasure } from './print-plan';
import { sceneSvg, sceneSvgContent } from './scene-svg';

/** The RGBA pixels of an SVG document drawn by resvg with the server's fonts only (no system font: every machine draws the same) and `fonts` (catalogue faces), on this thread, for tests of the drawing alone: a customer's document is drawn only through drawing-processes.ts, which reads its pictures first. */
export function rasterise(svg: string, background?: string, fonts: readonly string[] = []): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [...serverFontPaths(), ...fonts], defaultFontFamily: FONT_FAMILIES.latin, sansSerifFamily: FONT_FAMILIES.latin },
    fitTo: { mode: 'original' },
    ...(background ? { background } : {}),
  }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** The whole artboard at one pixel per garment unit: a drawn box comes back in garment units. */
const ARTBOARD = { x: 0, y: 0, width: 1000, height: 1000 };

/** Where each side's layers draw on its view (text measured as shaped, strokes included), in garment units; null where nothing. */
export async function measureSides(pieces: readonly SideToMeasure[]): Promise<{ side: PrintSide; box: ArtboardBox | null }[]> {
  const svgs = pieces.map((piece) => sceneSvg(thumbnailScene(piece.doc, piece.view), { box: ARTBOARD, width: ARTBOARD.width, height: ARTBOARD.height, garment: false }));
  const boxes = await measureDrawn(svgs, catalogueFontPaths(pieces.map((piece) => piece.doc)));
  return pieces.map((piece, index) => ({ side: piece.side, box: boxes[index] ?? null }));
}

/**
 * One print file: the layers of its side (what is printed, not the fabric) inside its box, on a
 * transparent ground, at 300 dpi of the box's size in cm. Drawn and packed in a drawing process
 * (drawing-processes.ts): the API's thread stays free for requests, and survives the renderer.
 */
export function renderPrintFile(file: PlannedPrintFile): Promise<Buffer> {
  const content = sceneSvgContent(thumbnailScene(file.doc, file.view), false);
  // The catalogue faces its text names, loaded exactly (one file per family, weight and style).
  return drawPng({ content, box: file.box, width: file.widthPx, height: file.heightPx, fonts: catalogueFontPaths([file.doc]) }, { dpi: PRINT_DPI });
}

/** A picture of a whole view of the design (garment and layers) for the proof, `size` pixels square on white; ahead of queued print files (someone waits for it). */
export function renderDesignPicture(doc: PlannedPrintFile['doc'], view: 'front' | 'back', size: number): Promise<Buffer> {
  const scene = thumbnailScene(doc, view);
  return drawPng({ content: sceneSvgContent(scene, true), box: scene.viewBox, width: size, height: size, fonts: catalogueFontPaths([doc]) }, { dpi: 150, background: '#ffffff', urgent: true });
}
