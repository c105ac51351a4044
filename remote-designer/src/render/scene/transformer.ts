import { Circle, Container, type FederatedPointerEvent, Graphics, Rectangle } from 'pixi.js';
import { layerCorners, rotateHandlePosition, SCALE_HANDLES, type HandleId, type LayerTransform, type Size } from '../geometry/transform';

/** Screen pixels: the handles keep their size whatever the zoom. */
const HANDLE_SIZE = 10;
const ROTATE_OFFSET = 28;
/** Fingers need more than a mouse: the hit areas are larger than what is drawn. */
const HIT_SIZE = 28;
const ACCENT = 0x2563eb;

const CURSORS: Record<HandleId, string> = { nw: 'nwse-resize', se: 'nwse-resize', ne: 'nesw-resize', sw: 'nesw-resize', rotate: 'grab' };

/**
 * The selection frame of one layer: a box along its turned edges, four corner handles that
 * scale it and a round handle above it that turns it. It only draws and reports which handle
 * a pointer went down on; the gesture itself is the renderer's.
 */
export class Transformer {
  readonly container = new Container({ label: 'transformer' });
  private readonly frame = new Graphics();
  private readonly handles = new Map<HandleId, Graphics>();

  constructor(onHandleDown: (handle: HandleId, event: FederatedPointerEvent) => void) {
    this.container.addChild(this.frame);
    for (const id of [...SCALE_HANDLES, 'rotate'] as HandleId[]) {
      const handle = new Graphics({ label: `handle-${id}` });
      handle.eventMode = 'static';
      handle.cursor = CURSORS[id];
      handle.on('pointerdown', (event) => {
        event.stopPropagation();
        onHandleDown(id, event);
      });
      this.handles.set(id, handle);
      this.container.addChild(handle);
    }
    this.container.visible = false;
  }

  hide(): void {
    this.container.visible = false;
  }

  /**
   * Draws the frame for a layer with content `size`, transformed by `t`, at `zoom` screen
   * pixels per garment unit. A locked layer gets the frame without handles.
   */
  show(t: LayerTransform, size: Size, zoom: number, locked: boolean): void {
    this.container.visible = true;
    const unit = 1 / Math.max(0.01, zoom);
    const corners = layerCorners(t, size);
    const rotate = rotateHandlePosition(t, size, ROTATE_OFFSET * unit);
    const top = { x: (corners.nw.x + corners.ne.x) / 2, y: (corners.nw.y + corners.ne.y) / 2 };

    const frame = this.frame.clear();
    frame
      .moveTo(corners.nw.x, corners.nw.y)
      .lineTo(corners.ne.x, corners.ne.y)
      .lineTo(corners.se.x, corners.se.y)
      .lineTo(corners.sw.x, corners.sw.y)
      .closePath()
      .stroke({ width: 1.5 * unit, color: locked ? 0x64748b : ACCENT });
    if (!locked) frame.moveTo(top.x, top.y).lineTo(rotate.x, rotate.y).stroke({ width: 1.5 * unit, color: ACCENT });

    const half = (HANDLE_SIZE / 2) * unit;
    for (const id of SCALE_HANDLES) {
      const handle = this.handles.get(id);
      if (!handle) continue;
      const at = corners[id as 'nw' | 'ne' | 'se' | 'sw'];
      handle.visible = !locked;
      handle.clear().rect(-half, -half, half * 2, half * 2).fill(0xffffff).stroke({ width: 1.5 * unit, color: ACCENT });
      handle.position.set(at.x, at.y);
      handle.angle = t.rotation;
      handle.hitArea = new Rectangle((-HIT_SIZE / 2) * unit, (-HIT_SIZE / 2) * unit, HIT_SIZE * unit, HIT_SIZE * unit);
    }
    const rotateHandle = this.handles.get('rotate');
    if (rotateHandle) {
      rotateHandle.visible = !locked;
      rotateHandle.clear().circle(0, 0, half * 1.1).fill(0xffffff).stroke({ width: 1.5 * unit, color: ACCENT });
      rotateHandle.position.set(rotate.x, rotate.y);
      rotateHandle.hitArea = new Circle(0, 0, (HIT_SIZE / 2) * unit);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
