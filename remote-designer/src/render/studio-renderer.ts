import { type Application, Container, type FederatedPointerEvent, Rectangle } from 'pixi.js';
import { garmentBounds, garmentKey, LIMITS, WORN, type Design, type DesignStore, type GarmentLook, type Layer, type Selection, type View } from '../model';
import { layoutStage, padBox, type StageLayout } from './geometry/fit';
import { dragTo, rotateTo, scaleTo, snapshotTransform, type HandleId, type LayerTransform, type Point } from './geometry/transform';
import { loadStudioFonts } from './fonts/fonts';
import { TextureStore } from './scene/assets';
import { buildGarment, type GarmentNode } from './scene/garment';
import { LayerNode, type PlaceholderLabels } from './scene/layer-node';
import { Transformer } from './scene/transformer';
import { FrameStats } from './frame-stats';
import { exportDesign, type ExportResult } from './export/export';
import { ARTBOARD_GAP } from './geometry/fit';
import { FIT_VIEWPORT, clampViewport, panBy, sameViewport, toScreen, zoomAt, type Viewport } from './geometry/viewport';
import { attachViewportGestures, type ViewportGestures } from './interaction/viewport-gestures';

/** One view (front or back) on the canvas. */
interface Board {
  view: View;
  container: Container;
  garmentHolder: Container;
  garment: GarmentNode | null;
  garmentKey: string;
  layers: Container;
  nodes: Map<string, LayerNode>;
}

export type DisplayMode = 'single' | 'both';

type GestureKind = 'move' | 'rotate' | 'scale';

interface Gesture {
  kind: GestureKind;
  layerId: string;
  board: Board;
  node: LayerNode;
  start: LayerTransform;
  current: LayerTransform;
  grabbedAt: Point;
  pointerId: number;
}

export interface StudioRendererOptions {
  /** The editor passes its store: layers can then be selected, dragged, turned and scaled. */
  store?: DesignStore;
  placeholderLabels: PlaceholderLabels;
  /** CSS pixels along the canvas's bottom edge kept clear of the fitted garment (controls drawn over it). */
  bottomInset?: number;
}

export interface SceneState {
  doc: Design;
  selection: Selection;
}

const transformOf = (layer: Layer): LayerTransform => ({ x: layer.x, y: layer.y, rotation: layer.rotation, scale: layer.scale });

/**
 * The studio's scene on a Pixi application made by @pixi/react's <Application> (StudioCanvas):
 * it draws only when something changed (no ticker),
 * one board per view shown, the garment of each rebuilt only when its look changes, and the
 * layers reconciled by id. While a layer is dragged the garment is drawn from a cached texture,
 * so a frame costs the moving layer and one textured quad.
 *
 * After every completed frame the host element gets `data-rendered` (a frame counter) and
 * `data-ready` ("true" when no picture is still loading): tests and benchmarks wait on them.
 */
export class StudioRenderer {
  readonly textures = new TextureStore();
  readonly stats = new FrameStats();
  /** Holds the boards; zoom and pan are its scale and position. */
  private root = new Container({ label: 'studio' });
  private readonly boards = new Map<View, Board>();
  private readonly transformer: Transformer;
  private host: HTMLElement | null = null;
  private state: SceneState | null = null;
  private mode: DisplayMode = 'single';
  private look: GarmentLook = WORN;
  private layout: StageLayout = { scale: 1, placements: [] };
  private viewport: Viewport = FIT_VIEWPORT;
  private shownKey = '';
  private readonly viewportListeners = new Set<(viewport: Viewport) => void>();
  private gestures: ViewportGestures | null = null;
  private readonly editable = new WeakSet<Container>();
  private size = { width: 1, height: 1 };
  private frameRequest: number | null = null;
  private frames = 0;
  /** Pointer moves a frozen drag showed by moving a picture (benchmarks wait on them as on frames). */
  private moves = 0;
  private gesture: Gesture | null = null;
  /** During a gesture: the pictures shown instead of the canvas, the moving one, and how the artboard maps onto them. */
  private frozen: {
    canvases: HTMLCanvasElement[];
    picture: HTMLCanvasElement;
    origin: Point;
    pixels: number;
    /** What the pictures show. */
    doc: Design | undefined;
    mode: DisplayMode;
    look: GarmentLook;
  } | null = null;
  private placeholderLabels: PlaceholderLabels;
  private unsubscribe: (() => void) | null = null;
  private destroyed = false;
  private initialised = false;
  /** Measure frames with a GPU sync (benchmarks): slower, but a frame's true cost. */
  measureSync = false;
  /** Draw only the dragged layer during a drag, the rest from snapshots (off only to measure what it saves). */
  cacheWhileDragging = true;
  /** performance.now() of the first frame, and of the first frame with every picture loaded. */
  firstFrameAt: number | null = null;
  firstReadyFrameAt: number | null = null;

