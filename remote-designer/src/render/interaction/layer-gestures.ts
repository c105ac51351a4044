import { type Container, type FederatedPointerEvent, Rectangle } from 'pixi.js';
import { LIMITS, type DesignStore, type Layer } from '@teamwear/design';
import { dragTo, rotateTo, scaleTo, type HandleId, type LayerTransform, type Point } from '../geometry/transform';
import type { Board } from '../scene/boards';
import type { LayerNode } from '../scene/layer-node';

type GestureKind = 'move' | 'rotate' | 'scale';

/** A layer being dragged, turned or scaled: where it started and where the pointer has it now. */
export interface LayerGesture {
  kind: GestureKind;
  layerId: string;
  board: Board;
  node: LayerNode;
  start: LayerTransform;
  current: LayerTransform;
  grabbedAt: Point;
  pointerId: number;
}

/** What the layer gestures need of the scene they run on. */
export interface LayerGestureHost {
  readonly store: DesignStore;
  /** Two or more fingers are on the canvas: a pinch, not a layer gesture. */
  multiTouch(): boolean;
  /** The selected layer's board and node, when it is shown. */
  selected(): { board: Board; node: LayerNode } | null;
  /** A gesture started (the selection's handles are to be drawn for it). */
  started(gesture: LayerGesture): void;
  /** The gesture's layer was moved to `gesture.current`; `since` is when the pointer event came. */
  moved(gesture: LayerGesture, since: number): void;
  /** The gesture is over (before its edit is committed or undone): the canvas is drawn again. */
  ended(): void;
  showHandles(): void;
  requestRender(): void;
}

export const transformOf = (layer: Layer): LayerTransform => ({ x: layer.x, y: layer.y, rotation: layer.rotation, scale: layer.scale });

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Dragging, turning and scaling a layer: the node follows the pointer without an edit, and the
 * gesture's end commits one edit to the store (one undo step); Escape puts the layer back.
 * A tap on an empty spot of the stage lets go of the selection.
 */
export class LayerGestures {
  private gesture: LayerGesture | null = null;

  constructor(private readonly host: LayerGestureHost) {}

  get current(): LayerGesture | null {
    return this.gesture;
  }

  /** Listens on the stage, which covers the canvas (`size` in CSS pixels). */
  attach(stage: Container, size: { width: number; height: number }): void {
    stage.eventMode = 'static';
    stage.hitArea = new Rectangle(0, 0, size.width, size.height);
    // A tap on an empty spot lets go of the selection; a drag there (a finger scrolling the
    // page, the view being panned) or a second finger (a pinch) keeps it.
    let pressedAt: { x: number; y: number } | null = null;
    stage.on('pointerdown', (event) => {
      pressedAt = { x: event.global.x, y: event.global.y };
    });
    stage.on('pointertap', (event) => {
      const moved = pressedAt ? Math.hypot(event.global.x - pressedAt.x, event.global.y - pressedAt.y) : Infinity;
      pressedAt = null;
      // Taps on a layer or a handle bubble up here too: only the stage's own count.
      if (event.target !== stage || moved >= 5 || this.gesture || this.host.multiTouch()) return;
      this.host.store.select(null);
    });
    stage.on('globalpointermove', (event) => this.move(event));
    stage.on('pointerup', (event) => this.end(event));
    stage.on('pointerupoutside', (event) => this.end(event));
  }

  /** The transform a gesture holds `node` at, which the document does not have until the end. */
  heldTransform(node: LayerNode): LayerTransform | null {
    return this.gesture?.node === node ? this.gesture.current : null;
  }

  /** The node (or the board) goes away under the gesture: the gesture is dropped with it. */
  forget(gone: { node?: LayerNode; board?: Board }): void {
    if (this.gesture && (this.gesture.node === gone.node || this.gesture.board === gone.board)) this.gesture = null;
  }

  beginOnLayer(id: string, event: FederatedPointerEvent): void {
    const store = this.host.store;
    // The middle button pans the view; a second finger pinches it.
    if (this.gesture || event.button !== 0 || this.host.multiTouch()) return;
    event.stopPropagation();
    if (store.getState().selection.layerId !== id) store.select(id);
    const selected = this.host.selected();
    if (!selected || selected.node.id !== id) return;
    const layer = selected.node.current;
    if (!layer || layer.locked) return;
    this.start('move', selected.board, selected.node, layer, event);
  }

  beginOnHandle(handle: HandleId, event: FederatedPointerEvent): void {
    const selected = this.host.selected();
    const layer = selected?.node.current;
    if (!selected || !layer || layer.locked || this.gesture || event.button !== 0 || this.host.multiTouch()) return;
    this.start(handle === 'rotate' ? 'rotate' : 'scale', selected.board, selected.node, layer, event);
  }

  /** Escape during a drag: the layer goes back to where it was, and nothing is recorded. */
  cancel(): boolean {
    if (!this.gesture) return false;
    this.finish(false);
    return true;
  }

  private start(kind: GestureKind, board: Board, node: LayerNode, layer: Layer, event: FederatedPointerEvent) {
    const start = transformOf(layer);
    const grabbedAt = board.container.toLocal(event.global);
    this.gesture = { kind, layerId: layer.id, board, node, start, current: start, grabbedAt: { x: grabbedAt.x, y: grabbedAt.y }, pointerId: event.pointerId };
    this.host.started(this.gesture);
  }

  private move(event: FederatedPointerEvent) {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const since = performance.now();
    const local = gesture.board.container.toLocal(event.global);
    const pointer = { x: local.x, y: local.y };
    let next: LayerTransform;
    if (gesture.kind === 'move') {
      next = dragTo(gesture.start, gesture.grabbedAt, pointer);
      next = {
        ...next,
        x: Math.min(LIMITS.position.max, Math.max(LIMITS.position.min, next.x)),
        y: Math.min(LIMITS.position.max, Math.max(LIMITS.position.min, next.y)),
      };
    } else if (gesture.kind === 'rotate') {
      next = rotateTo(gesture.start, gesture.grabbedAt, pointer, event.shiftKey);
    } else {
      next = scaleTo(gesture.start, gesture.grabbedAt, pointer, LIMITS.scale);
    }
    gesture.current = next;
    gesture.node.applyTransform(next);
    this.host.moved(gesture, since);
  }

  private end(event: FederatedPointerEvent) {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    this.finish(true);
  }

  private finish(commit: boolean) {
    const gesture = this.gesture;
    const store = this.host.store;
    if (!gesture) return;
    this.gesture = null;
    this.host.ended();
    const { start, current, layerId } = gesture;
    const changed = current.x !== start.x || current.y !== start.y || current.rotation !== start.rotation || current.scale !== start.scale;
    if (commit && changed) {
      // One gesture, one undo step, whatever the commands it takes.
      store.beginGesture();
      if (gesture.kind === 'move') store.dispatch({ type: 'moveLayer', args: { id: layerId, x: round(current.x), y: round(current.y) } });
      else if (gesture.kind === 'rotate') store.dispatch({ type: 'rotateLayer', args: { id: layerId, rotation: round(current.rotation) } });
      else store.dispatch({ type: 'updateLayer', args: { id: layerId, props: { scale: current.scale } } });
      store.endGesture();
    } else {
      const layer = gesture.node.current;
      if (layer && !gesture.node.container.destroyed) gesture.node.applyTransform(transformOf(layer));
      this.host.showHandles();
    }
    this.host.requestRender();
  }
}
