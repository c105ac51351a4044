import { type Application, Container, type FederatedPointerEvent, Rectangle } from 'pixi.js';
import { garmentBounds, WORN, type Design, type DesignStore, type GarmentLook, type Selection, type View } from '@teamwear/design';
import { ARTBOARD_GAP, layoutStage, padBox, type StageLayout } from './geometry/fit';
import { snapshotTransform, type Point } from './geometry/transform';
import { FIT_VIEWPORT, clampViewport, panBy, sameViewport, toScreen, zoomAt, type Viewport } from './geometry/viewport';
import { documentFonts } from './fonts/document-fonts';
import { loadStudioFonts } from './fonts/fonts';
import { TextureStore } from './scene/assets';
import { SceneBoards, type Board } from './scene/boards';
import { LayerNode, type PlaceholderLabels } from './scene/layer-node';
import { Transformer } from './scene/transformer';
import { FrozenPictures } from './frozen-pictures';
import { LayerGestures, transformOf, type LayerGesture, type LayerGestureHost } from './interaction/layer-gestures';
import { attachViewportGestures, type ViewportGestures } from './interaction/viewport-gestures';
import { exportDesign, type ExportResult } from './export/export';
import { syncGpu, type RendererInstruments } from './renderer-instruments';
import { drawUnseenFirst } from './draw-unseen-first';
import { drawInPartsFirst } from './draw-in-parts-first';
import { nextTask } from '../scheduling/next-task';

export type DisplayMode = 'single' | 'both';

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

/** During a layer gesture: what the frozen pictures show, and how the artboard maps onto them. */
interface FrozenScene {
  doc: Design | undefined;
  mode: DisplayMode;
  look: GarmentLook;
  origin: Point;
  pixels: number;
}

/**
 * The studio's scene on a Pixi application made by StudioScene (use-pixi-application).
 * It draws only when something changed (no ticker, one frame per animation frame at most): the
 * boards (scene/boards) follow the document, the selection's handles follow the selected layer,
 * and zoom and pan are the root container's scale and position. While a layer is dragged,
 * turned or scaled (interaction/layer-gestures) the canvas is not drawn: the scene is frozen
 * into pictures the compositor moves (frozen-pictures), and the gesture's end commits one edit.
 * Measured by bench/studio (SwiftShader, 1280×900, its heaviest scene, 2026-11-26): a move then
 * costs 0.1 / 0.2 ms (median / p95) and the page keeps 60 fps, where drawing the scene takes
 * 17–32 / 19–41 ms a frame (the bench's full redraw row); the press costs about one such frame.
 *
 * After every completed frame the host element gets `data-rendered` (a frame counter) and
 * `data-ready` ("true" when no picture is still loading): tests and benchmarks wait on them.
 * Benchmarks and tests read more through the probe (probe.ts), which instruments the renderer.
 */
export class StudioRenderer {
  readonly textures = new TextureStore();
  /** Set by the probe when one is attached (probe.ts): frame times for tests and the benchmark. */
  instruments: RendererInstruments | null = null;
  /** Holds the boards; zoom and pan are its scale and position. */
  private root = new Container({ label: 'studio' });
  private readonly boards: SceneBoards;
  private readonly transformer: Transformer;
  private readonly layerGestures: LayerGestures | null;
  private viewportGestures: ViewportGestures | null = null;
  private pictures: FrozenPictures | null = null;
  private frozen: FrozenScene | null = null;
  private host: HTMLElement | null = null;
  private state: SceneState | null = null;
  private mode: DisplayMode = 'single';
  private look: GarmentLook = WORN;
  private layout: StageLayout = { scale: 1, placements: [] };
  private viewport: Viewport = FIT_VIEWPORT;
  private shownKey = '';
  private readonly viewportListeners = new Set<(viewport: Viewport) => void>();
  private readonly editable = new WeakSet<Container>();
  private size = { width: 1, height: 1 };
  private frameRequest: number | null = null;
  private frames = 0;
  private placeholderLabels: PlaceholderLabels;
  private unsubscribe: (() => void) | null = null;
  /** Catalogue fonts the texts are written in, loaded when a text names one; their texts drawn again when in. */
  private readonly fonts = documentFonts((families) => {
    if (!this.destroyed && this.boards.dropTextNodes(new Set(families)) && this.initialised && this.state) this.sync();
  });
  private destroyed = false;
  private initialised = false;
  /** Until the scene has been drawn once unseen: the canvas is not shown nor drawn (see start). */
  private drawingUnseen = false;
  /** A frame was asked for while the scene was being drawn unseen: the first shown frame draws it again. */
  private askedWhileUnseen = false;