  /** `app` is initialised and owned by the caller (@pixi/react): the renderer never destroys it. */
  constructor(
    readonly app: Application,
    private readonly options: StudioRendererOptions,
  ) {
    this.placeholderLabels = options.placeholderLabels;
    this.transformer = new Transformer((handle, event) => this.beginHandleGesture(handle, event));
  }

  /**
   * Starts drawing into `root` (a container of the app's stage) once the fonts are loaded;
   * `host` is the element around the app's canvas. Resolves false when destroyed meanwhile.
   */
  async start(host: HTMLElement, root: Container): Promise<boolean> {
    this.host = host;
    this.root = root;
    await loadStudioFonts();
    if (this.destroyed || !this.app.renderer) return false;
    const rect = host.getBoundingClientRect();
    this.size = { width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) };
    this.app.renderer.resize(this.size.width, this.size.height);
    this.initialised = true;
    this.app.ticker?.stop();
    const canvas = this.app.canvas;
    canvas.style.display = 'block';
    // Positioned, so that it paints over the snapshot put behind it during a drag.
    canvas.style.position = 'relative';
    canvas.setAttribute('aria-hidden', 'true');
    // Pixi's event system sets `none`, which would trap a finger that only wants to scroll the page.
    canvas.style.touchAction = 'pan-y';

