import type { StudioRenderer } from './studio-renderer';

/**
 * The one way the studio's components reach the canvas. The canvas (StudioScene) attaches its
 * renderer once it has started and detaches it when it goes; the page, the header's buttons,
 * the keys and the zoom controls hold this controller instead of a renderer, and
 * - read `current()` (null while there is no canvas),
 * - `subscribe()` to be told when that changes (React: useSyncExternalStore),
 * - await `whenReady()` for something that needs the canvas (a saved design's thumbnail right
 *   after the page opens): the renderer once one is up, or null when the canvas could not start.
 */
export class StudioController {
  private renderer: StudioRenderer | null = null;
  private failed = false;
  private readonly listeners = new Set<() => void>();
  private waiting: ((renderer: StudioRenderer | null) => void)[] = [];

  /** The renderer of the canvas shown now, or null. A bound function: pass it around as it is. */
  readonly current = (): StudioRenderer | null => this.renderer;

  /** Calls `listener` whenever the renderer comes or goes; returns what stops it. Bound. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The renderer once the canvas is up (at once when it is), or null if it could not start. */
  whenReady(): Promise<StudioRenderer | null> {
    if (this.renderer) return Promise.resolve(this.renderer);
    if (this.failed) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The canvas has started: its renderer is the one to use. */
  attach(renderer: StudioRenderer): void {
    this.renderer = renderer;
    this.failed = false;
    this.settle(renderer);
    this.changed();
  }

  /** The canvas is going: its renderer is no longer to be used (a later one may come). */
  detach(renderer: StudioRenderer): void {
    if (this.renderer !== renderer) return;
    this.renderer = null;
    this.changed();
  }

  /** The canvas could not start (no WebGL, the fonts never came): nobody waits for it. */
  fail(): void {
    if (this.renderer) return;
    this.failed = true;
    this.settle(null);
  }

  private settle(renderer: StudioRenderer | null): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(renderer);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