  /** `app` is initialised and owned by the caller (use-pixi-application): the renderer never destroys it. */
  constructor(
    readonly app: Application,
    private readonly options: StudioRendererOptions,
  ) {
    this.placeholderLabels = options.placeholderLabels;
    this.layerGestures = options.store ? new LayerGestures(this.gestureHost(options.store)) : null;
    this.transformer = new Transformer((handle, event) => this.layerGestures?.beginOnHandle(handle, event));
    this.boards = new SceneBoards(this.textures, {
      createNode: (id) => this.createNode(id),
      heldTransform: (node) => this.layerGestures?.heldTransform(node) ?? null,
      nodeGone: (node) => this.layerGestures?.forget({ node }),
      boardGone: (board) => {
        this.layerGestures?.forget({ board });
        if (this.transformer.container.parent === board.container) board.container.removeChild(this.transformer.container);
      },
    });
  }

  /**
   * Starts drawing into `root` (a container of the app's stage) once the fonts are loaded;
   * `host` is the element around the app's canvas. Resolves false when destroyed meanwhile.
   */
  async start(host: HTMLElement, root: Container): Promise<boolean> {
    this.host = host;
    this.root = root;
    await loadStudioFonts();
    // Not in the task of the React commit that started the renderer (the fonts are often loaded
    // by then): that commit and the drawing buffer's resize together were one long task on a phone.
    await nextTask();
    if (this.destroyed || !this.app.renderer) return false;
    const rect = host.getBoundingClientRect();
    this.size = { width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) };
    this.app.renderer.resize(this.size.width, this.size.height);
    // The drawing buffer's new size (slow on a software GPU) and the garment's scene in tasks of
    // their own: both in one task held a phone's page for longer (Lighthouse: total blocking time).
    await nextTask();
    if (this.destroyed || !this.app.renderer) return false;
    // The scene is built below and drawn once unseen (draw-unseen-first): the canvas is shown, and
    // its first frame drawn, once the GPU has done that; frames asked for meanwhile wait with it.
    this.drawingUnseen = true;
    this.initialised = true;
    this.app.ticker?.stop();
    const canvas = this.app.canvas;
    // Not shown until the scene has been drawn unseen (use-pixi-application made it so).
    canvas.style.display = 'none';
    // Positioned, so that it paints over the snapshot put behind it during a drag.
    canvas.style.position = 'relative';
    canvas.setAttribute('aria-hidden', 'true');
    // Pixi's event system sets `none`, which would trap a finger that only wants to scroll the page.
    canvas.style.touchAction = 'pan-y';
    this.pictures = new FrozenPictures(this.app, host);