    if (this.options.store) {
      const stage = this.app.stage;
      stage.eventMode = 'static';
      stage.hitArea = new Rectangle(0, 0, this.size.width, this.size.height);
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
        if (event.target !== stage || moved >= 5 || this.gesture || this.gestures?.multiTouch) return;
        this.options.store?.select(null);
      });
      stage.on('globalpointermove', (event) => this.moveGesture(event));
      stage.on('pointerup', (event) => this.endGesture(event));
      stage.on('pointerupoutside', (event) => this.endGesture(event));
      const store = this.options.store;
      this.unsubscribe = store.subscribe(() => {
        const { doc, selection } = store.getState();
        this.setScene({ doc, selection });
      });
      this.setScene({ doc: store.getState().doc, selection: store.getState().selection });
    }
    this.gestures = attachViewportGestures(host, this);
    this.textures.onChange(() => {
      if (this.state) this.sync();
    });
    if (this.state) this.sync();
    return true;
  }

  get ready(): boolean {
    return this.initialised && !this.destroyed;
  }

  get currentDoc(): Design | null {
    return this.state?.doc ?? null;
  }

  /** Zoom over the fitted garment: 1 is fit. */
  get zoom(): number {
    return this.viewport.zoom;
  }

  /** CSS pixels per garment unit on screen now. */
  get pixelsPerUnit(): number {
    return this.layout.scale * this.viewport.zoom;
  }

  get currentViewport(): Viewport {
    return this.viewport;
  }

  /** Called with the new viewport whenever zoom or pan change (zoom controls show it). */
  onViewportChange(listener: (viewport: Viewport) => void): () => void {
    this.viewportListeners.add(listener);
    return () => this.viewportListeners.delete(listener);
  }

  zoomAt(factor: number, at?: { x: number; y: number }): void {
    const centre = at ?? { x: this.size.width / 2, y: this.size.height / 2 };
    this.setViewport(zoomAt(this.viewport, factor, centre, this.size.width, this.size.height));
  }

  panBy(dx: number, dy: number): void {
    this.setViewport(panBy(this.viewport, dx, dy, this.size.width, this.size.height));
  }

  resetView(): void {
    this.setViewport(FIT_VIEWPORT);
  }

  private setViewport(next: Viewport) {
    if (sameViewport(next, this.viewport)) return;
    // The frozen pictures were drawn for the old view: a drag going on goes on drawing the canvas.
    this.thaw();
    const textBefore = this.textResolution();
    this.viewport = next;
    this.applyViewport();
    // Text is rasterised for the zoom it is seen at: redraw it when that changes.
    if (this.initialised && this.state && this.textResolution() !== textBefore) this.sync();
    else {
      this.syncTransformer();
      this.requestRender();
    }
    for (const listener of this.viewportListeners) listener(next);
  }

  private applyViewport() {
    this.root.scale.set(this.viewport.zoom);
    this.root.position.set(this.viewport.pan.x, this.viewport.pan.y);
  }

  /** True when a canvas point (CSS pixels) is on a layer that can be picked, or on a handle. */
  hitsEditable(x: number, y: number): boolean {
    if (!this.initialised || !this.options.store) return false;
    // A touch's pointerdown comes before its touchstart: it may have started a gesture already,
    // during which the scene is frozen into pictures and hit-tests nothing.
    if (this.gesture) return true;
    let hit: Container | null = this.app.renderer.events.rootBoundary.hitTest(x, y);
    while (hit) {
      if (this.editable.has(hit) || hit === this.transformer.container) return true;
      hit = hit.parent;
    }
    return false;
  }

  get shownViews(): View[] {
    return this.layout.placements.map((placement) => placement.view);
  }

  setScene(state: SceneState): void {
    this.state = state;
    if (this.initialised) this.sync();
  }

  setDisplayMode(mode: DisplayMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    if (this.initialised && this.state) this.sync();
  }

  get showsBody(): boolean {
    return this.look.body;
  }

  /** Shows the garment on the mannequin (in the design's skin tone) or on its own; exports follow. */
  setLook(look: GarmentLook): void {
    if (look.body === this.look.body) return;
    this.look = look;
    if (this.initialised && this.state) this.sync();
  }

  setPlaceholderLabels(labels: PlaceholderLabels): void {
    this.placeholderLabels = labels;
    if (this.initialised && this.state) {
      for (const board of this.boards.values()) {
        for (const node of board.nodes.values()) {
          const layer = node.current;
          if (layer) node.update(layer, this.nodeContext());
        }
      }
      this.requestRender();
    }
  }

  resize(width: number, height: number): void {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    if (w === this.size.width && h === this.size.height) return;
    this.size = { width: w, height: h };
    if (!this.initialised) return;
    this.thaw();
    this.app.renderer.resize(w, h);
    this.app.stage.hitArea = new Rectangle(0, 0, w, h);
    this.viewport = clampViewport(this.viewport, w, h);
    this.applyViewport();
    if (this.state) this.sync();
  }

  private textResolution(): number {
    if (!this.initialised) return 1;
    const pixels = this.pixelsPerUnit * this.app.renderer.resolution;
    return Math.max(0.5, Math.ceil(pixels * 4) / 4);
  }

  private nodeContext() {
    return { textures: this.textures, placeholderLabels: this.placeholderLabels, textResolution: this.textResolution() };
  }

  /** Brings the Pixi scene in line with the document, the selection and the display mode. */
  private sync(): void {
    const state = this.state;
    if (!state || this.destroyed) return;
    // A design or display changed under a drag (an edit from elsewhere) is drawn, not a stale
    // picture of it. The selection a press makes is already in the pictures.
    const frozen = this.frozen;
    if (frozen && (frozen.doc !== state.doc || frozen.mode !== this.mode || frozen.look !== this.look)) this.thaw();
    const { doc, selection } = state;
    const views: View[] = this.mode === 'both' ? ['front', 'back'] : [selection.view];
    // Another view or another garment: start again from the whole garment in view.
    const shownKey = JSON.stringify([doc.product, views]);
    if (shownKey !== this.shownKey) {
      this.shownKey = shownKey;
      if (!sameViewport(this.viewport, FIT_VIEWPORT)) {
        this.viewport = FIT_VIEWPORT;
        this.applyViewport();
        for (const listener of this.viewportListeners) listener(this.viewport);
      }
    }
    // The garment gets the room; the empty artboard around it is cropped away (layers far off the garment may be cut).
    const inset = Math.min(this.options.bottomInset ?? 0, this.size.height / 4);
    this.layout = layoutStage(this.size.width, this.size.height - inset, views, 12, padBox(garmentBounds(doc, views, this.look), 36));

    for (const [view, board] of this.boards) {
      if (!views.includes(view)) {
        this.destroyBoard(board);
        this.boards.delete(view);
      }
    }
    for (const placement of this.layout.placements) {
      let board = this.boards.get(placement.view);
      if (!board) {
        board = this.createBoard(placement.view);
        this.boards.set(placement.view, board);
      }
      board.container.position.set(placement.x, placement.y);
      board.container.scale.set(this.layout.scale);
      this.syncGarment(board, doc);
      this.syncLayers(board, doc);
    }
    this.syncTransformer();
    this.requestRender();
  }

  private createBoard(view: View): Board {
    const container = new Container({ label: `board-${view}` });
    const garmentHolder = new Container({ label: 'garment' });
    const layers = new Container({ label: 'layers' });
    container.addChild(garmentHolder, layers);
    this.root.addChild(container);
    return { view, container, garmentHolder, garment: null, garmentKey: '', layers, nodes: new Map() };
  }

  private destroyBoard(board: Board) {
    if (this.gesture?.board === board) this.gesture = null;
    if (this.transformer.container.parent === board.container) board.container.removeChild(this.transformer.container);
    board.garment?.destroy();
    for (const node of board.nodes.values()) node.destroy();
    board.container.destroy({ children: true });
  }

  private syncGarment(board: Board, doc: Design) {
    const key = garmentKey(doc, board.view, this.textures.version, this.look);
    if (key === board.garmentKey && board.garment) return;
    const next = buildGarment(doc, board.view, this.textures, this.look);
    board.garment?.destroy();
    board.garment = next;
    board.garmentKey = key;
    board.garmentHolder.addChildAt(next.container, 0);
  }

  private syncLayers(board: Board, doc: Design) {
    const ctx = this.nodeContext();
    const wanted = doc.layers.filter((layer) => layer.view === board.view);
    const ids = new Set(wanted.map((layer) => layer.id));
    for (const [id, node] of board.nodes) {
      if (!ids.has(id)) {
        if (this.gesture?.node === node) this.gesture = null;
        node.destroy();
        board.nodes.delete(id);
      }
    }
    wanted.forEach((layer, index) => {
      let node = board.nodes.get(layer.id);
      if (!node) {
        node = this.createNode(layer.id);
        board.nodes.set(layer.id, node);
        board.layers.addChild(node.container);
      }
      const inGesture = this.gesture?.node === node;
      if (node.current !== layer || ctx.textResolution !== node.resolution || node.waitingForTexture) {
        node.update(layer, ctx);
      }
      // A layer being dragged keeps its transient transform until the gesture ends.
      if (inGesture && this.gesture) node.applyTransform(this.gesture.current);
      if (board.layers.getChildIndex(node.container) !== index) {
        board.layers.setChildIndex(node.container, index);
      }
    });
  }

  private createNode(id: string): LayerNode {
    const node = new LayerNode(id);
    if (this.options.store) {
      node.container.eventMode = 'static';
      node.container.on('pointerdown', (event) => this.beginLayerGesture(id, event));
      this.editable.add(node.container);
    }
    return node;
  }

  private selectedNode(): { board: Board; node: LayerNode } | null {
    const id = this.state?.selection.layerId;
    if (!id) return null;
    for (const board of this.boards.values()) {
      const node = board.nodes.get(id);
      if (node) return { board, node };
    }
    return null;
  }

  private syncTransformer() {
    const selected = this.options.store ? this.selectedNode() : null;
    const layer = selected?.node.current;
    if (!selected || !layer || !layer.visible) {
      this.transformer.hide();
      return;
    }
    if (this.transformer.container.parent !== selected.board.container) selected.board.container.addChild(this.transformer.container);
    const t = this.gesture?.node === selected.node ? this.gesture.current : transformOf(layer);
    this.transformer.show(t, selected.node.size, this.pixelsPerUnit, layer.locked);
  }

  // ---- gestures: transform the node while the pointer moves, commit one edit at the end ----

  private findBoardOf(node: LayerNode): Board | null {
    for (const board of this.boards.values()) if (board.nodes.get(node.id) === node) return board;
    return null;
  }

  private beginLayerGesture(id: string, event: FederatedPointerEvent) {
    const store = this.options.store;
    // The middle button pans the view; a second finger pinches it.
    if (!store || this.gesture || event.button !== 0 || this.gestures?.multiTouch) return;
    event.stopPropagation();
    if (store.getState().selection.layerId !== id) store.select(id);
    const selected = this.selectedNode();
    if (!selected || selected.node.id !== id) return;
    const layer = selected.node.current;
    if (!layer || layer.locked) return;
    this.startGesture('move', selected.board, selected.node, layer, event);
  }

  private beginHandleGesture(handle: HandleId, event: FederatedPointerEvent) {
    const selected = this.selectedNode();
    const layer = selected?.node.current;
    if (!selected || !layer || layer.locked || this.gesture || event.button !== 0 || this.gestures?.multiTouch) return;
    this.startGesture(handle === 'rotate' ? 'rotate' : 'scale', selected.board, selected.node, layer, event);
  }

  private startGesture(kind: GestureKind, board: Board, node: LayerNode, layer: Layer, event: FederatedPointerEvent) {
    const start = transformOf(layer);
    const grabbedAt = board.container.toLocal(event.global);
    this.gesture = { kind, layerId: layer.id, board, node, start, current: start, grabbedAt: { x: grabbedAt.x, y: grabbedAt.y }, pointerId: event.pointerId };
    // The selection may just have changed (a press on another layer): the handles are drawn for it first.
    this.syncTransformer();
    if (this.cacheWhileDragging) {
      const started = performance.now();
      this.freeze(board, node);
      this.stats.recordGestureStart(performance.now() - started);
    } else {
      this.requestRender();
    }
  }

  /**
   * While a layer is dragged, turned or scaled, the canvas is not drawn at all: the scene is
   * drawn once into three pictures (what lies under the layer, the layer with its handles, what
   * lies over it) stacked where the canvas is, and each pointer move only changes the CSS
   * transform of the middle one, which the browser's compositor moves. On a software GPU a
   * canvas frame costs the pixels it fills; this costs none. The gesture's end draws the scene
   * again with the edit committed.
   */
  private freeze(board: Board, moving: LayerNode) {
    const host = this.host;
    if (!host) return;
    const renderer = this.app.renderer;
    const frame = new Rectangle(0, 0, this.size.width, this.size.height);
    const order = [...board.layers.children];
    const at = order.indexOf(moving.container);
    const above = order.slice(at + 1);
    const everything: Container[] = [];
    for (const other of this.boards.values()) {
      everything.push(other.garmentHolder);
      for (const node of other.nodes.values()) everything.push(node.container);
    }
    const placed = (canvas: HTMLCanvasElement, area: Rectangle): HTMLCanvasElement => {
      canvas.setAttribute('aria-hidden', 'true');
      Object.assign(canvas.style, { position: 'absolute', left: `${area.x}px`, top: `${area.y}px`, width: `${area.width}px`, height: `${area.height}px`, pointerEvents: 'none' });
      return canvas;
    };
    // A picture of (part of) the canvas: drawn into the canvas itself and copied out at once (the
    // canvas is hidden until the gesture ends), which costs a frame and a copy; an extract's
    // render texture and pixel readback cost about twice that on a software GPU.
    const snap = (shown: (item: Container) => boolean, handles: boolean, area = frame): HTMLCanvasElement => {
      for (const item of everything) item.renderable = shown(item);
      this.transformer.container.renderable = handles;
      if (!frame.containsRect(area)) {
        // Part of it lies past the canvas's edge: only a render texture holds it.
        return placed(renderer.extract.canvas({ target: this.app.stage, frame: area, resolution: renderer.resolution, antialias: true }) as HTMLCanvasElement, area);
      }
      this.app.render();
      const k = renderer.resolution;
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(area.width * k);
      canvas.height = Math.round(area.height * k);
      canvas.getContext('2d')?.drawImage(this.app.canvas, area.x * k, area.y * k, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
      return placed(canvas, area);
    };
    const below = snap((item) => item !== moving.container && !above.includes(item), false);
    // The moving layer and its handles only: a small picture, quick to make and to move. It may
    // reach past the canvas (a layer partly out of view is whole when dragged in), within reason.
    const reach = new Rectangle(-frame.width, -frame.height, frame.width * 3, frame.height * 3);
    const box = moving.container.getBounds().rectangle.clone().enlarge(this.transformer.container.getBounds().rectangle).pad(4).fit(reach);
    const area = box.width >= 1 && box.height >= 1 ? new Rectangle(Math.floor(box.x), Math.floor(box.y), Math.ceil(box.width) + 1, Math.ceil(box.height) + 1) : frame;
    const picture = snap((item) => item === moving.container, true, area);
    const over = above.length > 0 ? snap((item) => above.includes(item), false) : null;
    for (const item of everything) item.renderable = true;
    this.transformer.container.renderable = true;
    // The picture's transform turns about its own corner: the maps below are of the canvas.
    Object.assign(picture.style, { transformOrigin: `${-area.x}px ${-area.y}px`, willChange: 'transform' });
    host.insertBefore(below, this.app.canvas);
    host.insertBefore(picture, this.app.canvas);
    if (over) host.appendChild(over);
    // Transparent, not hidden or removed: it keeps its place and size, which Pixi maps pointer
    // positions by, and keeps receiving the gesture's pointer (a hidden element loses a touch).
    this.app.canvas.style.opacity = '0';
    const origin = board.container.toGlobal({ x: 0, y: 0 });
    this.frozen = { canvases: over ? [below, picture, over] : [below, picture], picture, origin: { x: origin.x, y: origin.y }, pixels: this.pixelsPerUnit, doc: this.state?.doc, mode: this.mode, look: this.look };
  }

  /** Moves the frozen picture of the gesture's layer to where the layer is now. */
  private movePicture(gesture: Gesture) {
    const frozen = this.frozen;
    if (!frozen) return;
    const m = snapshotTransform(gesture.start, gesture.current, frozen.origin, frozen.pixels);
    frozen.picture.style.transform = `matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.e}, ${m.f})`;
  }

  private thaw() {
    const frozen = this.frozen;
    if (!frozen) return;
    this.frozen = null;
    for (const canvas of frozen.canvases) canvas.remove();
    this.app.canvas.style.opacity = '';
    // The canvas holds the last picture drawn into it: it is drawn afresh, with the handles where
    // the layer is now, before it is seen.
    this.syncTransformer();
    this.requestRender();
  }

  private cacheResolution(): number {
    return Math.max(0.25, this.pixelsPerUnit * this.app.renderer.resolution);
  }

  private moveGesture(event: FederatedPointerEvent) {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const started = performance.now();
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
    if (this.frozen) {
      // The handles are in the moving picture: they are drawn again when the pictures go (thaw).
      this.movePicture(gesture);
      // What the move cost here is the whole of the frame's work: the compositor does the rest.
      this.stats.record(performance.now() - started, true);
      this.moves += 1;
      if (this.host) this.host.dataset.moves = String(this.moves);
    } else {
      this.syncTransformer();
      this.requestRender();
    }
  }

  private endGesture(event: FederatedPointerEvent) {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    this.finishGesture(true);
  }

  /** Escape during a drag: the layer goes back to where it was, and nothing is recorded. */
  cancelGesture(): boolean {
    if (!this.gesture) return false;
    this.finishGesture(false);
    return true;
  }

  get gestureActive(): boolean {
    return this.gesture !== null;
  }

  private finishGesture(commit: boolean) {
    const gesture = this.gesture;
    const store = this.options.store;
    if (!gesture) return;
    this.gesture = null;
    this.thaw();
    const { start, current, layerId } = gesture;
    const changed = current.x !== start.x || current.y !== start.y || current.rotation !== start.rotation || current.scale !== start.scale;
    if (commit && changed && store) {
      // One gesture, one undo step, whatever the commands it takes.
      store.beginGesture();
      if (gesture.kind === 'move') store.dispatch({ type: 'moveLayer', args: { id: layerId, x: round(current.x), y: round(current.y) } });
      else if (gesture.kind === 'rotate') store.dispatch({ type: 'rotateLayer', args: { id: layerId, rotation: round(current.rotation) } });
      else store.dispatch({ type: 'updateLayer', args: { id: layerId, props: { scale: current.scale } } });
      store.endGesture();
    } else {
      const layer = gesture.node.current;
      if (layer && !gesture.node.container.destroyed) gesture.node.applyTransform(transformOf(layer));
      this.syncTransformer();
    }
    this.requestRender();
  }

  private cacheGarment(board: Board, on: boolean) {
    if (on) {
      board.garmentHolder.cacheAsTexture({ resolution: this.cacheResolution(), antialias: true });
    } else {
      board.garmentHolder.cacheAsTexture(false);
    }
  }

  /** For benchmarks: draw the garment from its cache (as during a drag) or not. */
  setGarmentCache(on: boolean): void {
    for (const board of this.boards.values()) this.cacheGarment(board, on);
  }

  // ---- frames ----

  requestRender(): void {
    if (this.destroyed || !this.initialised || this.frameRequest !== null) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = null;
      this.renderNow();
    });
  }

  /** Draws at once (tests, exports, benchmarks); returns the frame's time in ms. */
  renderNow(): number {
    if (this.destroyed || !this.initialised) return 0;
    const started = performance.now();
    this.app.render();
    if (this.measureSync) this.syncGpu();
    const elapsed = performance.now() - started;
    this.stats.record(elapsed, this.gesture !== null);
    this.frames += 1;
    const now = performance.now();
    this.firstFrameAt ??= now;
    if (this.textures.pending === 0 && this.state) this.firstReadyFrameAt ??= now;
    if (this.host) {
      this.host.dataset.rendered = String(this.frames);
      this.host.dataset.ready = String(this.textures.pending === 0);
    }
    return elapsed;
  }

  /** Waits for the GPU to finish the frame, by reading one pixel back. */
  syncGpu(): void {
    const gl = (this.app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
    if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }

  /** The colour shown on the canvas at a CSS-pixel point, read from the drawing buffer right after a frame. */
  canvasPixel(x: number, y: number): [number, number, number, number] {
    this.renderNow();
    const gl = (this.app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
    const out = new Uint8Array(4);
    if (!gl) return [0, 0, 0, 0];
    const resolution = this.app.renderer.resolution;
    const px = Math.floor(x * resolution);
    const py = Math.floor(gl.drawingBufferHeight - 1 - y * resolution);
    gl.readPixels(px, py, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, out);
    return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0];
  }

  /** Where a garment point of a shown view is on the canvas, in CSS pixels (zoom and pan included). */
  artboardToCanvas(view: View, x: number, y: number): Point | null {
    const placement = this.layout.placements.find((candidate) => candidate.view === view);
    if (!placement) return null;
    return toScreen(this.viewport, { x: placement.x + x * this.layout.scale, y: placement.y + y * this.layout.scale });
  }

  /**
   * The design as a PNG-ready canvas: `longSide` pixels, or 'screen' for the size it has on
   * screen now (device pixels). Views default to those shown.
   */
  async exportImage(options: { longSide: number | 'screen'; views?: readonly View[]; maxTile?: number; background?: string }): Promise<ExportResult> {
    const doc = this.state?.doc;
    if (!doc || !this.initialised) throw new Error('nothing to export');
    const views = options.views ?? this.shownViews;
    const content = padBox(garmentBounds(doc, views, this.look), 24);
    const unitsLong = Math.max(views.length * content.width + (views.length - 1) * ARTBOARD_GAP, content.height);
    // 'screen' is the garment as it fits the canvas, whatever the zoom.
    const longSide = options.longSide === 'screen' ? Math.round(unitsLong * this.layout.scale * this.app.renderer.resolution) : options.longSide;
    return exportDesign(this.app.renderer, this.textures, this.placeholderLabels, { doc, views, longSide, maxTile: options.maxTile, background: options.background, look: this.look });
  }

  get renderedFrames(): number {
    return this.frames;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.unsubscribe?.();
    this.gestures?.detach();
    this.viewportListeners.clear();
    this.thaw();
    for (const board of this.boards.values()) this.destroyBoard(board);
    this.boards.clear();
    this.transformer.destroy();
    // The app and the root container are @pixi/react's; the stage's listeners are ours.
    if (this.initialised && this.app.stage) this.app.stage.removeAllListeners();
    this.textures.destroy();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
