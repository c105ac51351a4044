import { Application, Container } from 'pixi.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../scheduling/after-next-paint';

/** The application and the container the renderer draws into (its zoom and pan). */
export interface PixiApp {
  app: Application;
  viewport: Container;
}

/**
 * The studio draws on demand (no ticker) on a transparent canvas at the screen's density, up to 2.
 * WebGL: the studio's shaders and batches are tuned for it (see batch-textures).
 */
const OPTIONS = {
  width: 1,
  height: 1,
  backgroundAlpha: 0,
  antialias: true,
  autoStart: false,
  sharedTicker: false,
  autoDensity: true,
  preference: 'webgl' as const,
  // The extensions the studio uses are imported by pixi-start, not Pixi's whole browser environment.
  skipExtensionImports: true,
};

/**
 * A Pixi application whose canvas is the first child of `hostRef`'s element, made once the
 * component mounts and destroyed with it; null until it is initialised. Pixi's own API, without
 * a React renderer for Pixi: the studio declares no Pixi elements (the StudioRenderer keeps its
 * scene), and @pixi/react brought a second React reconciler to every first visit of the studio.
 * `onFail` is told when the application cannot start (no WebGL, a lost GPU process).
 */
export function usePixiApplication(hostRef: RefObject<HTMLElement | null>, onFail: () => void): PixiApp | null {
  const [pixi, setPixi] = useState<PixiApp | null>(null);
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  });
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const app = new Application();
    let alive = true;
    let initialised = false;
    const destroy = () => app.destroy({ removeView: true }, { children: true });
    const started = () => {
      initialised = true;
      if (!alive) {
        destroy();
        return;
      }
      const viewport = new Container({ label: 'viewport' });
      app.stage.addChild(viewport);
      // Not displayed until the renderer has drawn its scene once unseen (StudioRenderer.start):
      // a shown canvas is composited, and on a software GPU each composited frame waits for the GPU.
      app.canvas.style.display = 'none';
      host.prepend(app.canvas);
      // Its own task after the renderer's start-up (context, extensions): the first frame,
      // which compiles the shaders, comes in a render of its own.
      setPixi({ app, viewport });
    };
    const start = () =>
      import('./pixi-start')
        // Pixi's probes of the GPU first, in short tasks of their own (a probe that fails is made again by init).
        // Then its context and extensions, each in a task of its own too (prepareContextAhead).
        .then(async ({ probeGpuAhead, prepareContextAhead }) => {
          await probeGpuAhead().catch(() => undefined);
          return prepareContextAhead(OPTIONS.antialias).catch(() => null);
        })
        .then((prepared) => app.init({ ...OPTIONS, ...prepared, resolution: Math.min(2, window.devicePixelRatio || 1) }))
        .then(started, (error: unknown) => {
          console.error('[designer] the canvas could not start', error);
          if (alive) failed.current();
        });
    // Once the page around the canvas is on screen: the WebGL context and Pixi's systems take a
    // long task on a phone, which in the page's commit held its first paint (and made that task
    // longer still; Lighthouse: total blocking time).
    const cancelStart = afterNextPaint(() => void start());
    return () => {
      alive = false;
      cancelStart();
      setPixi(null);
      if (initialised) destroy();
    };
  }, [hostRef]);
  return pixi;
}
