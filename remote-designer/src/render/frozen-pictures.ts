import { type Application, type Container, Rectangle } from 'pixi.js';

/** What the pictures are drawn from: the scene's pieces and where the moving layer is. */
export interface FreezeRequest {
  /** Every garment and layer container of every board: each picture shows some of them. */
  everything: readonly Container[];
  /** The layer containers drawn over the moving one. */
  above: readonly Container[];
  moving: Container;
  /** The selection's handles, drawn in the moving picture. */
  handles: Container;
  /** The canvas's size in CSS pixels. */
  size: { width: number; height: number };
}

/**
 * While a layer is dragged, turned or scaled, the canvas is not drawn at all: the scene is
 * drawn once into three pictures (what lies under the layer, the layer with its handles, what
 * lies over it) stacked where the canvas is, and each pointer move only changes the CSS
 * transform of the middle one, which the browser's compositor moves. On a software GPU a
 * canvas frame costs the pixels it fills; this costs none. The gesture's end draws the scene
 * again with the edit committed.
 */
export class FrozenPictures {
  private canvases: HTMLCanvasElement[] = [];
  private picture: HTMLCanvasElement | null = null;

  constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {}

  get active(): boolean {
    return this.picture !== null;
  }

  freeze({ everything, above, moving, handles, size }: FreezeRequest): void {
    const renderer = this.app.renderer;
    const frame = new Rectangle(0, 0, size.width, size.height);
    const placed = (canvas: HTMLCanvasElement, area: Rectangle): HTMLCanvasElement => {
      canvas.setAttribute('aria-hidden', 'true');
      Object.assign(canvas.style, { position: 'absolute', left: `${area.x}px`, top: `${area.y}px`, width: `${area.width}px`, height: `${area.height}px`, pointerEvents: 'none' });
      return canvas;
    };
    // A picture of (part of) the canvas: drawn into the canvas itself and copied out at once (the
    // canvas is hidden until the gesture ends), which costs a frame and a copy; an extract's
    // render texture and pixel readback cost about twice that on a software GPU.
    const snap = (shown: (item: Container) => boolean, withHandles: boolean, area = frame): HTMLCanvasElement => {
      for (const item of everything) item.renderable = shown(item);
      handles.renderable = withHandles;
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
    const below = snap((item) => item !== moving && !above.includes(item), false);
    // The moving layer and its handles only: a small picture, quick to make and to move. It may
    // reach past the canvas (a layer partly out of view is whole when dragged in), within reason.
    const reach = new Rectangle(-frame.width, -frame.height, frame.width * 3, frame.height * 3);
    const box = moving.getBounds().rectangle.clone().enlarge(handles.getBounds().rectangle).pad(4).fit(reach);
    const area = box.width >= 1 && box.height >= 1 ? new Rectangle(Math.floor(box.x), Math.floor(box.y), Math.ceil(box.width) + 1, Math.ceil(box.height) + 1) : frame;
    const picture = snap((item) => item === moving, true, area);
    const over = above.length > 0 ? snap((item) => above.includes(item), false) : null;
    for (const item of everything) item.renderable = true;
    handles.renderable = true;
    // The picture's transform turns about its own corner: the maps given to move() are of the canvas.
    Object.assign(picture.style, { transformOrigin: `${-area.x}px ${-area.y}px`, willChange: 'transform' });
    this.host.insertBefore(below, this.app.canvas);
    this.host.insertBefore(picture, this.app.canvas);
    if (over) this.host.appendChild(over);
    // Transparent, not hidden or removed: it keeps its place and size, which Pixi maps pointer
    // positions by, and keeps receiving the gesture's pointer (a hidden element loses a touch).
    this.app.canvas.style.opacity = '0';
    this.canvases = over ? [below, picture, over] : [below, picture];
    this.picture = picture;
  }

  /** Moves the moving layer's picture by a map of canvas CSS pixels. */
  move(m: { a: number; b: number; c: number; d: number; e: number; f: number }): void {
    if (this.picture) this.picture.style.transform = `matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.e}, ${m.f})`;
  }

  /** Takes the pictures away and shows the canvas again; false when there were none. */
  thaw(): boolean {
    if (!this.picture) return false;
    for (const canvas of this.canvases) canvas.remove();
    this.canvases = [];
    this.picture = null;
    this.app.canvas.style.opacity = '';
    return true;
  }
}
