import { Container, Rectangle, type Renderer } from 'pixi.js';
import { garmentBounds, WORN, type Design, type GarmentLook, type View } from '@teamwear/design';
import { ARTBOARD_GAP, padBox } from '../geometry/fit';
import type { TextureStore } from '../scene/assets';
import { buildGarment, type GarmentNode } from '../scene/garment';
import { LayerNode, type PlaceholderLabels } from '../scene/layer-node';
import { exportSize, planTiles, tileSizeFor } from './plan';
import { nextTask } from '../../scheduling/next-task';

export interface ExportRequest {
  doc: Design;
  views: readonly View[];
  /** Pixels on the long side. */
  longSide: number;
  /** Largest tile to draw at once; by default the GPU's limit. Tests force small tiles. */
  maxTile?: number;
  /** Fill behind the garment; transparent when absent. */
  background?: string;
  /** On the mannequin or on its own (the default: worn, as the studio shows it). */
  look?: GarmentLook;
}

export interface ExportResult {
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  tiles: number;
  ms: number;
  /** Where the time went: building the scene, drawing and reading tiles back, stitching them. */
  phases: { buildMs: number; gpuMs: number; stitchMs: number };
}

/**
 * Draws the design into a 2D canvas of the requested size, away from the live scene: the
 * garment and layers are built again at the export's scale (text rasterised at that scale,
 * not enlarged), drawn tile by tile with `extract` and a `frame` whenever the size exceeds
 * what the GPU can draw at once (8192 px on SwiftShader), and stitched on the canvas.
 */
export async function exportDesign(
  renderer: Renderer,
  textures: TextureStore,
  placeholderLabels: PlaceholderLabels,
  request: ExportRequest,
): Promise<ExportResult> {
  const started = performance.now();
  const look = request.look ?? WORN;
  const crop = padBox(garmentBounds(request.doc, request.views, look), 24);
  const size = exportSize(request.views.length, request.longSide, crop);
  const wrapper = new Container();
  const content = new Container();
  content.scale.set(size.scale);
  wrapper.addChild(content);
  const garments: GarmentNode[] = [];
  const nodes: LayerNode[] = [];

  const build = () => {
    for (const garment of garments.splice(0)) garment.destroy();
    for (const node of nodes.splice(0)) node.destroy();
    content.removeChildren();
    request.views.forEach((view, index) => {
      const board = new Container();
      board.x = index * (crop.width + ARTBOARD_GAP) - crop.x;
      board.y = -crop.y;
      const garment = buildGarment(request.doc, view, textures, look);
      garments.push(garment);
      board.addChild(garment.container);
      for (const layer of request.doc.layers) {
        if (layer.view !== view) continue;
        const node = new LayerNode(layer.id);
        node.update(layer, { textures, placeholderLabels, textResolution: size.scale });
        nodes.push(node);
        board.addChild(node.container);
      }
      content.addChild(board);
    });
  };

  try {
    const t0 = performance.now();
    build();
    // Pictures of a side not shown on screen may only now be asked for: wait, then draw again.
    if (textures.pending > 0) {
      await textures.settled();
      build();
    }
    const gl = (renderer as unknown as { gl?: WebGLRenderingContext }).gl;
    const maxTexture = gl ? (gl.getParameter(gl.MAX_TEXTURE_SIZE) as number) : 4096;
    const tileSize = Math.min(request.maxTile ?? Number.POSITIVE_INFINITY, tileSizeFor(maxTexture));
    const tiles = planTiles(size.width, size.height, tileSize);

    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    if (request.background) {
      context.fillStyle = request.background;
      context.fillRect(0, 0, size.width, size.height);
    }
    const t1 = performance.now();
    let extractMs = 0;
    let drawMs = 0;
    for (const tile of tiles) {
      const te = performance.now();
      const piece = renderer.extract.canvas({
        target: wrapper,
        frame: new Rectangle(tile.x, tile.y, tile.width, tile.height),
        resolution: 1,
        antialias: true,
      }) as HTMLCanvasElement;
      const td = performance.now();
      extractMs += td - te;
      context.drawImage(piece, tile.x, tile.y);
      drawMs += performance.now() - td;
      // Yield between tiles so that a large export does not freeze the page.
      if (tiles.length > 1) await nextTask();
    }
    return {
      canvas,
      width: size.width,
      height: size.height,
      tiles: tiles.length,
      ms: performance.now() - started,
      phases: { buildMs: t1 - t0, gpuMs: extractMs, stitchMs: drawMs },
    };
  } finally {
    for (const garment of garments) garment.destroy();
    for (const node of nodes) node.destroy();
    wrapper.destroy({ children: true });
  }
}

/** A canvas as a PNG file the browser downloads. */
export async function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG encoding failed');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