    const store = this.options.store;
    if (store && this.layerGestures) {
      this.layerGestures.attach(this.app.stage, this.size);
      this.unsubscribe = store.subscribe(() => {
        const { doc, selection } = store.getState();
        this.setScene({ doc, selection });
      });
      this.setScene({ doc: store.getState().doc, selection: store.getState().selection });
    }
    this.viewportGestures = attachViewportGestures(host, this);
    this.textures.onChange(() => {
      if (this.state) this.sync();
    });
    if (this.state) this.sync();
    void this.firstFrameAfterDrawingUnseen();
    // What waits for the start (the page's controls, drawn again by React) in a task after the
    // scene's build, not in it.
    await nextTask();
    return !this.destroyed;
  }

  private async firstFrameAfterDrawingUnseen(): Promise<void> {
    const gone = () => this.destroyed || !this.app.renderer;
    // A task of its own: building the scene (sync) and drawing it together held a phone longer.
    await nextTask();
    if (gone()) return;
    this.askedWhileUnseen = false;
    // Its drawing buffer, shaders and shapes made over a few tasks first: drawn whole at once, one long task.
    await drawInPartsFirst(this.app, gone);
    if (gone()) return;
    const drawnMs = await drawUnseenFirst(this.app, gone);
    this.drawingUnseen = false;
    if (gone()) return;
    this.app.canvas.style.display = 'block';
    // The canvas holds that drawing, never shown yet: shown now, it is the first frame. Drawn
    // again only when something changed meanwhile (a picture loaded): on a software GPU a frame
    // drawn into a shown canvas is waited for again by the main thread.
    if (this.askedWhileUnseen || drawnMs === null) this.requestRender();
    else this.frameDrawn(drawnMs);
  }

  get ready(): boolean {
    return this.initialised && !this.destroyed;
  }

  get currentDoc(): Design | null {
    return this.state?.doc ?? null;
  }

  /**
   * The boxes the layers of a shown view take as drawn: each node's measured text block or picture
   * box, scaled, about the layer's centre (unturned), in garment units. For the probe.
   */
  drawnLayerBoxes(view: View): { id: string; kind: string; x: number; y: number; width: number; height: number }[] {
    const board = [...this.boards.values()].find((candidate) => candidate.view === view);
    if (!board) return [];
    return [...board.nodes.values()].flatMap((node) => {
      const layer = node.current;
      if (!layer) return [];
      const width = node.size.width * layer.scale;
      const height = node.size.height * layer.scale;
      return [{ id: layer.id, kind: layer.kind, x: layer.x - width / 2, y: layer.y - height / 2, width, height }];
    });
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
    if (this.layerGestures?.current) return true;
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
    this.fonts.want(state.doc.layers);
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
      this.boards.redrawLayers(this.nodeContext());
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
    this.boards.reconcile(this.root, doc, this.layout, this.look, this.nodeContext());
    this.syncTransformer();
    this.requestRender();
  }

  private createNode(id: string): LayerNode {
    const node = new LayerNode(id);
    const gestures = this.layerGestures;
    if (gestures) {
      node.container.eventMode = 'static';
      node.container.on('pointerdown', (event: FederatedPointerEvent) => gestures.beginOnLayer(id, event));
      this.editable.add(node.container);
    }
    return node;
  }

  private selectedNode(): { board: Board; node: LayerNode } | null {
    const id = this.state?.selection.layerId;
    return id ? this.boards.find(id) : null;
  }

  /** The handles around the selected layer, where it is now (mid-gesture too). */
  private syncTransformer() {
    const selected = this.options.store ? this.selectedNode() : null;
    const layer = selected?.node.current;
    if (!selected || !layer || !layer.visible) {
      this.transformer.hide();
      return;
    }
    if (this.transformer.container.parent !== selected.board.container) selected.board.container.addChild(this.transformer.container);
    const t = this.layerGestures?.heldTransform(selected.node) ?? transformOf(layer);
    this.transformer.show(t, selected.node.size, this.pixelsPerUnit, layer.locked);
  }

  // ---- layer gestures: what they draw ----

  private gestureHost(store: DesignStore): LayerGestureHost {
    return {
      store,
      multiTouch: () => this.viewportGestures?.multiTouch ?? false,
      selected: () => this.selectedNode(),
      started: (gesture) => this.gestureStarted(gesture),
      moved: (gesture, since) => this.gestureMoved(gesture, since),
      ended: () => this.thaw(),
      showHandles: () => this.syncTransformer(),
      requestRender: () => this.requestRender(),
    };
  }

  private gestureStarted(gesture: LayerGesture) {
    // The selection may just have changed (a press on another layer): the handles are drawn for it first.
    this.syncTransformer();
    const started = performance.now();
    this.freeze(gesture.board, gesture.node);
    this.instruments?.gestureStarted(performance.now() - started);
  }

  private gestureMoved(gesture: LayerGesture, since: number) {
    const frozen = this.frozen;
    if (frozen) {
      // The handles are in the moving picture: they are drawn again when the pictures go (thaw).
      const m = snapshotTransform(gesture.start, gesture.current, frozen.origin, frozen.pixels);
      this.pictures?.move(m);
      this.instruments?.pictureMoved(performance.now() - since);
    } else {
      this.syncTransformer();
      this.requestRender();
    }
  }

  /** The scene drawn into pictures for a gesture on `moving` (see FrozenPictures). */
  private freeze(board: Board, moving: LayerNode) {
    const pictures = this.pictures;
    if (!pictures) return;
    const order = [...board.layers.children];
    const above = order.slice(order.indexOf(moving.container) + 1);
    const everything: Container[] = [];
    for (const other of this.boards.values()) {
      everything.push(other.garmentHolder);
      for (const node of other.nodes.values()) everything.push(node.container);
    }
    pictures.freeze({ everything, above, moving: moving.container, handles: this.transformer.container, size: this.size });
    const origin = board.container.toGlobal({ x: 0, y: 0 });
    this.frozen = { doc: this.state?.doc, mode: this.mode, look: this.look, origin: { x: origin.x, y: origin.y }, pixels: this.pixelsPerUnit };
  }

  private thaw() {
    if (!this.frozen) return;
    this.frozen = null;
    this.pictures?.thaw();
    // The canvas holds the last picture drawn into it: it is drawn afresh, with the handles where
    // the layer is now, before it is seen.
    this.syncTransformer();
    this.requestRender();
  }

  /** Escape during a drag: the layer goes back to where it was, and nothing is recorded. */
  cancelGesture(): boolean {
    return this.layerGestures?.cancel() ?? false;
  }

  get gestureActive(): boolean {
    return (this.layerGestures?.current ?? null) !== null;
  }

  /** The garments' containers (the probe times redraws with them cached). */
  get garmentHolders(): Container[] {
    return [...this.boards.values()].map((board) => board.garmentHolder);
  }

  // ---- frames ----

  requestRender(): void {
    if (this.drawingUnseen) this.askedWhileUnseen = true;
    if (this.destroyed || !this.initialised || this.drawingUnseen || this.frameRequest !== null) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = null;
      this.renderNow();
    });
  }

  /** Draws at once (tests, exports, benchmarks); returns the frame's time in ms. */
  renderNow(): number {
    if (this.destroyed || !this.initialised) return 0;
    const instruments = this.instruments;
    const started = performance.now();
    this.app.render();
    if (instruments?.measureSync) syncGpu(this.app);
    const elapsed = performance.now() - started;
    this.frameDrawn(elapsed);
    return elapsed;
  }

  /** A frame is on the canvas: counted, and told to the probe and to the host's data attributes. */
  private frameDrawn(elapsed: number): void {
    const instruments = this.instruments;
    this.frames += 1;
    instruments?.frameDrawn(elapsed, this.gestureActive, this.textures.pending === 0 && this.state !== null);
    if (this.host) {
      this.host.dataset.rendered = String(this.frames);
      this.host.dataset.ready = String(this.textures.pending === 0);
    }
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
    // The export draws its texts afresh: in their fonts, never in a fallback while one is on its way.
    await this.fonts.ready(doc.layers);
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
    this.fonts.stop();
    this.viewportGestures?.detach();
    this.viewportListeners.clear();
    this.thaw();
    this.boards.destroy();
    this.transformer.destroy();
    // The app and the root container are the caller's; the stage's listeners are ours.
    if (this.initialised && this.app.stage) this.app.stage.removeAllListeners();
    this.textures.destroy();
  }
}
