import { Container } from 'pixi.js';
import { garmentKey, type Design, type GarmentLook, type View } from '@teamwear/design';
import type { StageLayout } from '../geometry/fit';
import type { LayerTransform } from '../geometry/transform';
import type { TextureStore } from './assets';
import { buildGarment, type GarmentNode } from './garment';
import type { LayerNode, LayerNodeContext } from './layer-node';

/** One view (front or back) on the canvas. */
export interface Board {
  view: View;
  container: Container;
  garmentHolder: Container;
  garment: GarmentNode | null;
  garmentKey: string;
  layers: Container;
  nodes: Map<string, LayerNode>;
}

/** What reconciling the boards asks of the scene around them. */
export interface BoardHooks {
  /** A new layer's node, made pickable when the scene is editable. */
  createNode(id: string): LayerNode;
  /** The transform a gesture holds a node at until it ends, which the document does not have yet. */
  heldTransform(node: LayerNode): LayerTransform | null;
  /** A node (or a whole board's) is about to be destroyed. */
  nodeGone(node: LayerNode): void;
  boardGone(board: Board): void;
}

/**
 * The boards shown on the canvas, kept in line with the document: one per view shown, the
 * garment of each rebuilt only when its look changes (garmentKey), the layers reconciled by id
 * and kept in the document's order.
 */
export class SceneBoards {
  private readonly boards = new Map<View, Board>();

  constructor(
    private readonly textures: TextureStore,
    private readonly hooks: BoardHooks,
  ) {}

  values(): IterableIterator<Board> {
    return this.boards.values();
  }

  /** The board and node of a layer, when it is shown. */
  find(layerId: string): { board: Board; node: LayerNode } | null {
    for (const board of this.boards.values()) {
      const node = board.nodes.get(layerId);
      if (node) return { board, node };
    }
    return null;
  }

  /** Boards for the layout's views (in `root`), each with the document's garment and layers. */
  reconcile(root: Container, doc: Design, layout: StageLayout, look: GarmentLook, ctx: LayerNodeContext): void {
    const views = layout.placements.map((placement) => placement.view);
    for (const [view, board] of this.boards) {
      if (!views.includes(view)) {
        this.destroyBoard(board);
        this.boards.delete(view);
      }
    }
    for (const placement of layout.placements) {
      let board = this.boards.get(placement.view);
      if (!board) {
        board = createBoard(placement.view);
        root.addChild(board.container);
        this.boards.set(placement.view, board);
      }
      board.container.position.set(placement.x, placement.y);
      board.container.scale.set(layout.scale);
      this.syncGarment(board, doc, look);
      this.syncLayers(board, doc, ctx);
    }
  }

  /** Draws every layer again (placeholder labels changed). */
  redrawLayers(ctx: LayerNodeContext): void {
    for (const board of this.boards.values()) {
      for (const node of board.nodes.values()) {
        const layer = node.current;
        if (layer) node.update(layer, ctx);
      }
    }
  }

  /**
   * Forgets the nodes of texts in these families (their font came in): the next reconcile draws
   * them anew, as the canvas keeps a drawn text for as long as a node shows it. True when any.
   */
  dropTextNodes(families: ReadonlySet<string>): boolean {
    let dropped = false;
    for (const board of this.boards.values()) {
      for (const [id, node] of board.nodes) {
        const layer = node.current;
        if (!layer || !('fontFamily' in layer) || !families.has(layer.fontFamily)) continue;
        this.hooks.nodeGone(node);
        node.destroy();
        board.nodes.delete(id);
        dropped = true;
      }
    }
    return dropped;
  }

  destroy(): void {
    for (const board of this.boards.values()) this.destroyBoard(board);
    this.boards.clear();
  }

  private destroyBoard(board: Board) {
    this.hooks.boardGone(board);
    board.garment?.destroy();
    for (const node of board.nodes.values()) node.destroy();
    board.container.destroy({ children: true });
  }

  private syncGarment(board: Board, doc: Design, look: GarmentLook) {
    const key = garmentKey(doc, board.view, this.textures.version, look);
    if (key === board.garmentKey && board.garment) return;
    const next = buildGarment(doc, board.view, this.textures, look);
    board.garment?.destroy();
    board.garment = next;
    board.garmentKey = key;
    board.garmentHolder.addChildAt(next.container, 0);
  }

  private syncLayers(board: Board, doc: Design, ctx: LayerNodeContext) {
    const wanted = doc.layers.filter((layer) => layer.view === board.view);
    const ids = new Set(wanted.map((layer) => layer.id));
    for (const [id, node] of board.nodes) {
      if (!ids.has(id)) {
        this.hooks.nodeGone(node);
        node.destroy();
        board.nodes.delete(id);
      }
    }
    wanted.forEach((layer, index) => {
      let node = board.nodes.get(layer.id);
      if (!node) {
        node = this.hooks.createNode(layer.id);
        board.nodes.set(layer.id, node);
        board.layers.addChild(node.container);
      }
      if (node.current !== layer || ctx.textResolution !== node.resolution || node.waitingForTexture) {
        node.update(layer, ctx);
      }
      // A layer being dragged keeps its transient transform until the gesture ends.
      const held = this.hooks.heldTransform(node);
      if (held) node.applyTransform(held);
      if (board.layers.getChildIndex(node.container) !== index) {
        board.layers.setChildIndex(node.container, index);
      }
    });
  }
}

function createBoard(view: View): Board {
  const container = new Container({ label: `board-${view}` });
  const garmentHolder = new Container({ label: 'garment' });
  const layers = new Container({ label: 'layers' });
  container.addChild(garmentHolder, layers);
  return { view, container, garmentHolder, garment: null, garmentKey: '', layers, nodes: new Map() };
}
